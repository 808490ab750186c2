import { RIVER_CLASSES, type RiverClass } from '../river/wqi.js';

/** One river station's DOE-WQI for one year (null when a required parameter is missing). */
export interface StationYearWqi {
  readonly stationId: string;
  readonly basin: string | null;
  readonly year: number;
  readonly wqi: number | null;
  readonly riverClass: RiverClass | 'NA';
}

export interface ClassShare {
  readonly riverClass: RiverClass | 'NA';
  readonly stations: number;
  /** Share of the stations with data, in percent (one decimal). */
  readonly percent: number;
}

export interface BasinClasses {
  readonly basin: string;
  readonly counts: Readonly<Record<RiverClass | 'NA', number>>;
  readonly stations: number;
}

export interface WqiTrendPoint {
  readonly year: number;
  /** Mean WQI of the stations with an index that year (one decimal), null when none. */
  readonly meanWqi: number | null;
  readonly stations: number;
}

export interface RiverEqr {
  readonly classShares: readonly ClassShare[];
  readonly byBasin: readonly BasinClasses[];
  readonly trend: readonly WqiTrendPoint[];
}

const CLASSES = [...RIVER_CLASSES, 'NA'] as const;
const round1 = (x: number) => Math.round(x * 10) / 10;
const emptyCounts = () =>
  Object.fromEntries(CLASSES.map((c) => [c, 0])) as Record<RiverClass | 'NA', number>;

/**
 * The river chapter of the Environmental Quality Report: the share of stations per WQI class in
 * `year`, the classes per basin (stations without a basin under `noBasin`), and the mean WQI of
 * each year of `years` (the trend).
 */
export function compileRiverEqr(
  rows: readonly StationYearWqi[],
  year: number,
  years: readonly number[],
  noBasin: string,
): RiverEqr {
  const current = rows.filter((r) => r.year === year);
  const classShares = CLASSES.map((riverClass) => {
    const stations = current.filter((r) => r.riverClass === riverClass).length;
    return {
      riverClass,
      stations,
      percent: current.length ? round1((stations / current.length) * 100) : 0,
    };
  });
  const basins = new Map<string, Record<RiverClass | 'NA', number>>();
  for (const r of current) {
    const name = r.basin ?? noBasin;
    const counts = basins.get(name) ?? emptyCounts();
    counts[r.riverClass] += 1;
    basins.set(name, counts);
  }
  const byBasin = [...basins]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([basin, counts]) => ({
      basin,
      counts,
      stations: Object.values(counts).reduce((s, n) => s + n, 0),
    }));
  const trend = years.map((y) => {
    const values = rows.filter((r) => r.year === y && r.wqi !== null).map((r) => r.wqi!);
    return {
      year: y,
      meanWqi: values.length ? round1(values.reduce((s, v) => s + v, 0) / values.length) : null,
      stations: values.length,
    };
  });
  return { classShares, byBasin, trend };
}
