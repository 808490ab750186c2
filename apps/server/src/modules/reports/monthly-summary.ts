import type { DataLevel } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { dailyRange, overDays } from './daily-rollup.js';

/** The month's figures of one parameter, over the same rollup rows as the days above them. */
export interface MonthFigures {
  readonly parameterCode: string;
  /** Mean of every hourly value of the month at the level (Σsum / Σhours; vector mean for a direction). */
  readonly mean: number;
  /** Highest hourly value (hourly mean) of the month. */
  readonly max: number;
  /** Hours at the level. */
  readonly hours: number;
}

/** Each parameter's mean, highest hourly value and hours over [from, to) at the level. */
export async function monthFigures(
  db: Kysely<Database>,
  stationId: string,
  codes: readonly string[],
  range: { from: Date; to: Date },
  level: DataLevel,
): Promise<MonthFigures[]> {
  if (codes.length === 0) return [];
  const o = overDays(level);
  const { rows } = await sql<MonthFigures>`
    select d.parameter_code, ${o.mean} as mean, ${o.maxMean} as max, ${o.hours} as hours
    from reading_daily d
    where d.station_id = ${stationId} and d.parameter_code in (${sql.join(codes)}) and ${dailyRange(range.from, range.to, level)}
    group by d.parameter_code`.execute(db);
  return rows;
}

/**
 * The report's last rows: the month's mean, highest hourly value and data capture (valid hours
 * over the hours in the month, in per cent with one decimal) of each parameter, labelled in the
 * day column.
 */
export function monthSummaryRows(
  figures: readonly MonthFigures[],
  codes: readonly string[],
  hoursInMonth: number,
  labels: { mean: string; max: string; capture: string },
): Record<string, unknown>[] {
  const mean: Record<string, unknown> = { day: labels.mean };
  const max: Record<string, unknown> = { day: labels.max };
  const capture: Record<string, unknown> = { day: labels.capture };
  for (const code of codes) {
    const f = figures.find((x) => x.parameterCode === code);
    if (f) {
      mean[code] = f.mean;
      max[code] = f.max;
    }
    const hours = f?.hours ?? 0;
    capture[code] = `${(Math.round((hours / hoursInMonth) * 1000) / 10).toFixed(1)} %`;
  }
  return [mean, max, capture];
}
