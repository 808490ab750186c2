import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createExportJobsRepository } from './export-jobs.repository.js';

/** How often the instance running an export renews its heartbeat. */
const HEARTBEAT_MS = 30_000;
/** A running export whose heartbeat is older than this was interrupted (its instance stopped). */
export const STALE_MS = 4 * HEARTBEAT_MS;

/**
 * Heartbeats of the exports this instance runs. Several instances share the `export_job` table:
 * a job is interrupted when the instance running it stops renewing it, not when another
 * instance starts, so no instance fails (or runs again) a job another one is still writing.
 */
export function createJobHeartbeat(db: Kysely<Database>, clock: Clock) {
  const jobs = createExportJobsRepository(db);
  const ids = new Set<string>();
  let timer: ReturnType<typeof setInterval> | null = null;

  async function beat() {
    if (ids.size === 0) return;
    await jobs
      .beat([...ids], clock.now())
      // A beat missed while the database is away is made up by the next one.
      .catch(() => undefined);
  }

  return {
    /** Renews `jobId`'s heartbeat until `remove`. */
    add(jobId: string) {
      ids.add(jobId);
      if (timer) return;
      timer = setInterval(() => void beat(), HEARTBEAT_MS);
      timer.unref();
    },
    remove(jobId: string) {
      ids.delete(jobId);
      if (ids.size > 0 || !timer) return;
      clearInterval(timer);
      timer = null;
    },
    /** Marks failed every running export whose instance stopped renewing it. */
    async failStale() {
      const now = clock.now();
      await jobs.failSilentSince(
        new Date(now.getTime() - STALE_MS),
        'interrupted: its server stopped',
        now,
      );
    },
  };
}
