import {
  segmentFromEquation as eq,
  type BreakpointSegment,
  type BreakpointTable,
} from './breakpoints.js';
import type { Pollutant } from './parameters.js';
import { versionAtOrEarliest } from './standard-meta.js';
import type { Instant } from '../time/kuala-lumpur.js';

/** A breakpoint table of the Malaysian Air Pollutant Index. */
export type ApiBreakpointTable = BreakpointTable<Pollutant>;
/** One table per pollutant: what the API calculator reads. */
export type ApiTableSet = Readonly<Record<Pollutant, ApiBreakpointTable>>;

/**
 * The method in force since 15 June 2020 (spec §1). Older data uses it too unless an admin adds
 * an earlier version (design/INDICES.md §1), hence {@link apiTableSetAt}'s fallback.
 */
const IN_FORCE = '2020-06-15';
const GAS_SOURCE =
  'DOE Malaysia, Air Pollutant Index equations for gases (ppm), as long published by the Department';

/** The id of a seeded table, e.g. `api-pm25-doe-2020-a`. */
const tableId = (parameter: Pollutant, version: string) =>
  `api-${parameter.toLowerCase()}-${version.toLowerCase()}`;

/** Segments joining `points` ([concentration, index], ascending) end to end: no gaps. */
function joinedSegments(points: readonly (readonly [number, number])[]): BreakpointSegment[] {
  return points.slice(1).map(([cHigh, iHigh], i) => {
    const [cLow, iLow] = points[i] ?? [0, 0];
    return { cLow, cHigh, iLow, iHigh };
  });
}

/** A particulate table of the 2020 method: a 24 h running mean in µg/m³. */
function particleTable(
  parameter: 'PM10' | 'PM25',
  version: string,
  { source, confidence, segments }: Pick<ApiBreakpointTable, 'source' | 'confidence' | 'segments'>,
): ApiBreakpointTable {
  return {
    id: tableId(parameter, version),
    version,
    effectiveFrom: IN_FORCE,
    source,
    confidence,
    parameter,
    averaging: '24H',
    unit: 'ug/m3',
    segments,
  };
}

/**
 * PM10, 24 h running mean, µg/m³. CONFIRMED. Published as equations (50 + (C−50)·0.5,
 * 200 + (C−350)·1.4286, …); 1.4286 is the rounded 100/70, so breakpoints keep the index
 * continuous. Check points 50→50, 150→100, 350→200, 420→300, 500→400, 600→500; above 600
 * the last line continues (400 + (C − 500)).
 */
export const API_PM10 = particleTable('PM10', 'DOE-2020', {
  source: 'DOE Malaysia, Air Pollutant Index (PM10)',
  confidence: 'CONFIRMED',
  segments: joinedSegments([
    [0, 0],
    [50, 50],
    [350, 200],
    [420, 300],
    [500, 400],
    [600, 500],
  ]),
});

/**
 * PM2.5 version A (default), 24 h running mean, µg/m³. CONFLICT with version B. Kept with the
 * published slopes (0.7741, 1.3218, 0.9909, 0.6604), not recomputed from the breakpoints: the
 * INDICES.md vectors (e.g. 200 → 250.0) only come out with those slopes. API 100 sits at 75.5.
 */
export const API_PM25_A = particleTable('PM25', 'DOE-2020-A', {
  source: 'DOE Malaysia, API_Calculation.pdf (2021), table A',
  confidence: 'CONFLICT',
  segments: [
    eq(0, 12.0, 0, 4.1667),
    eq(12.1, 75.5, 51, 0.7741),
    eq(75.5, 150.4, 101, 1.3218),
    eq(150.5, 250.4, 201, 0.9909),
    eq(250.5, 350.4, 301, 0.9909),
    eq(350.5, 500.4, 401, 0.6604),
  ],
});

/** PM2.5 version B (selectable), 24 h running mean, µg/m³. CONFLICT with version A. */
export const API_PM25_B = particleTable('PM25', 'DOE-2020-B', {
  source: 'Breakpoint table attributed to DOE Malaysia (table B, also published)',
  confidence: 'CONFLICT',
  segments: [
    { cLow: 0, cHigh: 12.0, iLow: 0, iHigh: 50 },
    { cLow: 12.1, cHigh: 50.4, iLow: 51, iHigh: 100 },
    { cLow: 50.5, cHigh: 55.4, iLow: 101, iHigh: 150 },
    { cLow: 55.5, cHigh: 150.4, iLow: 151, iHigh: 200 },
    { cLow: 150.5, cHigh: 250.4, iLow: 201, iHigh: 300 },
    { cLow: 250.5, cHigh: 350.4, iLow: 301, iHigh: 400 },
    { cLow: 350.5, cHigh: 500.4, iLow: 401, iHigh: 500 },
  ],
});

