import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/**
 * A calendar day `YYYY-MM-DD` (an effective date) written in the user's language. It names a
 * Malaysian local day, not an instant, so it is formatted as is, with no time-zone shift.
 */
export function formatDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(date);
}

/** A number as entered or computed, in the user's language, with up to `maxDigits` decimals. */
export function formatValue(value: number, language: Language, maxDigits = 6): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    maximumFractionDigits: maxDigits,
  }).format(value);
}
