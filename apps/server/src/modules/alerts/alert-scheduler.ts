import type { AlertEngine } from './alert-engine.js';

/**
 * Runs the engine's sweep every `intervalMs` (absence of data, catch-up). A sweep never overlaps
 * the previous one; `stop` waits for the running one to finish.
 */
export function startAlertScheduler(
  engine: Pick<AlertEngine, 'sweep'>,
  intervalMs: number,
  log: (message: string, err: unknown) => void,
) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = engine
      .sweep()
      .catch((err: unknown) => log('alert sweep failed', err))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
