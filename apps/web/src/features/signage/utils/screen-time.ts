import { localDayKey, TIME_ZONE } from '@eqmp/domain';
import type { Language } from '@eqmp/locales';

/** Day before month (`11 Mar`, `11 Mac`) as Malaysia writes it, in both languages. */
const SCREEN_LOCALE: Readonly<Record<Language, string>> = { en: 'en-GB', ms: 'ms-MY' };

/**
 * A time for a screen read from across a room, in Malaysia's time zone: `14:05` today, with the
 * day and month before it otherwise (`12 Mar 14:05`), 24-hour in both languages.
 */
export function screenTime(ms: number, now: number, language: Language): string {
  const time = new Intl.DateTimeFormat(SCREEN_LOCALE[language], {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(ms);
  if (localDayKey(ms) === localDayKey(now)) return time;
  const day = new Intl.DateTimeFormat(SCREEN_LOCALE[language], {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
  }).format(ms);
  return `${day} ${time}`;
}
