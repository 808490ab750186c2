import { DAY_MS } from '../time/units.js';
/**
 * The bounds every request is held to before any work starts, so that no single request can
 * exhaust memory or hold the event loop: dates inside a sane window, and each endpoint's range
 * capped by its own maximum (`checkRange`). The validation layer applies the date window to every
 * parsed date; services apply `checkRange` once their defaults are filled in.
 */

/** Earliest instant any request may name: 1970-01-01T00:00:00Z (no monitoring data is older). */
export const EARLIEST_INSTANT_MS = Date.UTC(1970, 0, 1);
/** Latest instant any request may name: the end of 2100 (UTC). */
export const LATEST_INSTANT_MS = Date.UTC(2101, 0, 1) - 1;

/** True when `ms` is a real instant inside the window. */
export function isInDateWindow(ms: number): boolean {
  return Number.isFinite(ms) && ms >= EARLIEST_INSTANT_MS && ms <= LATEST_INSTANT_MS;
}

/** A text that is wholly an ISO date or date-time (`YYYY-MM-DD`, optionally with a time), extended years included. */
const ISO_LIKE = /^([+-]\d{6}|\d{4})-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Whether a text that reads as a date lies outside the window (a text that is not a date is
 * never outside). `0000-01-01`, `-271821-04-20` and `9999-12-31` are outside.
 */
export function isDateTextOutsideWindow(text: string): boolean {
  if (text.length > 40 || !ISO_LIKE.test(text)) return false;
  const year = Number(text.slice(0, text.indexOf('-', 1)));
  return !(year >= 1970 && year <= 2100);
}

export type RangeProblem = 'order' | 'window' | 'tooLong';

/**
 * Checks a range `[fromMs, endMs)` against the window and an endpoint's maximum length in days;
 * answers the problem, or null when the range is fine.
 */
export function checkRange(fromMs: number, endMs: number, maxDays: number): RangeProblem | null {
  if (!isInDateWindow(fromMs) || !isInDateWindow(endMs - 1)) return 'window';
  if (endMs <= fromMs) return 'order';
  if (endMs - fromMs > maxDays * DAY_MS) return 'tooLong';
  return null;
}
