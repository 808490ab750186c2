import { computeApiFromSeries, type ApiTableSet, type HourlyValue, HOUR_MS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createRollupsRepository } from './rollups.repository.js';

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
  await createRollupsRepository(db).refreshHourly(stationId, parameters, hours, loggerPerHour);
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
  const rollups = createRollupsRepository(db);
  const rows = await rollups.pollutantHours(stationId, new Date(first), new Date(last));
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
  await rollups.saveAirIndex(values);
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

/** The hours whose API a value at `hours` can change: the same hour and the next 23. */
export function apiHoursAffected(hours: readonly number[], latest: number): number[] {
  const out = new Set<number>();
  for (const h of hours)
    for (let k = 0; k < 24 && h + k * HOUR_MS <= latest; k++) out.add(h + k * HOUR_MS);
  return [...out].sort((a, b) => a - b);
}
