import type { ExportFormat } from './export-table.js';
import { sql, type Kysely } from 'kysely';
import { updateById, updateByIdWhile } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** A finished file as its job records it. */
export interface ReadyFile {
  readonly rowsDone: number;
  readonly storageKey: string;
  readonly contentType: string;
  readonly sizeBytes: number;
  readonly finishedAt: Date;
  readonly fileExpiresAt: Date;
}

/** SQL of export jobs (`export_job`): their rows, progress, heartbeats and expired files. */
export function createExportJobsRepository(db: Kysely<Database>) {
  return {
    /** Starts a running job; its id. */
    async insert(job: {
      userId: string;
      format: ExportFormat;
      title: string;
      fileName: string;
      expectedRows: number | null;
      at: Date;
    }): Promise<string> {
      const row = await db
        .insertInto('exportJob')
        .values({
          userId: job.userId,
          format: job.format,
          title: job.title,
          fileName: job.fileName,
          status: 'running',
          expectedRows: job.expectedRows,
          createdAt: job.at,
          heartbeatAt: job.at,
          storageKey: null,
          contentType: null,
          sizeBytes: null,
          error: null,
          finishedAt: null,
          fileExpiresAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** One job (only of this user, when given). */
    find(id: string, userId?: string) {
      return db
        .selectFrom('exportJob')
        .selectAll()
        .where('id', '=', id)
        .$if(userId !== undefined, (q) => q.where('userId', '=', userId!))
        .executeTakeFirst();
    },

    /** Saves how many rows are written, renewing the heartbeat. */
    saveProgress: (id: string, rowsDone: number, at: Date) =>
      updateById(db, 'exportJob', id, { rowsDone, heartbeatAt: at }),

    markReady: (id: string, file: ReadyFile) =>
      updateById(db, 'exportJob', id, { status: 'ready', ...file }),

    markFailed: (id: string, error: string, at: Date) =>
      updateById(db, 'exportJob', id, { status: 'failed', error, finishedAt: at }),

    /** Renews the heartbeat of these jobs, of those still running. */
    async beat(ids: readonly string[], at: Date) {
      await db
        .updateTable('exportJob')
        .set({ heartbeatAt: at })
        .where('id', 'in', [...ids])
        .where('status', '=', 'running')
        .execute();
    },

    /** Fails every running job whose heartbeat (or start, without one) is older than `before`. */
    async failSilentSince(before: Date, error: string, at: Date) {
      await db
        .updateTable('exportJob')
        .set({ status: 'failed', error, finishedAt: at })
        .where('status', '=', 'running')
        .where(sql<Date>`coalesce(heartbeat_at, created_at)`, '<', before)
        .execute();
    },

    /** Up to 100 jobs whose file is past its time. */
    expiredFiles(now: Date) {
      return db
        .selectFrom('exportJob')
        .select(['id', 'storageKey'])
        .where('storageKey', 'is not', null)
        .where('fileExpiresAt', '<', now)
        .limit(100)
        .execute();
    },

    /** Takes the file away from its job; false when another instance already did. */
    claimFile: (id: string, storageKey: string): Promise<boolean> =>
      updateByIdWhile(db, 'exportJob', id, { storageKey }, { storageKey: null }),
  };
}
