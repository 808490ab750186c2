import { localDayKey, localDayStart, localMonthKey, monthsBetween, DAY_MS } from '@eqmp/domain';
import { assertBoundedRange } from '../../http/bounded-range.js';

/** A period of whole Kuala Lumpur days, both ends included. */
export interface DayPeriod {
  readonly from: string;
  readonly to: string;
  /** Local midnight of `from` and of the day after `to`. */
  readonly start: Date;
  readonly end: Date;
  /** Every day of the period, `YYYY-MM-DD`. */
  readonly days: string[];
}

/** The dates (or months) a summary page asks for; either end may be left to its default. */
export interface PeriodQuery {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/**
 * The period of a day-based summary: the asked dates, by default the last `defaultDays` days up to
 * today; checked against the longest period once the defaults are filled in.
 */
export function dayPeriod(
  query: PeriodQuery,
  now: Date,
  defaultDays: number,
  maxDays: number,
): DayPeriod {
  const to = query.to ?? localDayKey(now);
  const from = query.from ?? localDayKey(localDayStart(to).getTime() - (defaultDays - 1) * DAY_MS);
  const start = localDayStart(from);
  const end = new Date(localDayStart(to).getTime() + DAY_MS);
  assertBoundedRange(start, end, maxDays);
  const days: string[] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY_MS) days.push(localDayKey(t));
  return { from, to, start, end, days };
}

/** A period of whole months (`YYYY-MM`), both ends included. */
export interface MonthPeriod {
  readonly from: string;
  readonly to: string;
  readonly months: string[];
  readonly start: Date;
  readonly end: Date;
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** `month` moved back `count` months. */
export function monthsBack(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The months of a summary: the asked ones, by default the `defaultMonths` months up to the
 * current one; `maxMonths` at most (checked after the defaults, like the day periods).
 */
export function monthPeriod(
  query: PeriodQuery,
  now: Date,
  defaultMonths: number,
  maxMonths: number,
): MonthPeriod {
  const to = query.to ?? localMonthKey(now);
  const from = query.from ?? monthsBack(to, defaultMonths - 1);
  const start = localDayStart(`${from}-01`);
  const end = localDayStart(`${nextMonth(to)}-01`);
  assertBoundedRange(start, end, 31 * maxMonths);
  return { from, to, months: monthsBetween(from, to), start, end };
}
