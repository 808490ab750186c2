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
