import type { StandardMeta } from '../standards/standard-meta.js';
import type { CurvePoint } from './curve.js';

/**
 * MMWQI parameters (design/INDICES.md §4, SINGLE): DO mg/L, faecal coliform (FC) cfu/100 mL,
 * NH3, NO3, PO4 and TSS in mg/L.
 */
export const MARINE_PARAMETERS = ['DO', 'FC', 'NH3', 'NO3', 'PO4', 'TSS'] as const;
export type MarineParameter = (typeof MARINE_PARAMETERS)[number];

/** Spec §4 marine location types. */
export const LOCATION_TYPES = ['COASTAL', 'ESTUARY', 'ISLAND'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/**
 * A versioned MMWQI definition: weights (relative; the index divides by their sum) and one
 * sub-index curve per parameter. A parameter with weight 0 is not required.
 */
export interface MarineCurveSet extends StandardMeta {
  /** True while the weights and curves are not from a published source. */
  readonly provisional: boolean;
  readonly weights: Readonly<Record<MarineParameter, number>>;
  readonly curves: Readonly<Record<MarineParameter, readonly CurvePoint[]>>;
}

/** The curve set used for each location type. */
export type MarineCurveSets = Readonly<Record<LocationType, MarineCurveSet>>;

/** A curve from its `[x, y]` points, in ascending x. */
function curve(...points: readonly (readonly [number, number])[]): CurvePoint[] {
  return points.map(([x, y]) => ({ x, y }));
}

/**
 * PROVISIONAL default. The MMWQI weights and sub-index curves were NOT found
 * (design/INDICES.md §4). These equal weights and monotone curves are a judgement, not a
 * source: DO scores higher as it rises; the others score lower as they rise; each curve spans
 * 0–100. They exist so the index can run and be shown marked provisional; a System Admin
 * replaces them by storing a new version.
 */
export const MARINE_PROVISIONAL_CURVE_SET: MarineCurveSet = {
  id: 'mmwqi-provisional-1',
  version: 'PROVISIONAL-1',
  effectiveFrom: '1970-01-01',
  source:
    'No published MMWQI weights and curves were found: provisional values until the Department sets them',
  confidence: 'UNVERIFIED',
  provisional: true,
  weights: { DO: 1, FC: 1, NH3: 1, NO3: 1, PO4: 1, TSS: 1 },
  curves: {
    DO: curve([0, 0], [2, 10], [3, 30], [4, 50], [5, 80], [6, 95], [7, 100]),
    FC: curve([0, 100], [100, 80], [400, 50], [1000, 30], [5000, 10], [10000, 0]),
    NH3: curve([0, 100], [0.07, 80], [0.3, 50], [1, 20], [2, 0]),
    NO3: curve([0, 100], [0.06, 80], [0.5, 50], [1, 30], [3, 0]),
    PO4: curve([0, 100], [0.075, 80], [0.3, 50], [0.7, 25], [2, 0]),
    TSS: curve([0, 100], [25, 90], [50, 80], [100, 50], [200, 25], [500, 0]),
  },
};

/** Default: the same provisional curves for all three location types. */
export const DEFAULT_MARINE_CURVE_SETS: MarineCurveSets = {
  COASTAL: MARINE_PROVISIONAL_CURVE_SET,
  ESTUARY: MARINE_PROVISIONAL_CURVE_SET,
  ISLAND: MARINE_PROVISIONAL_CURVE_SET,
};
