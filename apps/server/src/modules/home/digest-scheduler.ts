import type { JobLease } from '../../db/job-lease.js';
import type { DailyDigest } from './daily-digest.js';

/** A lease outlives this many missed checks of its holder before another instance takes over. */
const LEASE_TICKS = 3;

/**
 * Looks every `intervalMs` whether the day's digests are due (the alert sweep's scheme: a timed
 * `job_lease`, so with several instances on one database one of them runs it; a run never
 * overlaps the previous one; `stop` waits for the running one and gives the lease up). Each
 * user's digest is sent once per day whatever the lease does (`digest_sent`).
 */
export function startDigestScheduler(
  digest: Pick<DailyDigest, 'run'>,
  intervalMs: number,
  lease: JobLease,
  log: (message: string, err: unknown) => void,
) {
  let running: Promise<unknown> | null = null;
  const tick = async () => {
    if (await lease.take(intervalMs * LEASE_TICKS)) await digest.run();
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((err: unknown) => log('daily digest failed', err))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await lease.release().catch((err: unknown) => log('daily digest lease release failed', err));
    },
  };
}
