import { fail, ok, type Result } from './result.js';

/**
 * Date conversion helpers (spec §5 "helpers convert between DD/MM/YYYY and ISO forms").
 * They answer a Result instead of throwing, like every text-parsing helper in `time/`.
 * Codes: INCORRECT_DATE_FORMAT (not the expected pattern), INVALID_DATE (no such calendar day,
 * e.g. 31/02/2026 or 29/02/2026).
 */
export type DateErrorCode = 'INCORRECT_DATE_FORMAT' | 'INVALID_DATE';
export type DateResult = Result<string, DateErrorCode>;

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when the Gregorian calendar has that day (month 1–12, years 1–9999). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/** Days in a month (1–12) of a Gregorian year: leap years every 4, not 100, but 400. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return isLeap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `DD/MM/YYYY` (two-digit day and month) → ISO `YYYY-MM-DD`. */
export function dmyToIso(text: string): DateResult {
  const m = DMY.exec(text);
  if (m === null) return fail('INCORRECT_DATE_FORMAT');
  const [, dd = '', mm = '', yyyy = ''] = m;
  if (!isCalendarDate(Number(yyyy), Number(mm), Number(dd))) return fail('INVALID_DATE');
  return ok(`${yyyy}-${mm}-${dd}`);
}

/** ISO `YYYY-MM-DD` → `DD/MM/YYYY`. */
export function isoToDmy(text: string): DateResult {
  const m = ISO.exec(text);
  if (m === null) return fail('INCORRECT_DATE_FORMAT');
  const [, yyyy = '', mm = '', dd = ''] = m;
  if (!isCalendarDate(Number(yyyy), Number(mm), Number(dd))) return fail('INVALID_DATE');
  return ok(`${dd}/${mm}/${yyyy}`);
}
