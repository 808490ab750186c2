import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/**
 * The built server (`apps/server/dist/server.js`) as a child process the fault suites start,
 * kill with SIGKILL at any moment and start again on the same data directory.
 */
interface ServerProcess {
  readonly base: string;
  /** Starts the server and resolves once `/api2/health` answers 200; answers the ms it took. */
  start(): Promise<number>;
  /** SIGKILL: no shutdown hook runs, the database sees the process vanish mid-work. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit (the graceful path). */
  stop(): Promise<void>;
}

/** A TCP port free at the moment of asking (reused across restarts of one server). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds a start may take when `FAULT_START_TIMEOUT_S` is not set. */
export const DEFAULT_START_TIMEOUT_S = 120;

/**
 * The start deadline from `FAULT_START_TIMEOUT_S` (seconds, default 120), in ms. A value that is
 * not a positive number is refused rather than read as no deadline at all.
 */
export function startTimeoutFromEnv(env: Record<string, string | undefined>): number {
  const text = env.FAULT_START_TIMEOUT_S?.trim();
  if (!text) return DEFAULT_START_TIMEOUT_S * 1000;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`FAULT_START_TIMEOUT_S must be a positive number of seconds, not "${text}"`);
  return seconds * 1000;
}

export function serverProcess(options: {
  entry: string;
  port: number;
  env: Record<string, string>;
  /** Where the server's standard error goes (its warnings and start-up failures). */
  onStderr?: (text: string) => void;
  /** How long a start may take until health answers 200 (`FAULT_START_TIMEOUT_S`; default 120 s). */
  startTimeoutMs?: number;
}): ServerProcess {
  const startTimeoutMs = options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_S * 1000;
  const base = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();

  async function healthy(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${base}/api2/health`)).status === 200) return;
      } catch {
        // Not listening yet.
      }
      await pause(100);
    }
    throw new Error(
      `server did not become healthy within ${startTimeoutMs / 1000} s (raise FAULT_START_TIMEOUT_S on a busy machine)`,
    );
  }

  return {
    base,
    async start() {
      const started = Date.now();
      const proc = spawn(process.execPath, [options.entry], {
        env: {
          PATH: process.env.PATH ?? '',
          ...options.env,
          PORT: String(options.port),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      proc.stderr?.on('data', (chunk: Buffer) => options.onStderr?.(chunk.toString()));
      child = proc;
      exited = new Promise((resolve) => proc.once('exit', () => resolve()));
      await healthy(started + startTimeoutMs);
      return Date.now() - started;
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child?.kill('SIGTERM');
      const forced = setTimeout(() => child?.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