/**
 * The gas tables are published as one equation per range with rounded slopes (11.11111 = 100/9,
 * 16.66667 = 100/6, 588.23529 = 100/0.17, 384.61 ≈ 100/0.26, …). Breakpoints reproduce those
 * equations to their published precision and keep the index continuous at every join (the
 * rounded slopes would make it dip by 0.00002 at some joins). The open-ended top range is
 * written as a segment ending at index 500 and continues beyond it.
 */
function gasTable(
  parameter: 'CO' | 'O3' | 'NO2' | 'SO2',
  averaging: '1H' | '8H',
  points: readonly (readonly [number, number])[],
): ApiBreakpointTable {
  return {
    id: tableId(parameter, 'DOE-2020'),
    version: 'DOE-2020',
    effectiveFrom: IN_FORCE,
    source: GAS_SOURCE,
    confidence: 'CONFIRMED',
    parameter,
    averaging,
    unit: 'ppm',
    segments: joinedSegments(points),
  };
}

/** CO, 8 h running mean, ppm: ≤9 → C·11.11111; 9–15; 15–30; > 30 → 300 + (C − 30)·10. */
export const API_CO = gasTable('CO', '8H', [
  [0, 0],
  [9, 100],
  [15, 200],
  [30, 300],
  [50, 500],
]);
/** O3, 1 h, ppm: ≤0.2 → C·1000; 0.2–0.4 → 200 + (C − 0.2)·500; > 0.4 → 300 + (C − 0.4)·1000. */
export const API_O3 = gasTable('O3', '1H', [
  [0, 0],
  [0.2, 200],
  [0.4, 300],
  [0.6, 500],
]);
/** NO2, 1 h, ppm: ≤0.17; 0.17–0.6; 0.6–1.2; > 1.2 → 300 + (C − 1.2)·250. */
export const API_NO2 = gasTable('NO2', '1H', [
  [0, 0],
  [0.17, 100],
  [0.6, 200],
  [1.2, 300],
  [2.0, 500],
]);
/**
 * SO2, 1 h (default of a CONFLICT with 24 h, spec §9), ppm: ≤0.04 → C·2500; 0.04–0.3; 0.3–0.6;
 * > 0.6 → 300 + (C − 0.6)·500.
 */
export const API_SO2 = gasTable('SO2', '1H', [
  [0, 0],
  [0.04, 100],
  [0.3, 200],
  [0.6, 300],
  [1.0, 500],
]);

/** The default table set: PM2.5 version A and the rest (design/INDICES.md §1). */
export const DEFAULT_API_TABLES: ApiTableSet = {
  PM25: API_PM25_A,
  PM10: API_PM10,
  SO2: API_SO2,
  NO2: API_NO2,
  O3: API_O3,
  CO: API_CO,
};

/** Every seeded API table, defaults first (so they win ties in {@link apiTableSetAt}). */
export const API_BREAKPOINT_SEEDS: readonly ApiBreakpointTable[] = [
  ...Object.values(DEFAULT_API_TABLES),
  API_PM25_B,
];

/**
 * The table set in force at `at` from stored versions: per pollutant the latest version on or
 * before that local day (the earliest when none is yet, as older data uses the 2020 method).
 * `versions` picks a version label per pollutant, e.g. `{ PM25: 'DOE-2020-B' }`.
 * Pollutants with no stored table keep the default seed.
 */
export function apiTableSetAt(
  tables: readonly ApiBreakpointTable[],
  at: Instant,
  versions: Partial<Record<Pollutant, string>> = {},
): ApiTableSet {
  const pick = (p: Pollutant): ApiBreakpointTable => {
    const wanted = versions[p];
    const rows = tables.filter(
      (t) => t.parameter === p && (wanted === undefined || t.version === wanted),
    );
    return versionAtOrEarliest(rows, at) ?? DEFAULT_API_TABLES[p];
  };
  return {
    PM25: pick('PM25'),
    PM10: pick('PM10'),
    SO2: pick('SO2'),
    NO2: pick('NO2'),
    O3: pick('O3'),
    CO: pick('CO'),
  };
}
