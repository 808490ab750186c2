import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/** A number as entered or computed, in the user's language, with up to `maxDigits` decimals. */
export function formatValue(value: number, language: Language, maxDigits = 6): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    maximumFractionDigits: maxDigits,
  }).format(value);
}
