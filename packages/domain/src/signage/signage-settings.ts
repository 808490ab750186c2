import { SIGNAGE_MAX_STATIONS } from './signage-entries.js';

/** How a screen behaves, read from its URL so each installation is one bookmark. */
export interface SignageSettings {
  readonly theme: 'light' | 'dark';
  /** How long each station stays on the screen, ms. */
  readonly rotateMs: number;
  /** Age of the last good answer after which the stale-data banner shows, ms. */
  readonly staleAfterMs: number;
  /** The place asked of the server: a state, a region or some stations (none: the whole country). */
  readonly place: {
    readonly state?: string;
    readonly region?: string;
    readonly station?: string;
  };
}

/** The screen asks the server again every minute (the server's answer is cached that long). */
export const SIGNAGE_REFRESH_MS = 60_000;
export const SIGNAGE_ROTATE_SECONDS = { min: 5, max: 120, default: 12 } as const;
/** Five missed refreshes before the banner, by default. */
export const SIGNAGE_STALE_MINUTES = { min: 2, max: 180, default: 5 } as const;

const STATION_ID = /^[A-Za-z0-9_.-]{1,40}$/;

function bounded(
  text: string | null,
  limits: { min: number; max: number; default: number },
): number {
  const n = Number(text);
  if (text === null || text.trim() === '' || !Number.isFinite(n)) return limits.default;
  return Math.min(limits.max, Math.max(limits.min, Math.round(n)));
}

const clean = (text: string | null) => {
  const value = text?.trim().slice(0, 60);
  return value ? value : undefined;
};

/**
 * The screen's settings from its query string. Anything missing or out of range falls back to a
 * default or the nearest bound, so a mistyped bookmark still gives a working screen; a station
 * list keeps its valid ids only.
 */
export function signageSettings(params: URLSearchParams): SignageSettings {
  const stations = (params.get('station') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => STATION_ID.test(s))
    .slice(0, SIGNAGE_MAX_STATIONS);
  const place = stations.length
    ? { station: stations.join(',') }
    : clean(params.get('region'))
      ? { region: clean(params.get('region')) }
      : clean(params.get('state'))
        ? { state: clean(params.get('state')) }
        : {};
  return {
    theme: params.get('theme') === 'dark' ? 'dark' : 'light',
    rotateMs: bounded(params.get('rotate'), SIGNAGE_ROTATE_SECONDS) * 1000,
    staleAfterMs: bounded(params.get('stale'), SIGNAGE_STALE_MINUTES) * 60_000,
    place,
  };
}

/** Whether the last good answer (received at `updatedAt`, 0 when none yet) is too old to trust. */
export function isSignageStale(updatedAt: number, now: number, staleAfterMs: number): boolean {
  return updatedAt > 0 && now - updatedAt > staleAfterMs;
}
