import { DAY_MS } from './units.js';
/**
 * Asia/Kuala_Lumpur local time by plain arithmetic: Malaysia has been UTC+8 without daylight
 * saving since 1982, so a fixed offset is exact for every date the portal stores and avoids
 * depending on the ICU data of the runtime.
 */
export const KL_OFFSET_MS = 8 * 3_600_000;

/**
 * A point in time: a Date, epoch milliseconds, or an ISO 8601 string that names its offset
 * (`Z` or `±hh:mm`). Strings without an offset are refused: JavaScript would read them in the
 * machine's zone, which differs between server and browser.
 */
export type Instant = Date | number | string;

/** Thrown by the local-time helpers for an instant that is not a valid point in time. */
export class InvalidInstantError extends RangeError {
  readonly code = 'INVALID_INSTANT';
  constructor(readonly instant: unknown) {
    super(`Invalid instant: ${String(instant)}`);
    this.name = 'InvalidInstantError';
  }
}

const OFFSET_SUFFIX = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/** Epoch milliseconds of an instant, or NaN when it is not a valid one. */
export function toEpochMs(instant: Instant): number {
  if (instant instanceof Date) return instant.getTime();
  if (typeof instant === 'number') return Number.isFinite(instant) ? instant : Number.NaN;
  return OFFSET_SUFFIX.test(instant) ? Date.parse(instant) : Number.NaN;
}

function checkedMs(instant: Instant): number {
  const ms = toEpochMs(instant);
  if (Number.isNaN(ms)) throw new InvalidInstantError(instant);
  return ms;
}

/** Wall-clock fields in Kuala Lumpur. month 1–12, day 1–31, hour 0–23. */
export interface LocalParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The Kuala Lumpur wall-clock fields of an instant. Throws InvalidInstantError. */
export function localParts(instant: Instant): LocalParts {
  const d = new Date(checkedMs(instant) + KL_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** Local day key `YYYY-MM-DD` (groups daily statistics; compares with effective dates). */
export function localDayKey(instant: Instant): string {
  const p = localParts(instant);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Local month key `YYYY-MM`. */
export function localMonthKey(instant: Instant): string {
  return localDayKey(instant).slice(0, 7);
}

/** Local hour key `YYYY-MM-DDTHH` (groups hourly statistics). */
export function localHourKey(instant: Instant): string {
  return `${localDayKey(instant)}T${pad(localParts(instant).hour)}`;
}

/** The local wall-clock time of an instant as ISO text without an offset, `YYYY-MM-DDTHH:mm:ss`. */
export function localIsoText(instant: Instant): string {
  return new Date(checkedMs(instant) + KL_OFFSET_MS).toISOString().slice(0, 19);
}

/** The local date and time of an instant as people read it in tables, files and mails: `YYYY-MM-DD HH:mm`. */
export function localDateTimeText(instant: Instant): string {
  return localIsoText(instant).slice(0, 16).replace('T', ' ');
}

/** Local hour of the day, 0–23. */
export function localHour(instant: Instant): number {
  return localParts(instant).hour;
}

/** The instant local midnight began on the local day of `instant`. */
export function startOfLocalDay(instant: Instant): Date {
  const local = checkedMs(instant) + KL_OFFSET_MS;
  return new Date(local - mod(local, DAY_MS) - KL_OFFSET_MS);
}

/** The instant the local month of `instant` began (local midnight of its first day). */
export function startOfLocalMonth(instant: Instant): Date {
  const dayStart = startOfLocalDay(instant).getTime();
  return new Date(dayStart - (localParts(instant).day - 1) * DAY_MS);
}

/**
 * The instant local midnight begins on an ISO date `YYYY-MM-DD` (e.g. a date picker's day).
 * Throws InvalidInstantError for a malformed or impossible date.
 */
export function localDayStart(isoDate: string): Date {
  const ms = Date.parse(`${isoDate}T00:00:00+08:00`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(ms)) {
    throw new InvalidInstantError(isoDate);
  }
  const date = new Date(ms);
  if (localDayKey(date) !== isoDate) throw new InvalidInstantError(isoDate);
  return date;
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
