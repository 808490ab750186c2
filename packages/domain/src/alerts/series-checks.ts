/** A value at an instant (epoch ms). */
export interface Sample {
  readonly ts: number;
  readonly value: number;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The modified z-score 0.6745·(x − median)/MAD (Iglewicz and Hoaglin; QUALITY.md). Robust: one
 * wild value in the reference does not hide the next. Null when the reference has no spread
 * (MAD 0), where the score is undefined.
 */
export function modifiedZScore(value: number, reference: readonly number[]): number | null {
  if (reference.length === 0) return null;
  const m = median(reference);
  const mad = median(reference.map((v) => Math.abs(v - m)));
  return mad === 0 ? null : (0.6745 * (value - m)) / mad;
}

/** The mean of the samples with from < ts ≤ to, or null when there are none. */
export function meanIn(
  samples: readonly Sample[],
  from: number,
  to: number,
): { mean: number; count: number } | null {
  const inside = samples.filter((s) => s.ts > from && s.ts <= to);
  if (inside.length === 0) return null;
  return {
    mean: inside.reduce((sum, s) => sum + s.value, 0) / inside.length,
    count: inside.length,
  };
}

/** Whether the step from the previous value to the last exceeds `maxStep` (a spike or a drop). */
export function isRateOfChange(series: readonly Sample[], maxStep: number): boolean {
  if (series.length < 2) return false;
  const last = series.at(-1)!;
  const previous = series.at(-2)!;
  return Math.abs(last.value - previous.value) > maxStep;
}

/**
 * Whether the series ends in a flat line: every value of the last `hours` equal to the last one,
 * and the values really cover that span (a single value is not a flat line).
 */
export function isFlatLine(series: readonly Sample[], hours: number): boolean {
  if (series.length < 3 || hours <= 0) return false;
  const last = series.at(-1)!;
  const from = last.ts - hours * 3_600_000;
  if (series[0]!.ts > from) return false;
  return series.filter((s) => s.ts >= from).every((s) => s.value === last.value);
}

/**
 * The change of the last value against the median of the `baseline` values before it, in % of
 * that median; null without a baseline or with a zero median.
 */
export function changePct(last: number, baseline: readonly number[]): number | null {
  if (baseline.length === 0) return null;
  const m = median(baseline);
  return m === 0 ? null : (100 * (last - m)) / Math.abs(m);
}
