/**
 * Windrose binning (spec §2 query options: "a windrose"). Pure rules, shared by the server's SQL
 * (which must bin the same way; a route test holds the two together) and by tests.
 *
 * Directions: 16 compass sectors of 22.5°, each centred on its bearing, so N covers
 * [348.75°, 360°] ∪ [0°, 11.25°), NNE [11.25°, 33.75°) and so on: a bearing on a sector edge
 * belongs to the sector clockwise of it. 360° is north. A bearing outside [0, 360] is not valid.
 *
 * Speeds (m/s): below the calm threshold (WMO: < 0.5 m/s) the wind is calm and has no direction;
 * then classes [e0, e1), [e1, e2), …, [e_last, ∞) on the given edges, lower edge included. The
 * default edges 0.5, 2, 4, 6, 8, 10 are the usual air-quality windrose classes (calm < 0.5,
 * 0.5–2, 2–4, 4–6, 6–8, 8–10, > 10 m/s), close to the Beaufort light/gentle/moderate/fresh steps.
 */

/** Sector names clockwise from north (locale keys `query:windrose.sector.<name>`). */
export const WIND_SECTORS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;
export type WindSector = (typeof WIND_SECTORS)[number];

/** Width of one sector in degrees. */
export const WIND_SECTOR_DEGREES = 360 / WIND_SECTORS.length;

/** Default speed class edges in m/s; the first is the calm threshold. */
export const DEFAULT_WIND_SPEED_EDGES: readonly number[] = [0.5, 2, 4, 6, 8, 10];

/** At most this many speed edges may be chosen (keeps the legend readable). */
export const MAX_WIND_SPEED_EDGES = 12;

/** The sector index 0–15 of a bearing in degrees, or null when there is no valid bearing. */
export function windSectorIndex(degrees: number | null | undefined): number | null {
  if (
    degrees === null ||
    degrees === undefined ||
    !Number.isFinite(degrees) ||
    degrees < 0 ||
    degrees > 360
  )
    return null;
  return Math.floor(((degrees + WIND_SECTOR_DEGREES / 2) % 360) / WIND_SECTOR_DEGREES);
}

/** The meaning of a wind speed for the rose. */
export type SpeedClass =
  | { readonly kind: 'calm' }
  | { readonly kind: 'class'; readonly index: number }
  | { readonly kind: 'missing' };

/**
 * The class of a speed (m/s) on ascending `edges`: calm below the first edge, class i for
 * [edges[i], edges[i+1]), the last class open-ended. A missing, negative or non-finite speed is
 * missing.
 */
export function windSpeedClass(
  speed: number | null | undefined,
  edges: readonly number[] = DEFAULT_WIND_SPEED_EDGES,
): SpeedClass {
  if (speed === null || speed === undefined || !Number.isFinite(speed) || speed < 0)
    return { kind: 'missing' };
  if (speed < edges[0]!) return { kind: 'calm' };
  let index = 0;
  while (index + 1 < edges.length && speed >= edges[index + 1]!) index++;
  return { kind: 'class', index };
}

/** True when speed edges are usable: at least one, positive, finite and strictly ascending. */
export function isValidSpeedEdges(edges: readonly number[]): boolean {
  return (
    edges.length >= 1 &&
    edges.length <= MAX_WIND_SPEED_EDGES &&
    edges.every((e, i) => Number.isFinite(e) && e > 0 && (i === 0 || e > edges[i - 1]!))
  );
}

/** Counts of a windrose: `counts[sector][speedClass]`, plus calm and missing observations. */
export interface WindRoseCounts {
  readonly counts: number[][];
  calm: number;
  missing: number;
}

/** An empty rose for `classCount` speed classes (the number of edges). */
export function emptyWindRose(classCount: number): WindRoseCounts {
  return {
    counts: WIND_SECTORS.map(() => Array.from({ length: classCount }, () => 0)),
    calm: 0,
    missing: 0,
  };
}

/**
 * Adds one paired observation (speed m/s, bearing degrees) to a rose. Calm needs no bearing;
 * otherwise a missing speed or bearing counts as missing.
 */
export function addWindObservation(
  rose: WindRoseCounts,
  speed: number | null,
  direction: number | null,
  edges: readonly number[] = DEFAULT_WIND_SPEED_EDGES,
): void {
  const cls = windSpeedClass(speed, edges);
  if (cls.kind === 'calm') {
    rose.calm++;
    return;
  }
  const sector = windSectorIndex(direction);
  if (cls.kind === 'missing' || sector === null) {
    rose.missing++;
    return;
  }
  rose.counts[sector]![cls.index]!++;
}

/** One speed class of the result, with its bounds in m/s (`to` null for the open last class). */
export interface WindSpeedClassInfo {
  readonly from: number;
  readonly to: number | null;
}

/** The speed classes of `edges`, for legends and headers. */
export function windSpeedClasses(edges: readonly number[]): WindSpeedClassInfo[] {
  return edges.map((from, i) => ({ from, to: edges[i + 1] ?? null }));
}

/** A rose as shares: every percentage is of all valid observations (calm included, missing not). */
export interface WindRoseShares {
  /** Observations with a usable speed (calm or with a bearing). */
  readonly valid: number;
  readonly missing: number;
  readonly calmPct: number;
  /** `percent[sector][speedClass]`. */
  readonly percent: number[][];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Percentages of a rose (two decimals), calm included in the base as the convention is. */
export function windRoseShares(rose: WindRoseCounts): WindRoseShares {
  const valid =
    rose.calm + rose.counts.reduce((sum, row) => sum + row.reduce((a, b) => a + b, 0), 0);
  const pct = (n: number) => (valid === 0 ? 0 : round2((100 * n) / valid));
  return {
    valid,
    missing: rose.missing,
    calmPct: pct(rose.calm),
    percent: rose.counts.map((row) => row.map(pct)),
  };
}
