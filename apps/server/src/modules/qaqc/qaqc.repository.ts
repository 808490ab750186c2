import type { ApprovalRange, ModuleCode, QualityCodeBody } from '@eqmp/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import { rowById } from '../../db/row-by-id.js';
import type { ApprovalTable, Database } from '../../db/schema/index.js';
import { approvalRangeOf } from '../values/index.js';

/** One stored value with its arrival and its current state (`current_reading`). */
export interface CurrentValue {
  parameterCode: string;
  ts: Date;
  raw: number | null;
  receivedAt: Date;
  autoFlag: number;
  autoChecks: Record<string, number>;
  autoValidity: number;
  autoNullReason: string | null;
  value: number | null;
  validity: number;
  nullReason: string | null;
  qualifiers: string[];
  changed: boolean;
}

export type Selection =
  { readonly timestamps: readonly Date[] } | { readonly from: Date; readonly to: Date };

/** The archive's hourly means of [from, to) with no reading inside their hour. */
function archived(
  db: Kysely<Database>,
  stationId: string,
  parameterCodes: readonly string[],
  from: Date,
  to: Date,
) {
  return db
    .selectFrom('readingHourly as h')
    .where('h.stationId', '=', stationId)
    .where('h.parameterCode', 'in', parameterCodes)
    .where('h.hour', '>=', from)
    .where('h.hour', '<', to)
    .where('h.avg', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('reading as r')
            .select('r.ts')
            .whereRef('r.stationId', '=', 'h.stationId')
            .whereRef('r.parameterCode', '=', 'h.parameterCode')
            .whereRef('r.ts', '>=', 'h.hour')
            .where('r.ts', '<', sql<Date>`h.hour + interval '1 hour'`),
        ),
      ),
    );
}

/** Stations, parameters and quality codes. */
function createQaqcReferenceRepository(db: Kysely<Database>) {
  return {
    station: (id: string) =>
      rowById(db, 'station', id, ['id', 'module', 'name', 'expectedIntervalMinutes']),

    /** A module's active stations with their active parameters (code and unit), by station and code. */
    moduleStationParameters: (module: ModuleCode) =>
      db
        .selectFrom('station as st')
        .innerJoin('stationParameter as sp', 'sp.stationId', 'st.id')
        .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
        .select(['st.id', 'st.name', 'p.code', 'p.unit'])
        .where('st.module', '=', module)
        .where('st.isActive', '=', true)
        .where('sp.isActive', '=', true)
        .orderBy('st.id')
        .orderBy('p.code')
        .execute(),

    parameter: (code: string) =>
      db
        .selectFrom('parameter')
        .select(['code', 'unit', 'decimals', 'rangeMin', 'rangeMax', 'mdl', 'maxStep'])
        .where('code', '=', code)
        .executeTakeFirst(),

    /** Parameters a station measures, for station-wide ranges. */
    stationParameters: (stationId: string) =>
      db
        .selectFrom('stationParameter')
        .select('parameterCode')
        .where('stationId', '=', stationId)
        .execute(),

    codes: () => db.selectFrom('qualityCode').selectAll().orderBy('kind').orderBy('code').execute(),

    /** Stores a new quality code; undefined when the code is taken. */
    insertCode: (trx: Kysely<Database>, code: QualityCodeBody) =>
      trx
        .insertInto('qualityCode')
        .values(code)
        .onConflict((oc) => oc.column('code').doNothing())
        .returningAll()
        .executeTakeFirst(),
  };
}

