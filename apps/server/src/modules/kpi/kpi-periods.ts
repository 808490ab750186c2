import {
  localDayKey,
  localDayStart,
  localMonthKey,
  startOfLocalMonth,
  type KpiPeriod,
  DAY_MS,
  HOUR_MS,
} from '@eqmp/domain';

export type { KpiPeriod } from '@eqmp/domain';

/** The bucket (local `YYYY-MM-DD` or `YYYY-MM`) an hour belongs to. */
export const bucketOf = (hour: number, period: KpiPeriod) =>
  period === 'day' ? localDayKey(hour) : localMonthKey(hour);

/**
 * The hours a KPI counts: whole clock hours that start at or after `from` and have ended by
 * `end` and by `now` (an hour still running, or to come, is not expected yet). Answers the
 * first hour, the end, and the number of hours in each bucket, in order.
 */
export function countedHours(from: Date, end: Date, now: Date, period: KpiPeriod) {
  const first = Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS;
  const last = Math.min(end.getTime(), Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const hours = new Map<string, number>();
  // Every bucket of the range is listed, even one wholly in the future (with 0 hours).
  for (let day = from.getTime(); day < end.getTime(); day += DAY_MS)
    hours.set(bucketOf(day, period), 0);
  for (let h = first; h < last; h += HOUR_MS) {
    const key = bucketOf(h, period);
    hours.set(key, (hours.get(key) ?? 0) + 1);
  }
  return { from: new Date(first), end: new Date(Math.max(first, last)), hours };
}

/**
 * The default System KPI range, as local dates (inclusive): the last 30 days by day, or the
 * last 12 months (from the first of the month) by month.
 */
export function defaultRange(period: KpiPeriod, now: Date): { from: string; to: string } {
  const to = localDayKey(now);
  if (period === 'day') return { from: localDayKey(localDayStart(to).getTime() - 29 * DAY_MS), to };
  const [year, month] = to.split('-').map(Number) as [number, number];
  const back = new Date(Date.UTC(year, month - 1 - 11, 1));
  return { from: `${back.toISOString().slice(0, 7)}-01`, to };
}

/** The instants a month `YYYY-MM` starts and ends (local midnight of the 1st and of the next 1st). */
export function monthRange(month: string): { from: Date; end: Date } {
  const from = localDayStart(`${month}-01`);
  const end = startOfLocalMonth(from.getTime() + 32 * DAY_MS);
  return { from, end };
}

/** Local `YYYY-MM` of now, the Data KPI's default month. */
export const currentMonth = (now: Date) => localMonthKey(now);

/** `part / whole` as a percent rounded to 0.01, or null when nothing was expected. */
export const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((10_000 * part) / whole) / 100 : null;
