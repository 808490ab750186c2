import { DAY_MS, HOUR_MS, MINUTE_MS } from './units.js';
/** Units a duration is told in (spec §9 "Duration text is in minutes, hours or days"). */
export type DurationUnit = 'minutes' | 'hours' | 'days';

/** A duration as a unit code and a whole number; the web turns it into words. */
export interface DurationText {
  readonly unit: DurationUnit;
  readonly value: number;
}

/**
 * Minutes under an hour, hours under a day, days beyond; whole units, rounded down, so
 * 59 min 59 s is "59 minutes" and 1 h 59 min is "1 hours" (never overstating an age).
 * The sign is dropped (a duration has no direction). Null for a non-finite input.
 * Units: `ms` in milliseconds.
 */
export function describeDuration(ms: number): DurationText | null {
  if (!Number.isFinite(ms)) return null;
  const size = Math.abs(ms);
  if (size < HOUR_MS) return { unit: 'minutes', value: Math.floor(size / MINUTE_MS) };
  if (size < DAY_MS) return { unit: 'hours', value: Math.floor(size / HOUR_MS) };
  return { unit: 'days', value: Math.floor(size / DAY_MS) };
}
