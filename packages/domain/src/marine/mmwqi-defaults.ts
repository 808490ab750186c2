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
    DO: [
      { x: 0, y: 0 },
      { x: 2, y: 10 },
      { x: 3, y: 30 },
      { x: 4, y: 50 },
      { x: 5, y: 80 },
      { x: 6, y: 95 },
      { x: 7, y: 100 },
    ],
    FC: [
      { x: 0, y: 100 },
      { x: 100, y: 80 },
      { x: 400, y: 50 },
      { x: 1000, y: 30 },
      { x: 5000, y: 10 },
      { x: 10000, y: 0 },
    ],
    NH3: [
      { x: 0, y: 100 },
      { x: 0.07, y: 80 },
      { x: 0.3, y: 50 },
      { x: 1, y: 20 },
      { x: 2, y: 0 },
    ],
    NO3: [
      { x: 0, y: 100 },
      { x: 0.06, y: 80 },
      { x: 0.5, y: 50 },
      { x: 1, y: 30 },
      { x: 3, y: 0 },
    ],
    PO4: [
      { x: 0, y: 100 },
      { x: 0.075, y: 80 },
      { x: 0.3, y: 50 },
      { x: 0.7, y: 25 },
      { x: 2, y: 0 },
    ],
    TSS: [
      { x: 0, y: 100 },
      { x: 25, y: 90 },
      { x: 50, y: 80 },
      { x: 100, y: 50 },
      { x: 200, y: 25 },
      { x: 500, y: 0 },
    ],
  },
};

/** Default: the same provisional curves for all three location types. */
export const DEFAULT_MARINE_CURVE_SETS: MarineCurveSets = {
  COASTAL: MARINE_PROVISIONAL_CURVE_SET,
  ESTUARY: MARINE_PROVISIONAL_CURVE_SET,
  ISLAND: MARINE_PROVISIONAL_CURVE_SET,
};
