/** The statistics a report can show (spec §3 "Report dimensions": average, max, min, mode, median). */
export const REPORT_STATISTICS = ['average', 'max', 'min', 'mode', 'median'] as const;
export type ReportStatistic = (typeof REPORT_STATISTICS)[number];

/** One value as a report receives it: null for a gap, `valid` false for a flagged/invalid value. */
export interface StatValue {
  readonly value: number | null;
  readonly valid: boolean;
}

export interface Statistics {
  /** Values that entered the statistics (valid, not gaps). */
  readonly count: number;
  readonly average: number | null;
  readonly min: number | null;
  readonly max: number | null;
  readonly median: number | null;
  readonly mode: number | null;
}

/** The usable numbers: gaps and flagged or invalid values never enter a statistic (QUALITY.md). */
export function usableValues(values: readonly StatValue[]): number[] {
  return values
    .filter((v) => v.valid && v.value !== null && Number.isFinite(v.value))
    .map((v) => v.value!);
}

/**
 * Percentile by linear interpolation between closest ranks — the same as PostgreSQL's
 * `percentile_cont`, so SQL-side and pure results agree. `p` in [0, 1]; null for no values.
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = p * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/**
 * The most frequent value after rounding to `decimals` (continuous readings rarely repeat
 * exactly; the parameter's reporting precision is what staff compare). Ties go to the smallest
 * value, as PostgreSQL's `mode() WITHIN GROUP (ORDER BY x)` does.
 */
export function modeOf(values: readonly number[], decimals: number): number | null {
  if (values.length === 0) return null;
  const counts = new Map<number, number>();
  for (const v of values) {
    const key = Number(v.toFixed(decimals));
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let best: number | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && value < best!)) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** Average, min, max, median and mode of the usable values; nulls when there are none. */
export function describeValues(values: readonly StatValue[], decimals: number): Statistics {
  const usable = usableValues(values);
  const sorted = [...usable].sort((a, b) => a - b);
  if (sorted.length === 0)
    return { count: 0, average: null, min: null, max: null, median: null, mode: null };
  return {
    count: sorted.length,
    average: sorted.reduce((a, b) => a + b, 0) / sorted.length,
    min: sorted[0]!,
    max: sorted.at(-1)!,
    median: percentile(sorted, 0.5),
    mode: modeOf(sorted, decimals),
  };
}

/** The five numbers of a box plot (min, lower quartile, median, upper quartile, max). */
export interface BoxplotSummary {
  readonly count: number;
  readonly min: number;
  readonly q1: number;
  readonly median: number;
  readonly q3: number;
  readonly max: number;
}

/** Box plot numbers of the usable values (quartiles as `percentile_cont`); null when none. */
export function boxplotOf(values: readonly StatValue[]): BoxplotSummary | null {
  const sorted = usableValues(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return {
    count: sorted.length,
    min: sorted[0]!,
    q1: percentile(sorted, 0.25)!,
    median: percentile(sorted, 0.5)!,
    q3: percentile(sorted, 0.75)!,
    max: sorted.at(-1)!,
  };
}