/** Values: their current state, their history and the archive's hourly means without values. */
function createQaqcValuesRepository(db: Kysely<Database>) {
  return {
    /** Current values of a station's parameters over a selection, oldest first (one statement, the reading key's index). */
    async current(
      trx: Kysely<Database>,
      stationId: string,
      parameterCodes: readonly string[],
      selection: Selection,
    ): Promise<CurrentValue[]> {
      return trx
        .selectFrom('currentReading as c')
        .select([
          'c.parameterCode',
          'c.ts',
          'c.rawValue as raw',
          'c.receivedAt',
          'c.autoFlag',
          'c.autoChecks',
          'c.autoValidity',
          'c.autoNullReason',
          'c.value',
          'c.validity',
          'c.nullReason',
          'c.qualifiers',
          'c.changed',
        ])
        .where('c.stationId', '=', stationId)
        .where('c.parameterCode', 'in', [...parameterCodes])
        .$if('timestamps' in selection, (q) =>
          q.where('c.ts', 'in', (selection as { timestamps: Date[] }).timestamps),
        )
        .$if('from' in selection, (q) =>
          q
            .where('c.ts', '>=', (selection as { from: Date }).from)
            .where('c.ts', '<', (selection as { to: Date }).to),
        )
        .orderBy('c.parameterCode')
        .orderBy('c.ts')
        .execute();
    },

    /** The state each value had at `asOf`: its last change made by then (`after`), per timestamp. */
    async statesAsOf(stationId: string, parameterCode: string, from: Date, to: Date, asOf: Date) {
      const rows = await sql<{ ts: Date; after: Record<string, unknown> }>`
        select distinct on (ts) ts, after from reading_change
        where station_id = ${stationId} and parameter_code = ${parameterCode} and ts >= ${from} and ts < ${to} and at <= ${asOf}
        order by ts, id desc
      `.execute(db);
      return new Map(rows.rows.map((r) => [new Date(r.ts).getTime(), r.after]));
    },

    history: (stationId: string, parameterCode: string, ts: Date) =>
      db
        .selectFrom('readingChange')
        .selectAll()
        .where('stationId', '=', stationId)
        .where('parameterCode', '=', parameterCode)
        .where('ts', '=', ts)
        .orderBy('id')
        .execute(),

    /** Whether `reading` stores a value of the parameter (of any parameter when null) in [from, to). */
    async hasValues(stationId: string, parameterCode: string | null, from: Date, to: Date) {
      const found = await db
        .selectFrom('reading')
        .select('ts')
        .where('stationId', '=', stationId)
        .$if(parameterCode !== null, (q) => q.where('parameterCode', '=', parameterCode!))
        .where('ts', '>=', from)
        .where('ts', '<', to)
        .limit(1)
        .executeTakeFirst();
      return found !== undefined;
    },

    /** The start of the station's latest hourly rollup (any parameter), or null before its first. */
    async latestHour(stationId: string): Promise<number | null> {
      const latest = await db
        .selectFrom('readingHourly')
        .select(sql<Date | null>`max(hour)`.as('h'))
        .where('stationId', '=', stationId)
        .executeTakeFirst();
      return latest?.h ? new Date(latest.h).getTime() : null;
    },

    reading: (stationId: string, parameterCode: string, ts: Date) =>
      db
        .selectFrom('reading')
        .selectAll()
        .where('stationId', '=', stationId)
        .where('parameterCode', '=', parameterCode)
        .where('ts', '=', ts)
        .executeTakeFirst(),

    /**
     * The hourly means of [from, to) the hourly archive holds with no value behind them (imported
     * history: a value is stored only as its hour's mean), oldest first.
     */
    archivedHours: (stationId: string, parameterCodes: readonly string[], from: Date, to: Date) =>
      archived(db, stationId, parameterCodes, from, to)
        .select(['h.parameterCode', 'h.hour', 'h.avg'])
        .orderBy('h.hour')
        .orderBy('h.parameterCode')
        .execute(),

    /** How many such hourly means [from, to) holds (what the QA/QC page says is waiting). */
    async archivedHourCount(stationId: string, parameterCode: string, from: Date, to: Date) {
      const row = await archived(db, stationId, [parameterCode], from, to)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

/** Review and approval ranges, and who edited the values of a range. */
function createQaqcRangesRepository(db: Kysely<Database>) {
  return {
    /** Approval ranges of a station (all levels, reopened included), optionally as they stood at `asOf`. */
    async ranges(trx: Kysely<Database>, stationId: string, asOf?: Date): Promise<ApprovalRange[]> {
      const rows = await trx
        .selectFrom('approval')
        .selectAll()
        .where('stationId', '=', stationId)
        .$if(!!asOf, (q) => q.where('at', '<=', asOf!))
        .orderBy('id')
        .execute();
      return rows.map((r) => approvalRangeOf(r, asOf));
    },

    approval: (id: number) =>
      db.selectFrom('approval').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Stores a review (level 2) or approval (level 3) of a range; answers the stored row. */
    insertApproval: (trx: Kysely<Database>, range: Insertable<ApprovalTable>) =>
      trx.insertInto('approval').values(range).returningAll().executeTakeFirstOrThrow(),

    /** Reopens a range not reopened yet; answers the updated row, or undefined. */
    reopenApproval: (
      trx: Kysely<Database>,
      id: number,
      reopen: { reopenedAt: Date; reopenedBy: string; reopenReason: string },
    ) =>
      trx
        .updateTable('approval')
        .set(reopen)
        .where('id', '=', id)
        .where('reopenedAt', 'is', null)
        .returningAll()
        .executeTakeFirst(),

    approvalRows: (module: ModuleCode, stationId?: string) =>
      db
        .selectFrom('approval as a')
        .innerJoin('station as st', 'st.id', 'a.stationId')
        .selectAll('a')
        .where('st.module', '=', module)
        .$if(!!stationId, (q) => q.where('a.stationId', '=', stationId!))
        .orderBy('a.at', 'desc')
        .limit(500)
        .execute(),

    /** Users who changed values of [from, to) of a parameter (or of any parameter when null) — edits, restores, deletions: its level-2 reviewers, with the parameter they changed. */
    async editors(
      trx: Kysely<Database>,
      stationId: string,
      parameterCode: string | null,
      from: Date,
      to: Date,
    ): Promise<{ parameterCode: string; userId: string }[]> {
      const rows = await trx
        .selectFrom('readingChange')
        .select(['parameterCode', 'userId'])
        .distinct()
        .where('stationId', '=', stationId)
        .$if(parameterCode !== null, (q) => q.where('parameterCode', '=', parameterCode!))
        .where('ts', '>=', from)
        .where('ts', '<', to)
        .where('userId', 'is not', null)
        // Every change an officer made: edits, restores (as received, or a reverted change set)
        // and deletions; only a station's resend is nobody's.
        .where('kind', 'in', ['correct', 'validity', 'code', 'restore', 'delete'])
        .execute();
      return rows.map((r) => ({ parameterCode: r.parameterCode, userId: r.userId! }));
    },
  };
}

/**
 * SQL of the QA/QC module: reads of values, changes and ranges, the approval ranges' writes and
 * the quality codes. Writes take the caller's transaction.
 */
export function createQaqcRepository(db: Kysely<Database>) {
  return {
    ...createQaqcReferenceRepository(db),
    ...createQaqcValuesRepository(db),
    ...createQaqcRangesRepository(db),
  };
}
