import { TIME_ZONE } from '@eqmp/domain';
import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/** A date and time in Malaysia's time zone, in the user's language; '–' when there is none. */
export function formatDateTime(
  value: string | Date | null | undefined,
  language: Language,
): string {
  if (!value) return '–';
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    timeZone: TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}
