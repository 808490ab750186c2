import type { MonthFigures } from './readings.repository.js';

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
