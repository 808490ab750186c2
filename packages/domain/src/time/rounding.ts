import { toEpochMs, InvalidInstantError, type Instant } from './kuala-lumpur.js';
import { fail, ok, type Result } from './result.js';
import { formatTimeOfDay, parseTimeOfDay, type TimeErrorCode } from './time-of-day.js';

const HALF_HOUR_MS = 30 * 60_000;

/**
 * Rounds an instant to the nearest :00 or :30 (spec §9 "Time rounds at 30 minutes").
 * Tie rule: exactly a quarter past or to (hh:15:00.000, hh:45:00.000) rounds up, as school
 * rounding does; 10:14:59.999 → 10:00. Malaysia's offset is whole hours, so rounding the UTC
 * instant gives the same local result. Throws InvalidInstantError.
 */
export function roundToHalfHour(instant: Instant): Date {
  const ms = toEpochMs(instant);
  if (Number.isNaN(ms)) throw new InvalidInstantError(instant);
  return new Date(Math.floor((ms + HALF_HOUR_MS / 2) / HALF_HOUR_MS) * HALF_HOUR_MS);
}

/** A rounded time of day and whether rounding carried it into the next day (23:45 → 00:00). */
export interface RoundedTime {
  /** `HH:MM:00` with MM 00 or 30. */
  readonly time: string;
  readonly dayOffset: 0 | 1;
}

/**
 * Rounds a typed time of day to :00 or :30 with the same tie rule (hh:15:00 rounds up).
 * The text is first normalised by the spec §5 rule, so `10:14` and `10:14:59.123` work.
 */
export function roundTimeToHalfHour(text: string): Result<RoundedTime, TimeErrorCode> {
  const parsed = parseTimeOfDay(text);
  if (!parsed.ok) return fail(parsed.code);
  const { hour, minute, second } = parsed.value;
  const seconds = hour * 3600 + minute * 60 + second;
  const halfHours = Math.floor((seconds + 900) / 1800);
  const dayOffset = halfHours >= 48 ? 1 : 0;
  const wrapped = halfHours % 48;
  const time = formatTimeOfDay({
    hour: Math.floor(wrapped / 2),
    minute: (wrapped % 2) * 30,
    second: 0,
  });
  return ok({ time, dayOffset });
}
