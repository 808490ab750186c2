import { localParts } from '@eqmp/domain';
import { SLOT_MS } from './due-slots.js';

/**
 * Demo only: scripted conditions so that alerts of every kind show at start (docs/alerts.md
 * "Demo"), beside those the data raises by itself (polluted rivers, estuaries after rain,
 * pollution events, ozone afternoons):
 * - the first station measuring NH3-N (a continuous river station) sent its last values 40
 *   minutes before the start and stays silent for the first 45 minutes, so the first sweep
 *   opens a data transmission alert, which closes when it sends again (catching up on the gap);
 * - the first station measuring SO2 (an industrial air station) sends SO2 at 100 times its
 *   level for the first 20 minutes after the start and daily from 10:00 to 10:20 local time:
 *   its 1-hour mean exceeds the MAAQS limit (an exceedance alert, closed about an hour later)
 *   and the step is an outlier.
 */
const SILENCE_MS = 45 * 60_000;
/** The silent station's last values before the start: from 100 to 40 minutes before it. */
const LAST_SENT_BEFORE_MS = 40 * 60_000;
const PRIMING_MS = 60 * 60_000;
const EPISODE_MS = 20 * 60_000;

/** The two demo stations and the start time, chosen when the simulator prepares. */
export interface DemoEpisodes {
  readonly silentStation: string | null;
  readonly episodeStation: string | null;
  readonly start: number;
}

/** Picks the station that falls silent (first with NH3-N) and the SO2 episode station (first with SO2). */
export function markDemoEpisodes(
  stations: readonly { id: string; parameters: readonly string[] }[],
  now: number,
): DemoEpisodes {
  return {
    silentStation: stations.find((s) => s.parameters.includes('NH3N'))?.id ?? null,
    episodeStation: stations.find((s) => s.parameters.includes('SO2'))?.id ?? null,
    start: now,
  };
}

/** Whether the station is in its scripted silence at `t`. */
export function isDemoSilent(demo: DemoEpisodes | null, stationId: string, t: number): boolean {
  return (
    demo !== null &&
    demo.silentStation === stationId &&
    t >= demo.start &&
    t < demo.start + SILENCE_MS
  );
}

/**
 * The slots the silent station sends once, at the start, before it falls silent: its last hour
 * up to 40 minutes before the start (after what it already sent), so its silence is already
 * 40 minutes old when the portal opens.
 */
export function lastSlotsBeforeSilence(demo: DemoEpisodes, lastSent: number | null): number[] {
  const last = Math.floor((demo.start - LAST_SENT_BEFORE_MS) / SLOT_MS) * SLOT_MS;
  const slots: number[] = [];
  for (let t = last - PRIMING_MS + SLOT_MS; t <= last; t += SLOT_MS)
    if (lastSent === null || t > lastSent) slots.push(t);
  return slots;
}

/** The factor on a value of the episode station: 100 for SO2 in an episode window, else 1. */
export function demoEpisodeFactor(
  demo: DemoEpisodes | null,
  stationId: string,
  code: string,
  ts: number,
): number {
  if (demo === null || stationId !== demo.episodeStation || code !== 'SO2') return 1;
  const { hour, minute } = localParts(ts);
  const atStart = ts >= demo.start - SLOT_MS && ts < demo.start + EPISODE_MS;
  return atStart || (hour === 10 && minute < 20) ? 100 : 1;
}
