import type { JobLease } from '../../db/job-lease.js';
import type { AlertEngine } from './alert-engine.js';

/** A lease outlives this many missed ticks of its holder before another instance takes over. */
const LEASE_TICKS = 3;

/**
 * Runs the engine's sweep every `intervalMs` (absence of data, catch-up). A sweep never overlaps
 * the previous one; `stop` waits for the running one to finish. With several instances on one
 * database, only the holder of the sweep's lease sweeps (the others try again each tick), so the
 * sweep runs once per interval across them.
 */
export function startAlertScheduler(
  engine: Pick<AlertEngine, 'sweep'>,
  intervalMs: number,
  lease: JobLease,
  log: (message: string, err: unknown) => void,
) {
  let running: Promise<unknown> | null = null;
  const tick = async () => {
    if (await lease.take(intervalMs * LEASE_TICKS)) await engine.sweep();
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
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
      await lease.release().catch((err: unknown) => log('alert sweep lease release failed', err));
    },
  };
}
