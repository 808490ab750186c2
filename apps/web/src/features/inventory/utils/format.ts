import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/** A measured or configured number as entered (up to 6 decimals), in the user's language; '–' for none. */
export function formatValue(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '–';
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 6 }).format(value);
}

/** A calendar day (`YYYY-MM-DD`, no time zone) in the user's language; '–' for none. */
export function formatDay(day: string | null | undefined, language: Language): string {
  if (!day) return '–';
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The parameter's name in the user's language. */
export const parameterName = (p: { nameEn: string; nameMs: string }, language: Language) =>
  language === 'ms' ? p.nameMs : p.nameEn;
