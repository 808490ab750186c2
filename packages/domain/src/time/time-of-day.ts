import { fail, ok, type Result } from './result.js';

/**
 * The error code of a refused time. English text 'Incorrect time format' (spec §5); the text
 * lives in the locale catalogues, not here.
 */
export type TimeErrorCode = 'INCORRECT_TIME_FORMAT';
export type TimeResult = Result<string, TimeErrorCode>;

/**
 * Time normalisation exactly as spec §5 states it, by length only:
 * - 5 characters (`HH:MM`) → `HH:MM:00`;
 * - exactly 8 (`HH:MM:SS`) → unchanged;
 * - longer than 8 (`HH:MM:SS.sss`) → the first 8 characters;
 * - anything else → INCORRECT_TIME_FORMAT.
 * The rule does not look at the characters; {@link parseTimeOfDay} checks them.
 */
export function normaliseTime(text: string): TimeResult {
  if (text.length === 5) return ok(`${text}:00`);
  if (text.length === 8) return ok(text);
  if (text.length > 8) return ok(text.slice(0, 8));
  return fail('INCORRECT_TIME_FORMAT');
}

/** A wall-clock time of day: hour 0–23, minute 0–59, second 0–59. */
export interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const HMS = /^(\d{2}):(\d{2}):(\d{2})$/;

/** Normalises by the spec rule, then requires a real `HH:MM:SS` time of day. */
export function parseTimeOfDay(text: string): Result<TimeOfDay, TimeErrorCode> {
  const normalised = normaliseTime(text);
  if (!normalised.ok) return normalised;
  const m = HMS.exec(normalised.value);
  if (m === null) return fail('INCORRECT_TIME_FORMAT');
  const [hour, minute, second] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return fail('INCORRECT_TIME_FORMAT');
  return ok({ hour, minute, second });
}

/** `HH:MM:SS` of a time of day. */
export function formatTimeOfDay(t: TimeOfDay): string {
  return [t.hour, t.minute, t.second].map((n) => String(n).padStart(2, '0')).join(':');
}
