import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { USABLE_VALIDITY_LIST } from '../../db/quality-sql.js';
import type { Database } from '../../db/schema/index.js';
import { localMonth, rangeInForce, rangeOf } from '../values/index.js';

/** The values of a module's stations (one station's, when given) in [from, to). */
export interface ReportScope {
  readonly module: ModuleCode;
  readonly from: Date;
  readonly to: Date;
  readonly stationId?: string | undefined;
}

/** SQL of the QA/QC report and the data transmission record, over `current_reading`. */
export function createQaqcReportRepository(db: Kysely<Database>) {
  /** Whether an active range of at least `level` covers the value `c`. */
  const covered = (level: 2 | 3) => sql`exists (select 1 from approval a
    where ${rangeOf('a', sql.ref('c.station_id'), sql.ref('c.parameter_code'))} and ${rangeInForce('a', { atLeast: level })}
    and c.ts >= a.from_ts and c.ts < a.to_ts)`;
  const ofStation = (q: ReportScope) =>
    q.stationId ? sql`and c.station_id = ${q.stationId}` : sql``;

  return {
    /**
     * Per station × parameter × Kuala Lumpur month: values, valid values, values the automatic
     * checks flagged, values a person changed, and those in reviewed and approved ranges.
     */
    async monthly(q: ReportScope) {
      const { rows } = await sql<{
        stationId: string;
        stationName: string;
        interval: number | null;
        parameterCode: string;
        month: string;
        values: number;
        valid: number;
        flagged: number;
        changed: number;
        reviewed: number;
        approved: number;
      }>`
    select c.station_id as "stationId", st.name as "stationName", st.expected_interval_minutes as interval, c.parameter_code as "parameterCode",
      ${localMonth('c.ts')} as month,
      count(*)::int as values,
      (count(*) filter (where c.validity in (${USABLE_VALIDITY_LIST})))::int as valid,
      (count(*) filter (where c.auto_flag in (3, 4)))::int as flagged,
      (count(*) filter (where c.changed))::int as changed,
      (count(*) filter (where ${covered(2)}))::int as reviewed,
      (count(*) filter (where ${covered(3)}))::int as approved
    from current_reading c
    join station st on st.id = c.station_id
    where st.module = ${q.module} and c.ts >= ${q.from} and c.ts < ${q.to} ${ofStation(q)}
    group by 1, 2, 3, 4, 5
    order by 1, 4, 5
  `.execute(db);
      return rows;
    },

    /** How many invalid values carry each null-reason code ('-' for none), most first. */
    async nullReasons(q: ReportScope) {
      const { rows } = await sql<{ code: string; count: number }>`
    select coalesce(c.null_reason, '-') as code, count(*)::int as count
    from current_reading c
    join station st on st.id = c.station_id
    where st.module = ${q.module} and c.ts >= ${q.from} and c.ts < ${q.to} ${ofStation(q)} and c.validity not in (${USABLE_VALIDITY_LIST})
    group by 1 order by 2 desc
  `.execute(db);
      return rows;
    },

    /** A module's stations with an expected interval, by id. */
    transmittingStations: (module: ModuleCode) =>
      db
        .selectFrom('station')
        .select(['id', 'name', 'expectedIntervalMinutes'])
        .where('module', '=', module)
        .where('expectedIntervalMinutes', 'is not', null)
        .orderBy('id')
        .execute(),

    /** Per station and instant of [from, to): whether any parameter has a value, and the lowest null-reason code. */
    async slots(q: ReportScope) {
      const { rows } = await sql<{
        stationId: string;
        ts: Date;
        hasValue: boolean;
        nullReason: string | null;
      }>`
    select c.station_id as "stationId", c.ts,
      bool_or(c.value is not null) as "hasValue",
      min(c.null_reason) as "nullReason"
    from current_reading c
    join station st on st.id = c.station_id
    where st.module = ${q.module} and c.ts >= ${q.from} and c.ts < ${q.to}
    group by 1, 2
    order by 1, 2
  `.execute(db);
      return rows;
    },
  };
}
