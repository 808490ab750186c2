import type { EqmpModule, EqmpPeriodType } from '@eqmp/domain';
import type { Insertable, Kysely } from 'kysely';
import { insertReturningId, updateById } from '../../db/row-by-id.js';
import type { Database, EqmpReportStatus } from '../../db/schema/index.js';

/** What a step or an upload changes in a report (its time of change is given apart). */
export type ReportChanges = Partial<{
  status: EqmpReportStatus;
  remarks: string | null;
  statusBeforeDelete: EqmpReportStatus | null;
  currentVersion: number;
  uploadedBy: string;
}>;

/**
 * The writes of the EQMP reports, their versions and events (and the row lock taken before one);
 * each runs in the transaction the service passes, never on the repository's own connection.
 */
const reportWrites = {
  /** A report's current version, its row locked until the transaction ends. */
  async lockedVersion(trx: Kysely<Database>, id: number): Promise<number> {
    const row = await trx
      .selectFrom('eqmpReport')
      .select('currentVersion')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return row.currentVersion;
  },

  insert: (trx: Kysely<Database>, report: Insertable<Database['eqmpReport']>): Promise<number> =>
    insertReturningId(trx, 'eqmpReport', report),

  update: (trx: Kysely<Database>, id: number, changes: ReportChanges, at: Date) =>
    updateById(trx, 'eqmpReport', id, { ...changes, updatedAt: at }),

  async insertVersion(trx: Kysely<Database>, version: Insertable<Database['eqmpReportVersion']>) {
    await trx.insertInto('eqmpReportVersion').values(version).execute();
  },

  /** Records one step of a report. */
  async insertEvent(
    trx: Kysely<Database>,
    event: { reportId: number; action: string; actor: string; remarks: string | null; at: Date },
  ) {
    await trx.insertInto('eqmpReportEvent').values(event).execute();
  },
};

/** SQL of the EQMP reports, their versions and their events. Writes take the service's transaction. */
export function createEqmpReportingRepository(db: Kysely<Database>) {
  return {
    /** A module's report (any status). */
    report: (module: EqmpModule, id: number) =>
      db
        .selectFrom('eqmpReport')
        .selectAll()
        .where('id', '=', id)
        .where('module', '=', module)
        .executeTakeFirst(),

    /** The live (not deleted) reports of a year's periods, with their current version's file name. */
    ofYear: (module: EqmpModule, periodType: EqmpPeriodType, year: number) =>
      db
        .selectFrom('eqmpReport as r')
        .innerJoin('eqmpReportVersion as v', (j) =>
          j.onRef('v.reportId', '=', 'r.id').onRef('v.version', '=', 'r.currentVersion'),
        )
        .select([
          'r.id',
          'r.period',
          'r.status',
          'r.currentVersion',
          'r.remarks',
          'r.uploadedBy',
          'r.updatedAt',
          'v.fileName',
        ])
        .where('r.module', '=', module)
        .where('r.periodType', '=', periodType)
        .where('r.period', 'like', `${year}%`)
        .where('r.status', '<>', 'deleted')
        .execute(),

    /** The live (not deleted) report of a period. */
    live: (module: EqmpModule, periodType: EqmpPeriodType, period: string) =>
      db
        .selectFrom('eqmpReport')
        .selectAll()
        .where('module', '=', module)
        .where('periodType', '=', periodType)
        .where('period', '=', period)
        .where('status', '<>', 'deleted')
        .executeTakeFirst(),

    /** A report's versions, newest first. */
    versions: (reportId: number) =>
      db
        .selectFrom('eqmpReportVersion')
        .selectAll()
        .where('reportId', '=', reportId)
        .orderBy('version', 'desc')
        .execute(),

    /** One version of a report. */
    version: (reportId: number, version: number) =>
      db
        .selectFrom('eqmpReportVersion')
        .selectAll()
        .where('reportId', '=', reportId)
        .where('version', '=', version)
        .executeTakeFirst(),

    /** A report's events, oldest first. */
    events: (reportId: number) =>
      db
        .selectFrom('eqmpReportEvent')
        .selectAll()
        .where('reportId', '=', reportId)
        .orderBy('id')
        .execute(),

    /** Who asked, last, to delete a report. */
    async deleteRequester(reportId: number): Promise<string> {
      const row = await db
        .selectFrom('eqmpReportEvent')
        .select('actor')
        .where('reportId', '=', reportId)
        .where('action', '=', 'request_delete')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return row.actor;
    },

    ...reportWrites,
  };
}
