import { localParts, toEpochMs } from '@eqmp/domain';
import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/**
 * The portal's one way of writing dates and times (spec §5): `DD/MM/YYYY` and `HH:mm` (24 hours),
 * in Malaysia time (Asia/Kuala_Lumpur, UTC+8 all year, `localParts` of the domain), the same in
 * both languages. Every table, chart axis and tooltip, and every date picker
 * (`PICKER_FORMATS`, set once for Ant Design in `app/providers.tsx`), uses these.
 */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
export const MONTH_FORMAT = 'MM/YYYY';

/** The date pickers' formats (Ant Design's locale fields): what they show and read when typed. */
export const PICKER_FORMATS = {
  fieldDateFormat: DATE_FORMAT,
  fieldDateTimeFormat: DATE_TIME_FORMAT,
  fieldTimeFormat: TIME_FORMAT,
  fieldMonthFormat: MONTH_FORMAT,
} as const;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

type When = string | number | Date | null | undefined;

/** The Malaysia wall clock of a value, or null when it is none or not a point in time. */
function klClock(value: When) {
  if (value === null || value === undefined || value === '') return null;
  // Text without an offset is read as it would be by `new Date` (callers pass ISO instants).
  const ms = typeof value === 'string' ? Date.parse(value) : toEpochMs(value);
  return Number.isNaN(ms) ? null : localParts(ms);
}

/** `DD/MM/YYYY HH:mm` in Malaysia time; '–' when there is none. The language changes nothing. */
export function formatDateTime(value: When, _language?: Language): string {
  const p = klClock(value);
  if (!p) return '–';
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** `DD/MM/YYYY` of an instant, in Malaysia time; '–' when there is none. */
export function formatDate(value: When): string {
  const p = klClock(value);
  return p ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}` : '–';
}

/** `HH:mm` (24 hours) of an instant, in Malaysia time; '–' when there is none. */
export function formatTime(value: When): string {
  const p = klClock(value);
  return p ? `${pad(p.hour)}:${pad(p.minute)}` : '–';
}

/** A calendar day `YYYY-MM-DD` (no time zone: it names a Malaysian day) as `DD/MM/YYYY`; '–' for none. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '–';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** A chart's time axis and tooltip in Malaysia time: labels `HH:mm`, with the day at midnight. */
export function timeAxisLabel(value: number): string {
  const p = klClock(value);
  if (!p) return '';
  return p.hour === 0 && p.minute === 0 ? formatDate(value) : `${pad(p.hour)}:${pad(p.minute)}`;
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
