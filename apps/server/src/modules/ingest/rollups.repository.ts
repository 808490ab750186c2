import { AIR_POLLUTANTS, HOUR_MS } from '@eqmp/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { AirIndexHourlyTable, Database } from '../../db/schema/index.js';
import { meanOf } from '../../db/direction-sql.js';
import { CAPTURE_MIN_FRACTION_SQL } from '../../db/quality-sql.js';

/** Rows of `air_index_hourly` a statement writes at most (7 parameters each, well under PostgreSQL's 65,535). */
const AIR_INDEX_ROWS = 2000;

/** SQL of the rollups ingestion keeps: `reading_hourly` (and so `reading_daily`) and `air_index_hourly`. */
export function createRollupsRepository(db: Kysely<Database>) {
  return {
    /**
     * Recomputes the hourly rollups of the given hour starts (ms) of the station's parameters from
     * the current values, in one statement (see `refreshHourly`).
     */
    async refreshHourly(
      stationId: string,
      parameters: readonly string[],
      hours: readonly number[],
      loggerPerHour: number,
    ): Promise<void> {
      const starts = hours.map((h) => new Date(h).toISOString());
      // An hour whose values were all typed or imported (an archive's hourly mean, a unit's record
      // copied by hand) expects one value: that value stands for its hour. Only a logger's own values
      // count against its interval — whichever writer recomputes the hour.
      await sql`
    insert into reading_hourly (station_id, parameter_code, hour, avg, min, max, count, valid_count,
      expected_count, capture_pct, capture_excl_cal_pct, validity, updated_at)
    select station_id, parameter_code, hour, avg, mn, mx, n, nu, e,
      100.0 * nu / e,
      100.0 * nu / nullif(e - ncal, 0),
      case when nu >= ceil(${CAPTURE_MIN_FRACTION_SQL} * e) then 1 else -1 end,
      now()
    from (
      select station_id, parameter_code, hour,
        ${meanOf(sql`v`, sql`parameter_code`, sql`usable`)} as avg,
        min(v) filter (where usable) as mn, max(v) filter (where usable) as mx,
        count(*)::int as n, (count(*) filter (where usable))::int as nu,
        (count(*) filter (where validity = -99))::int as ncal,
        case when bool_and(source in ('import', 'manual')) then 1 else ${loggerPerHour}::int end as e
      from (
        select c.station_id, c.parameter_code, date_trunc('hour', c.ts, 'UTC') as hour,
          c.value as v, c.validity, c.usable, c.source
        from current_reading c
        where c.station_id = ${stationId}
          and c.parameter_code in (${sql.join(parameters)})
          and c.ts >= ${new Date(Math.min(...hours))} and c.ts < ${new Date(Math.max(...hours) + HOUR_MS)}
          and date_trunc('hour', c.ts, 'UTC') in (${sql.join(starts.map((s) => sql`${s}::timestamptz`))})
      ) current
      group by station_id, parameter_code, hour
    ) g
    on conflict (station_id, parameter_code, hour) do update set
      avg = excluded.avg, min = excluded.min, max = excluded.max, count = excluded.count,
      valid_count = excluded.valid_count, expected_count = excluded.expected_count,
      capture_pct = excluded.capture_pct, capture_excl_cal_pct = excluded.capture_excl_cal_pct,
      validity = excluded.validity, updated_at = excluded.updated_at
  `.execute(db);
    },

    /** The station's hourly rollups of the air pollutants in (after, upTo]. */
    pollutantHours: (stationId: string, after: Date, upTo: Date) =>
      db
        .selectFrom('readingHourly')
        .select(['parameterCode', 'hour', 'avg', 'validity'])
        .where('stationId', '=', stationId)
        .where('parameterCode', 'in', [...AIR_POLLUTANTS])
        .where('hour', '>', after)
        .where('hour', '<=', upTo)
        .execute(),

    /** Stores station-hour indexes, replacing those of the same hours. */
    async saveAirIndex(rows: readonly Insertable<AirIndexHourlyTable>[]): Promise<void> {
      for (let i = 0; i < rows.length; i += AIR_INDEX_ROWS)
        await db
          .insertInto('airIndexHourly')
          .values(rows.slice(i, i + AIR_INDEX_ROWS))
          .onConflict((oc) =>
            oc.columns(['stationId', 'hour']).doUpdateSet((eb) => ({
              api: eb.ref('excluded.api'),
              displayApi: eb.ref('excluded.displayApi'),
              category: eb.ref('excluded.category'),
              dominant: eb.ref('excluded.dominant'),
              subIndices: eb.ref('excluded.subIndices'),
              updatedAt: sql<Date>`now()`,
            })),
          )
          .execute();
    },

    /**
     * The start (ms) of the station's latest hour of any pollutant, or null before its first: the
     * newest hour of each pollutant from the end of its index (a scan of the station's hours for
     * all pollutants together would grow with its history).
     */
    async latestPollutantHour(stationId: string): Promise<number | null> {
      const { rows } = await sql<{ h: Date | string | null }>`
    select max(m.h) as h
    from unnest(${[...AIR_POLLUTANTS]}::text[]) as p(code)
    cross join lateral (
      select max(hour) as h from reading_hourly where station_id = ${stationId} and parameter_code = p.code
    ) m`.execute(db);
      const h = rows[0]?.h;
      return h ? new Date(h).getTime() : null;
    },
  };
}
