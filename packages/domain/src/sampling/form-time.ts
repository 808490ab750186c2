import { dmyToIso, type DateErrorCode } from '../time/dates.js';
import { localDayKey, localDayStart } from '../time/kuala-lumpur.js';
import { fail, ok, type Result } from '../time/result.js';
import { roundTimeToHalfHour } from '../time/rounding.js';
import type { TimeErrorCode } from '../time/time-of-day.js';
import { DAY_MS } from '../time/units.js';

/** Why a form's date or time was refused; each is an error code with its message in `errors`. */
export type FormTimeErrorCode = DateErrorCode | TimeErrorCode;

/** A sampling time as the forms take it and as it is stored. */
export interface FormTime {
  /** The local day, ISO `YYYY-MM-DD` (after rounding, which can carry 23:45 into the next day). */
  readonly date: string;
  /** `HH:MM:00`, minutes 00 or 30. */
  readonly time: string;
  /** The instant, Kuala Lumpur time. */
  readonly at: Date;
}

/**
 * A date typed `DD/MM/YYYY` and a time typed on a field form, by the spec §5 rules: the date goes
 * through the DD/MM/YYYY → ISO helper; a 5-character time gets ':00', one longer than 8 is cut to
 * 8, anything else is 'Incorrect time format'; the time is rounded to :00 or :30 (spec §9).
 */
export function formTime(dateText: string, timeText: string): Result<FormTime, FormTimeErrorCode> {
  const date = dmyToIso(dateText);
  if (!date.ok) return fail(date.code);
  const rounded = roundTimeToHalfHour(timeText);
  if (!rounded.ok) return fail(rounded.code);
  const [hh, mm] = rounded.value.time.split(':').map(Number) as [number, number];
  const at = new Date(
    localDayStart(date.value).getTime() +
      rounded.value.dayOffset * DAY_MS +
      (hh * 60 + mm) * 60_000,
  );
  const day = localDayKey(at);
  return ok({ date: day, time: rounded.value.time, at });
}

/**
 * How far past the clock a visit's time may lie: the half-hour rounding moves a time up to 15
 * minutes on, and a field watch may run a little fast. Anything later has not happened yet.
 */
export const VISIT_TIME_SLACK_MINUTES = 30;

/** Whether a visit recorded for `at` lies in the future of `now` (beyond the slack). */
export function isFutureVisit(at: Date, now: Date): boolean {
  return at.getTime() > now.getTime() + VISIT_TIME_SLACK_MINUTES * 60_000;
}

/** A date typed `DD/MM/YYYY` → ISO `YYYY-MM-DD` (the DD/MM/YYYY helper, named for the forms). */
export function formDate(text: string): Result<string, DateErrorCode> {
  return dmyToIso(text);
}
