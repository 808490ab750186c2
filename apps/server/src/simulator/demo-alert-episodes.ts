/**
 * Demo only: two scripted conditions so that alerts show up within minutes of `npm start`
 * (docs/alerts.md "Demo"): the first station measuring NH3-N (a continuous river station) sends
 * for 5 minutes after start, then falls silent for 40 minutes, which opens a data transmission
 * alert once its last value is more than 30 minutes old (about 35 minutes after start) and closes
 * it when it sends again; the first station measuring SO2
 * sends SO2 at 100 times its usual level for the first 20 minutes of every even local hour, which
 * lifts its 1-hour mean above the MAAQS limit (an exceedance alert that auto-closes about an hour
 * later, plus an outlier alert for the step).
 */
const HOUR_MS = 3_600_000;
const SILENCE_FROM_MS = 5 * 60_000;
const SILENCE_TO_MS = 45 * 60_000;

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
    t >= demo.start + SILENCE_FROM_MS &&
    t < demo.start + SILENCE_TO_MS
  );
}

/** The factor applied to a value of the episode station: 100 for SO2 in the episode window, else 1. */
export function demoEpisodeFactor(isEpisodeStation: boolean, code: string, ts: number): number {
  if (!isEpisodeStation || code !== 'SO2') return 1;
  const local = ts + 8 * HOUR_MS;
  const hour = Math.floor(local / HOUR_MS) % 24;
  const minute = Math.floor((local % HOUR_MS) / 60_000);
  return hour % 2 === 0 && minute < 20 ? 100 : 1;
}
