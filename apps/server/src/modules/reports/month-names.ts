import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/** Short month names in the caller's language, January first (the yearly reports' columns). */
export function monthNames(lang: Language): string[] {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2001, m, 15))));
}
