import { localDayKey } from '@eqmp/domain';
import { LANGUAGE_TAGS, type Language } from '@eqmp/locales';

/** Short month names in the caller's language, January first (the yearly reports' columns). */
export function monthNames(lang: Language): string[] {
  const format = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2001, m, 15))));
}

/** The `YYYY-MM` months (Kuala Lumpur) from the month of `from` to the month before `to`. */
export function monthsOf(from: Date, to: Date): string[] {
  const last = localDayKey(to.getTime() - 1).slice(0, 7);
  const out: string[] = [];
  for (let month = localDayKey(from).slice(0, 7); month <= last;) {
    out.push(month);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return out;
}
