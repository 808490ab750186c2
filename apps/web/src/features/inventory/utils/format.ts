import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/** A measured or configured number as entered (up to 6 decimals), in the user's language; '–' for none. */
export function formatValue(value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '–';
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 6 }).format(value);
}

/** The parameter's name in the user's language. */
export const parameterName = (p: { nameEn: string; nameMs: string }, language: Language) =>
  language === 'ms' ? p.nameMs : p.nameEn;
