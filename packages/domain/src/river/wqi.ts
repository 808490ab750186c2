import { siAn, siBod, siCod, siDo, siPh, siSs } from './wqi-sub-indices.js';

/** The six DOE-WQI inputs. */
export const WQI_PARAMETERS = ['DO', 'BOD', 'COD', 'AN', 'SS', 'PH'] as const;
export type WqiParameter = (typeof WQI_PARAMETERS)[number];

/**
 * One sample's inputs: DO in % saturation (see doPercentSaturation), BOD, COD, ammoniacal
 * nitrogen (AN) and suspended solids (SS) in mg/L, pH in pH units. Null or absent = missing.
 */
export type WqiInput = Partial<Record<WqiParameter, number | null>>;

/** DOE-WQI weights (design/INDICES.md §3, CONFIRMED); they sum to 1. */
export const WQI_WEIGHTS: Readonly<Record<WqiParameter, number>> = {
  DO: 0.22,
  BOD: 0.19,
  COD: 0.16,
  AN: 0.15,
  SS: 0.16,
  PH: 0.12,
};

const SUB_INDEX: Readonly<Record<WqiParameter, (x: number) => number>> = {
  DO: siDo,
  BOD: siBod,
  COD: siCod,
  AN: siAn,
  SS: siSs,
  PH: siPh,
};

export const RIVER_STATUSES = ['CLEAN', 'SLIGHTLY_POLLUTED', 'POLLUTED'] as const;
export type RiverStatus = (typeof RIVER_STATUSES)[number];

/** Status on the UNROUNDED WQI (CONFIRMED): clean ≥ 81, slightly polluted ≥ 60, else polluted. */
export const RIVER_STATUS_BOUNDARIES: readonly {
  readonly status: RiverStatus;
  readonly min: number;
}[] = [
  { status: 'CLEAN', min: 81 },
  { status: 'SLIGHTLY_POLLUTED', min: 60 },
  { status: 'POLLUTED', min: 0 },
];

export const RIVER_CLASSES = ['I', 'II', 'III', 'IV', 'V'] as const;
export type RiverClass = (typeof RIVER_CLASSES)[number];

/**
 * WQI class boundaries, best first (commonly cited; SINGLE/UNVERIFIED decimals): I > 92.7,
 * II > 76.5, III > 51.9, IV ≥ 31.0, V below. `inclusive` says whether `min` itself belongs.
 */
export const RIVER_CLASS_BOUNDARIES: readonly {
  readonly riverClass: RiverClass;
  readonly min: number;
  readonly inclusive: boolean;
}[] = [
  { riverClass: 'I', min: 92.7, inclusive: false },
  { riverClass: 'II', min: 76.5, inclusive: false },
  { riverClass: 'III', min: 51.9, inclusive: false },
  { riverClass: 'IV', min: 31.0, inclusive: true },
  { riverClass: 'V', min: Number.NEGATIVE_INFINITY, inclusive: true },
];

/** Everything of the DOE-WQI that is data, so stored versions can be passed in. */
export interface WqiSettings {
  readonly weights: Readonly<Record<WqiParameter, number>>;
  readonly statusBoundaries: typeof RIVER_STATUS_BOUNDARIES;
  readonly classBoundaries: typeof RIVER_CLASS_BOUNDARIES;
}

export const DEFAULT_WQI_SETTINGS: WqiSettings = {
  weights: WQI_WEIGHTS,
  statusBoundaries: RIVER_STATUS_BOUNDARIES,
  classBoundaries: RIVER_CLASS_BOUNDARIES,
};

export interface WqiResult {
  /** Unrounded DOE-WQI, 0–100; null when a parameter is missing. */
  readonly wqi: number | null;
  /** Clamped sub-index of every parameter that was given. */
  readonly subIndices: Partial<Record<WqiParameter, number>>;
  /** Parameters that were missing (the reason for NA). */
  readonly missing: readonly WqiParameter[];
  readonly status: RiverStatus | 'NA';
  /** Class I–V, or NA when a required parameter is missing (spec §4). */
  readonly riverClass: RiverClass | 'NA';
}

/** Status of an unrounded WQI. */
export function riverStatus(
  wqi: number,
  boundaries: WqiSettings['statusBoundaries'] = RIVER_STATUS_BOUNDARIES,
): RiverStatus {
  return boundaries.find((b) => wqi >= b.min)?.status ?? 'POLLUTED';
}

/** Class of an unrounded WQI. */
export function riverClass(
  wqi: number,
  boundaries: WqiSettings['classBoundaries'] = RIVER_CLASS_BOUNDARIES,
): RiverClass {
  const found = boundaries.find((b) => (b.inclusive ? wqi >= b.min : wqi > b.min));
  return found?.riverClass ?? 'V';
}

/**
 * DOE-WQI = 0.22·SIDO + 0.19·SIBOD + 0.16·SICOD + 0.15·SIAN + 0.16·SISS + 0.12·SIpH
 * (design/INDICES.md §3). All six are required: a missing or non-finite one gives NA rather
 * than an index from fewer parameters that would not compare with other stations.
 */
export function computeWqi(
  input: WqiInput,
  settings: WqiSettings = DEFAULT_WQI_SETTINGS,
): WqiResult {
  const subIndices: Partial<Record<WqiParameter, number>> = {};
  const missing: WqiParameter[] = [];
  let wqi = 0;
  for (const parameter of WQI_PARAMETERS) {
    const x = input[parameter];
    if (x === null || x === undefined || !Number.isFinite(x)) {
      missing.push(parameter);
      continue;
    }
    const si = SUB_INDEX[parameter](x);
    subIndices[parameter] = si;
    wqi += settings.weights[parameter] * si;
  }
  if (missing.length > 0) {
    return { wqi: null, subIndices, missing, status: 'NA', riverClass: 'NA' };
  }
  return {
    wqi,
    subIndices,
    missing,
    status: riverStatus(wqi, settings.statusBoundaries),
    riverClass: riverClass(wqi, settings.classBoundaries),
  };
}
