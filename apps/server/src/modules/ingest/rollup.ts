import {
  AIR_POLLUTANTS,
  computeApiFromSeries,
  type ApiTableSet,
  type HourlyValue,
  HOUR_MS,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { meanOf } from '../../db/direction-sql.js';
import { CAPTURE_MIN_FRACTION_SQL } from '../../db/quality-sql.js';

/**
 * Recomputes the hourly rollups of the given hours (UTC-aligned hour starts) from the current
 * values: mean (a vector mean for wind direction), min and max of usable values only, counts, capture (all losses) and capture
 * without calibration/maintenance, and validity −1 below 75 % of the expected values (QUALITY.md).
 * The days these hours fall in are recomputed in `reading_daily` by the table's statement
 * triggers (migration 0010), in the same transaction.
 */
export async function refreshHourly(
  db: Kysely<Database>,
  stationId: string,
  parameters: readonly string[],
  hours: readonly number[],
  loggerPerHour: number,
): Promise<void> {
  if (parameters.length === 0 || hours.length === 0) return;
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
}

/**
 * The Air Pollutant Index of each given hour from the hourly rollups (running averages per
 * pollutant, completeness rules and tables in force are the domain's).
 */
export async function refreshAirIndex(
  db: Kysely<Database>,
  stationId: string,
  hours: readonly number[],
  tables: ApiTableSet,
): Promise<void> {
  if (hours.length === 0) return;
  const first = Math.min(...hours) - 24 * HOUR_MS;
  const last = Math.max(...hours);
  const rows = await db
    .selectFrom('readingHourly')
    .select(['parameterCode', 'hour', 'avg', 'validity'])
    .where('stationId', '=', stationId)
    .where('parameterCode', 'in', [...AIR_POLLUTANTS])
    .where('hour', '>', new Date(first))
    .where('hour', '<=', new Date(last))
    .execute();
  // Each hour reads only its own 24-hour window (looked up by hour), so a long range — the demo
  // archive computes a month at a time — costs hours × 24, not hours × rows.
  const byHour = new Map<number, typeof rows>();
  for (const row of rows) {
    const key = row.hour.getTime();
    byHour.set(key, [...(byHour.get(key) ?? []), row]);
  }
  const values = hours.flatMap((hour) => {
    const series: Record<string, HourlyValue[]> = {};
    for (let k = 23; k >= 0; k--)
      for (const row of byHour.get(hour - k * HOUR_MS) ?? [])
        (series[row.parameterCode] ??= []).push({
          ts: row.hour,
          value: row.avg,
          valid: row.validity === 1,
        });
    // An hour with no pollutant hour in its 24-hour window has no index row, however the data
    // arrived: the set of rows depends on the data only.
    if (Object.keys(series).length === 0) return [];
    const result = computeApiFromSeries(series, hour, tables);
    return [
      {
        stationId,
        hour: new Date(hour),
        api: result.api,
        displayApi: result.displayApi,
        category: result.category,
        dominant: [...result.dominant],
        subIndices: JSON.stringify(result.subIndices),
      },
    ];
  });
  // At most 2,000 rows a statement (7 parameters each, well under PostgreSQL's 65,535).
  for (let i = 0; i < values.length; i += 2000)
    await db
      .insertInto('airIndexHourly')
      .values(values.slice(i, i + 2000))
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
}

/** Hour starts (ms) of the given instants, without repeats. */
export function hoursOf(instants: Iterable<number>): number[] {
  return [...new Set([...instants].map((ms) => Math.floor(ms / HOUR_MS) * HOUR_MS))].sort(
    (a, b) => a - b,
  );
}

/**
 * The hours whose API a batch can change: each touched hour and the next 23 up to the latest
 * pollutant hour, and every hour the batch moved the latest pollutant hour across — the gap
 * hours after the previous latest, whose running averages may still be complete. Without the
 * gap hours a station that uploads hourly would get no index for an hour without readings,
 * where the same readings sent in one batch would.
 */
export function airIndexHoursAffected(
  hours: readonly number[],
  previousLatest: number | null,
  latest: number,
): number[] {
  const out = new Set(apiHoursAffected(hours, latest));
  if (previousLatest !== null)
    for (let h = previousLatest + HOUR_MS; h <= latest; h += HOUR_MS) out.add(h);
  return [...out].sort((a, b) => a - b);
}

/**
 * The start (ms) of the station's latest hour of any pollutant, or null before its first: the
 * newest hour of each pollutant from the end of its index (a scan of the station's hours for all
 * pollutants together would grow with its history).
 */
export async function latestPollutantHour(
  db: Kysely<Database>,
  stationId: string,
): Promise<number | null> {
  const { rows } = await sql<{ h: Date | string | null }>`
    select max(m.h) as h
    from unnest(${[...AIR_POLLUTANTS]}::text[]) as p(code)
    cross join lateral (
      select max(hour) as h from reading_hourly where station_id = ${stationId} and parameter_code = p.code
    ) m`.execute(db);
  const h = rows[0]?.h;
  return h ? new Date(h).getTime() : null;
}

/** The hours whose API a value at `hours` can change: the same hour and the next 23. */
export function apiHoursAffected(hours: readonly number[], latest: number): number[] {
  const out = new Set<number>();
  for (const h of hours)
    for (let k = 0; k < 24 && h + k * HOUR_MS <= latest; k++) out.add(h + k * HOUR_MS);
  return [...out].sort((a, b) => a - b);
}
