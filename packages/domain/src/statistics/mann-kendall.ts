/**
 * Mann–Kendall trend test with Sen's slope (Mann 1945, Kendall 1975, Sen 1968; as in Gilbert,
 * "Statistical Methods for Environmental Pollution Monitoring", 1987, §16–17). Pure: the series is
 * passed in, values in any unit, times in any unit (Sen's slope is in value units per time unit).
 */

export interface TrendPoint {
  /** Time of the value (e.g. month number or year); strictly increasing along the series. */
  readonly t: number;
  readonly value: number;
}

export type TrendDirection = 'increasing' | 'decreasing' | 'none';

export interface MannKendallResult {
  readonly n: number;
  /** Mann–Kendall S: Σ sign(x_j − x_i) over every pair i < j. */
  readonly s: number;
  /** Variance of S under no trend, corrected for tied groups. */
  readonly variance: number;
  /** Normal score with continuity correction; 0 when S = 0. */
  readonly z: number;
  /** Two-sided p-value. */
  readonly pValue: number;
  /** Sen's slope: median of (x_j − x_i) / (t_j − t_i) over every pair. */
  readonly senSlope: number;
  /** Direction when p < alpha, else `none`. */
  readonly trend: TrendDirection;
}

/** Fewest points the test is computed on (below this the normal approximation means nothing). */
export const MANN_KENDALL_MIN_POINTS = 4;

/** Standard normal cumulative distribution, by Abramowitz & Stegun 7.1.26 (error < 1.5e−7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const k = 1 / (1 + 0.3275911 * x);
  const poly =
    k *
    (0.254829592 + k * (-0.284496736 + k * (1.421413741 + k * (-1.453152027 + k * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The test on a series; null when it has fewer than {@link MANN_KENDALL_MIN_POINTS} points. */
export function mannKendall(series: readonly TrendPoint[], alpha = 0.05): MannKendallResult | null {
  const n = series.length;
  if (n < MANN_KENDALL_MIN_POINTS) return null;
  let s = 0;
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const a = series[i]!;
      const b = series[j]!;
      s += Math.sign(b.value - a.value);
      if (b.t !== a.t) slopes.push((b.value - a.value) / (b.t - a.t));
    }
  }
  const ties = new Map<number, number>();
  for (const p of series) ties.set(p.value, (ties.get(p.value) ?? 0) + 1);
  const tieTerm = [...ties.values()].reduce((sum, t) => sum + t * (t - 1) * (2 * t + 5), 0);
  const variance = (n * (n - 1) * (2 * n + 5) - tieTerm) / 18;
  const z = variance === 0 || s === 0 ? 0 : (s > 0 ? s - 1 : s + 1) / Math.sqrt(variance);
  const pValue = 2 * (1 - normalCdf(Math.abs(z)));
  const trend: TrendDirection = pValue < alpha ? (s > 0 ? 'increasing' : 'decreasing') : 'none';
  return { n, s, variance, z, pValue, senSlope: median(slopes), trend };
}
