import { daysInMonth } from '../time/dates.js';
import { localDayKey, type Instant } from '../time/kuala-lumpur.js';

/** How often a module's EQMP report is due (spec §2 "EQMP and EQR Reporting"). */
export const EQMP_PERIOD_TYPES = ['monthly', 'quarterly', 'annual'] as const;
export type EqmpPeriodType = (typeof EQMP_PERIOD_TYPES)[number];

/**
 * Days after a period ends by which its report is due; a period past its due date without a
 * report is overdue. Programme practice: a month's report within 14 days, a quarter's within 30,
 * the year's within 90.
 */
export const EQMP_DUE_DAYS: Readonly<Record<EqmpPeriodType, number>> = {
  monthly: 14,
  quarterly: 30,
  annual: 90,
};

/** `YYYY-MM`, `YYYY-Qn` or `YYYY`, by period type. */
export const EQMP_PERIOD_PATTERN: Readonly<Record<EqmpPeriodType, RegExp>> = {
  monthly: /^(\d{4})-(0[1-9]|1[0-2])$/,
  quarterly: /^(\d{4})-Q([1-4])$/,
  annual: /^(\d{4})$/,
};

export interface EqmpPeriod {
  readonly period: string;
  /** First and last local day, `YYYY-MM-DD`. */
  readonly start: string;
  readonly end: string;
  /** Last local day to hand the report in. */
  readonly due: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The dates of one period, or null when `period` is not written as its type requires. */
export function eqmpPeriod(type: EqmpPeriodType, period: string): EqmpPeriod | null {
  const match = EQMP_PERIOD_PATTERN[type].exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const [firstMonth, lastMonth] =
    type === 'monthly'
      ? [Number(match[2]), Number(match[2])]
      : type === 'quarterly'
        ? [Number(match[2]) * 3 - 2, Number(match[2]) * 3]
        : [1, 12];
  const start = `${year}-${pad(firstMonth)}-01`;
  const end = `${year}-${pad(lastMonth)}-${pad(daysInMonth(year, lastMonth))}`;
  return { period, start, end, due: addDays(end, EQMP_DUE_DAYS[type]) };
}

/** The periods of `year` that have begun by `now` (local time), in order. */
export function eqmpPeriodsOfYear(type: EqmpPeriodType, year: number, now: Instant): EqmpPeriod[] {
  const names =
    type === 'monthly'
      ? Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`)
      : type === 'quarterly'
        ? [1, 2, 3, 4].map((q) => `${year}-Q${q}`)
        : [String(year)];
  const today = localDayKey(now);
  return names.map((name) => eqmpPeriod(type, name)!).filter((p) => p.start <= today);
}

/** Whether a period without a report is overdue on `now` (its due day has passed). */
export function isEqmpOverdue(period: EqmpPeriod, now: Instant): boolean {
  return localDayKey(now) > period.due;
}
