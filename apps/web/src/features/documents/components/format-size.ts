import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/** A file size in kB or MB (1024-based), in the user's language. */
export function formatSize(bytes: number, language: Language): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(LANGUAGE_TAGS[language], { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  return bytes >= 1024 * 1024
    ? format(bytes / (1024 * 1024), 'MB')
    : format(Math.max(bytes, 1) / 1024, 'kB');
}
