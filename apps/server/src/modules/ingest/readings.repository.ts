import { sql, type Kysely } from 'kysely';
import type { Database, Source } from '../../db/schema/index.js';

/** A value's key within one station. */
export interface ReadingKey {
  readonly parameterCode: string;
  readonly ts: Date;
}

/** A checked reading as ingestion stores it. */
export interface CheckedReading extends ReadingKey {
  readonly value: number | null;
  readonly loggerFlag: string | null;
  readonly autoFlag: number;
  /** The checks' flags by check. */
  readonly autoChecks: Readonly<Record<string, number>>;
  readonly autoValidity: number;
  readonly autoNullReason: string | null;
}

/** A batch's rows as one JSON parameter: one statement, whatever the batch's size. */
const asRecordset = (rows: readonly object[]) => sql`${JSON.stringify(rows)}::json`;

const keysOf = (rows: readonly ReadingKey[]) =>
  asRecordset(rows.map((r) => ({ parameter_code: r.parameterCode, ts: r.ts.toISOString() })));

/**
 * The set-based statements of ingestion: each takes a whole batch as one parameter (a JSON
 * recordset), so a batch costs the same few statements however many values it carries.
 */
export function createReadingsRepository(db: Kysely<Database>) {
  return {
    /** Stores the new readings of a batch; a key already stored is left as it is. Answers the keys stored. */
    async insertNew(
      stationId: string,
      source: Source,
      receivedAt: Date,
      rows: readonly CheckedReading[],
    ): Promise<ReadingKey[]> {
      if (rows.length === 0) return [];
      const recordset = asRecordset(
        rows.map((r) => ({
          parameter_code: r.parameterCode,
          ts: r.ts.toISOString(),
          value: r.value,
          logger_flag: r.loggerFlag,
          auto_flag: r.autoFlag,
          auto_checks: r.autoChecks,
          auto_validity: r.autoValidity,
          auto_null_reason: r.autoNullReason,
        })),
      );
      const { rows: stored } = await sql<ReadingKey>`
        insert into reading (station_id, parameter_code, ts, value, logger_flag, source, received_at,
          auto_flag, auto_checks, auto_validity, auto_null_reason)
        select ${stationId}, x.parameter_code, x.ts, x.value, x.logger_flag, ${source}, ${receivedAt},
          x.auto_flag, x.auto_checks, x.auto_validity, x.auto_null_reason
        from json_to_recordset(${recordset}) as x(parameter_code text, ts timestamptz, value float8,
          logger_flag text, auto_flag smallint, auto_checks jsonb, auto_validity smallint,
          auto_null_reason text)
        on conflict do nothing
        returning parameter_code, ts`.execute(db);
      return stored;
    },

    /** The current values of the station's parameters in [from, to), oldest first. */
    currentBetween: (stationId: string, parameterCodes: readonly string[], from: Date, to: Date) =>
      db
        .selectFrom('currentReading as c')
        .select(['c.parameterCode', 'c.ts', 'c.value'])
        .where('c.stationId', '=', stationId)
        .where('c.parameterCode', 'in', [...parameterCodes])
        .where('c.ts', '>=', from)
        .where('c.ts', '<', to)
        .orderBy('c.ts')
        .execute(),

    /** The current value and validity (the read model's) of each of `keys` that is stored. */
    async currentOf(stationId: string, keys: readonly ReadingKey[]) {
      if (keys.length === 0) return [];
      const { rows } = await sql<ReadingKey & { value: number | null; validity: number }>`
        select c.parameter_code, c.ts, c.value, c.validity
        from current_reading c
        join json_to_recordset(${keysOf(keys)}) as k(parameter_code text, ts timestamptz)
          on c.parameter_code = k.parameter_code and c.ts = k.ts
        where c.station_id = ${stationId}`.execute(db);
      return rows;
    },

    /**
     * The stored values of the flat runs (per parameter, from `from` up to `until`), with their
     * automatic state: one statement for all runs of a batch.
     */
    async inRuns(
      stationId: string,
      runs: readonly { parameter: string; from: number; until: number }[],
    ) {
      if (runs.length === 0) return [];
      const spans = asRecordset(
        runs.map((r) => ({
          parameter_code: r.parameter,
          from_ts: new Date(r.from).toISOString(),
          until_ts: new Date(r.until).toISOString(),
        })),
      );
      const { rows } = await sql<
        ReadingKey & { value: number | null; autoValidity: number; changed: boolean }
      >`
        select distinct c.parameter_code, c.ts, c.raw_value as value, c.auto_validity, c.changed
        from current_reading c
        join json_to_recordset(${spans}) as s(parameter_code text, from_ts timestamptz, until_ts timestamptz)
          on c.parameter_code = s.parameter_code and c.ts >= s.from_ts and c.ts < s.until_ts
        where c.station_id = ${stationId}`.execute(db);
      return rows;
    },

    /** Raises the flat-line flag of stored values (automatic flags only), one statement for all. */
    async raiseFlatLineFlags(
      stationId: string,
      marks: readonly (ReadingKey & { flag: number })[],
    ): Promise<void> {
      if (marks.length === 0) return;
      const recordset = asRecordset(
        marks.map((m) => ({
          parameter_code: m.parameterCode,
          ts: m.ts.toISOString(),
          flag: m.flag,
        })),
      );
      await sql`
        update reading r set
          auto_checks = r.auto_checks || jsonb_build_object('flat_line',
            greatest(coalesce((r.auto_checks->>'flat_line')::int, 0), m.flag)),
          auto_flag = greatest(r.auto_flag, m.flag::smallint)
        from json_to_recordset(${recordset}) as m(parameter_code text, ts timestamptz, flag int)
        where r.station_id = ${stationId} and r.parameter_code = m.parameter_code and r.ts = m.ts`.execute(
        db,
      );
    },
  };
}
