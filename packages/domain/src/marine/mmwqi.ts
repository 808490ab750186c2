import { interpolateCurve } from './curve.js';
import {
  DEFAULT_MARINE_CURVE_SETS,
  MARINE_PARAMETERS,
  type LocationType,
  type MarineCurveSet,
  type MarineCurveSets,
  type MarineParameter,
} from './mmwqi-defaults.js';

export const MARINE_CATEGORIES = ['EXCELLENT', 'GOOD', 'MODERATE', 'POOR'] as const;
export type MarineCategory = (typeof MARINE_CATEGORIES)[number];

/** Categories on the unrounded index (CONFIRMED): ≥ 90, ≥ 80, ≥ 50, below. */
export const MARINE_CATEGORY_BOUNDARIES: readonly {
  readonly category: MarineCategory;
  readonly min: number;
}[] = [
  { category: 'EXCELLENT', min: 90 },
  { category: 'GOOD', min: 80 },
  { category: 'MODERATE', min: 50 },
  { category: 'POOR', min: Number.NEGATIVE_INFINITY },
];

/** One sample's values in the units of {@link MARINE_PARAMETERS}; null or absent = missing. */
export type MarineInput = Partial<Record<MarineParameter, number | null>>;

export interface MmwqiResult {
  /** Unrounded index 0–100, null when a weighted parameter is missing. */
  readonly index: number | null;
  readonly subIndices: Partial<Record<MarineParameter, number>>;
  readonly missing: readonly MarineParameter[];
  /** Spec §4: the category is shown crossed with the location type. */
  readonly category: MarineCategory | 'NA';
  readonly locationType: LocationType;
  /** True when the curve set used is provisional: the UI must say so. */
  readonly isProvisional: boolean;
  /** Id of the curve set used, for the audit trail. */
  readonly curveSetId: string;
}

export function marineCategory(
  index: number,
  boundaries: typeof MARINE_CATEGORY_BOUNDARIES = MARINE_CATEGORY_BOUNDARIES,
): MarineCategory {
  return boundaries.find((b) => index >= b.min)?.category ?? 'POOR';
}

/** One sub-index, 0–100, read on the set's curve; null when the value is missing. */
export function marineSubIndex(
  parameter: MarineParameter,
  value: number | null | undefined,
  set: MarineCurveSet,
): number | null {
  if (value === null || value === undefined) return null;
  const y = interpolateCurve(set.curves[parameter], value);
  return y === null ? null : Math.min(100, Math.max(0, y));
}

/**
 * Malaysia Marine Water Quality Index: Σ wᵢ·SIᵢ / Σ wᵢ over the parameters with a positive
 * weight, using the curve set of the location type. Every weighted parameter is required
 * (NA otherwise), as for the river index.
 */
export function computeMmwqi(
  input: MarineInput,
  locationType: LocationType,
  sets: MarineCurveSets = DEFAULT_MARINE_CURVE_SETS,
): MmwqiResult {
  const set = sets[locationType];
  const subIndices: Partial<Record<MarineParameter, number>> = {};
  const missing: MarineParameter[] = [];
  let weighted = 0;
  let totalWeight = 0;
  for (const parameter of MARINE_PARAMETERS) {
    const weight = set.weights[parameter];
    const si = marineSubIndex(parameter, input[parameter], set);
    if (si !== null) subIndices[parameter] = si;
    if (weight <= 0) continue;
    if (si === null) {
      missing.push(parameter);
      continue;
    }
    weighted += weight * si;
    totalWeight += weight;
  }
  const index = missing.length === 0 && totalWeight > 0 ? weighted / totalWeight : null;
  return {
    index,
    subIndices,
    missing,
    category: index === null ? 'NA' : marineCategory(index),
    locationType,
    isProvisional: set.provisional,
    curveSetId: set.id,
  };
}
