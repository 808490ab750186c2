import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from './schema/index.js';

/**
 * A timed lease on one background job shared by every instance on the database: the instance
 * holding it runs the job and renews the lease each time; when it stops renewing (it stopped or
 * died), another instance takes the job over once the lease has run out.
 */
export interface JobLease {
  /** Takes the lease, or renews it for its holder, for `ttlMs`; answers whether we hold it. */
  take(ttlMs: number): Promise<boolean>;
  /** Gives the lease up (at shutdown), so another instance may take it at its next try. */
  release(): Promise<void>;
}

export function createJobLease(
  db: Kysely<Database>,
  clock: Clock,
  name: string,
  holder: string,
): JobLease {
  return {
    async take(ttlMs) {
      const now = clock.now();
      const until = new Date(now.getTime() + ttlMs);
      // One statement: PostgreSQL locks the lease row, so of instances racing for a free lease
      // exactly one sees the condition true and gets the row back.
      const row = await db
        .insertInto('jobLease')
        .values({ name, holder, until })
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet({ holder, until })
            .where((eb) =>
              eb.or([eb('jobLease.holder', '=', holder), eb('jobLease.until', '<=', now)]),
            ),
        )
        .returning('holder')
        .executeTakeFirst();
      return row !== undefined;
    },
    async release() {
      await db
        .deleteFrom('jobLease')
        .where('name', '=', name)
        .where('holder', '=', holder)
        .execute();
    },
  };
}

/** A lease outlives this many missed runs of its holder before another instance takes over. */
const LEASE_RUNS = 3;

/**
 * Runs `job` every `intervalMs` on the instance holding `lease` (the others try again each time),
 * so with several instances on one database it runs once per interval across them. A run never
 * overlaps the previous one; a failed run is logged as `<name> failed`; `stop` waits for the
 * running one and gives the lease up. The background jobs (the alert sweep, the daily digest) all
 * run this way.
 */
export function startLeasedJob(
  name: string,
  job: () => Promise<unknown>,
  intervalMs: number,
  lease: JobLease,
  log: (message: string, err: unknown) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const run = async () => {
    if (await lease.take(intervalMs * LEASE_RUNS)) await job();
  };
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .catch((err: unknown) => log(`${name} failed`, err))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
      await lease.release().catch((err: unknown) => log(`${name} lease release failed`, err));
    },
  };
}
