import { MODULE_CODES, type ModuleCode } from '../modules.js';
import { mannKendall, type TrendDirection } from '../statistics/mann-kendall.js';

/** Modules whose data a trend reads (the Straits of Johor keeps its results in its own rounds). */
export const TREND_MODULES: readonly ModuleCode[] = MODULE_CODES.filter((m) => m !== 'SOJ');

/** The index a module's trend can follow: hourly API, DOE-WQI or MMWQI of the period's means. */
export const TREND_INDEX: Readonly<Record<ModuleCode, 'API' | 'WQI' | 'MMWQI' | null>> = {
  CAQM: 'API',
  MCAQM: 'API',
  // A manual air sample is a 24-hour mean: no hourly API to average.
  MAQM: null,
  CRWQM: 'WQI',
  MRWQM: 'WQI',
  RWIS: 'WQI',
  CMWQM: 'MMWQI',
  MMWQM: 'MMWQI',
  MWIS: 'MMWQI',
  SOJ: null,
};

/** The `measure` that asks for the module's index instead of a parameter. */
export const TREND_INDEX_MEASURE = 'INDEX';

/** The steps a trend is read over: calendar months (`YYYY-MM`) or years (`YYYY`). */
export const TREND_PERIODS = ['month', 'year'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];

/** Significance level of the trend test (two-sided). */
export const TREND_ALPHA = 0.05;

/** The time of a bucket in the period's own unit: months since year 0, or the year. */
export function bucketTime(bucket: string, period: TrendPeriod): number {
  const [year, month = 1] = bucket.split('-').map(Number) as [number, number?];
  return period === 'year' ? year : year * 12 + (month - 1);
}

/** Every bucket from the month `from` to the month `to` (`YYYY-MM`), by month or by year. */
export function trendBuckets(from: string, to: string, period: TrendPeriod): string[] {
  if (period === 'year') {
    const out: string[] = [];
    for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y += 1) out.push(String(y));
    return out;
  }
  const out: string[] = [];
  for (let t = bucketTime(from, 'month'); t <= bucketTime(to, 'month'); t += 1)
    out.push(`${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`);
  return out;
}

export interface TrendResult {
  readonly n: number;
  readonly s: number;
  readonly z: number;
  readonly pValue: number;
  /** Sen's slope in the measure's unit per month or per year. */
  readonly senSlope: number;
  readonly direction: TrendDirection;
  /** p < {@link TREND_ALPHA}. */
  readonly significant: boolean;
}

/**
 * Mann–Kendall with Sen's slope on a series of buckets (months or years); buckets without a
 * value are skipped, so a gap does not count as a change. Null with fewer than four values.
 */
export function trendOf(
  buckets: readonly string[],
  values: readonly (number | null)[],
  period: TrendPeriod,
): TrendResult | null {
  const points = buckets.flatMap((bucket, i) => {
    const value = values[i];
    return value === null || value === undefined ? [] : [{ t: bucketTime(bucket, period), value }];
  });
  const result = mannKendall(points, TREND_ALPHA);
  if (!result) return null;
  return {
    n: result.n,
    s: result.s,
    z: result.z,
    pValue: result.pValue,
    senSlope: result.senSlope,
    direction: result.trend,
    significant: result.pValue < TREND_ALPHA,
  };
}
