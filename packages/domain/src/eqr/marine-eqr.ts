import {
  LOCATION_TYPES,
  MARINE_PARAMETERS,
  type LocationType,
  type MarineCurveSets,
  type MarineParameter,
} from '../marine/mmwqi-defaults.js';
import { MARINE_CATEGORIES, MARINE_CATEGORY_BOUNDARIES, marineSubIndex } from '../marine/mmwqi.js';
import { isExceedance, limitAt, type LimitRow } from '../standards/limits.js';
import type { Instant } from '../time/kuala-lumpur.js';

/**
 * The marine chapter of the Environmental Quality Report (CMWQM, MMWQM): the MMWQI categories of
 * the stations per location type, and the parameters that fail most often.
 */

/**
 * Below this sub-index a parameter alone would rate the water Poor (the lower bound of Moderate):
 * the failure used where the marine criteria have no limit in force for the parameter.
 */
export const MARINE_FAIL_SUB_INDEX = MARINE_CATEGORY_BOUNDARIES.find(
  (b) => b.category === 'MODERATE',
)!.min;

/** How a parameter's value was judged: against the criteria of the station's class, or by its sub-index. */
export const MARINE_FAIL_BASES = ['criteria', 'subIndex'] as const;
export type MarineFailBasis = (typeof MARINE_FAIL_BASES)[number];

const CATEGORIES = [...MARINE_CATEGORIES, 'NA'] as const;
type CategoryOrNa = (typeof CATEGORIES)[number];

/** One station's MMWQI of the year (from its yearly means), NA when a parameter is missing. */
export interface StationYearMarine {
  readonly stationId: string;
  readonly locationType: LocationType | null;
  readonly category: CategoryOrNa;
}

/** One sample (manual) or one day's means (continuous) of a station, in the criteria's units. */
export interface MarineSample {
  readonly at: Instant;
  readonly locationType: LocationType | null;
  /** The station's marine criteria class (`1`, `2`, `3`, `E`), null when none is recorded. */
  readonly stationClass: string | null;
  readonly values: Partial<Record<MarineParameter, number>>;
}

export interface MarineJudgement {
  readonly parameter: MarineParameter;
  readonly basis: MarineFailBasis;
  readonly failed: boolean;
}

/**
 * Judges each parameter of a sample: against the marine criteria limit of the station's class in
 * force at the sample's time when that limit has a bound; otherwise by its MMWQI sub-index on the
 * location type's curve (failing below {@link MARINE_FAIL_SUB_INDEX}); not at all when neither
 * can be read.
 */
export function judgeMarineSample(
  sample: MarineSample,
  criteria: readonly LimitRow[],
  sets: MarineCurveSets,
): MarineJudgement[] {
  const out: MarineJudgement[] = [];
  for (const parameter of MARINE_PARAMETERS) {
    const value = sample.values[parameter];
    if (value === undefined || !Number.isFinite(value)) continue;
    const limit =
      sample.stationClass === null
        ? null
        : limitAt(criteria, { parameter, stationClass: sample.stationClass }, sample.at);
    if (limit && (limit.min !== null || limit.max !== null)) {
      out.push({ parameter, basis: 'criteria', failed: isExceedance(value, limit) });
      continue;
    }
    if (sample.locationType === null) continue;
    const si = marineSubIndex(parameter, value, sets[sample.locationType]);
    if (si !== null) out.push({ parameter, basis: 'subIndex', failed: si < MARINE_FAIL_SUB_INDEX });
  }
  return out;
}

export interface MarineEqr {
  readonly categoryShares: readonly { category: CategoryOrNa; stations: number; percent: number }[];
  readonly byLocationType: readonly {
    locationType: LocationType | null;
    counts: Readonly<Record<CategoryOrNa, number>>;
    stations: number;
  }[];
  /** Most often failing first; one row per parameter and basis. */
  readonly failingParameters: readonly {
    parameter: MarineParameter;
    basis: MarineFailBasis;
    judged: number;
    failed: number;
    percent: number;
  }[];
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const emptyCounts = () =>
  Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<CategoryOrNa, number>;

/** The year's categories (overall and per location type) and the failure rate of each parameter. */
export function compileMarineEqr(
  stations: readonly StationYearMarine[],
  judgements: readonly MarineJudgement[],
): MarineEqr {
  const categoryShares = CATEGORIES.map((category) => {
    const n = stations.filter((s) => s.category === category).length;
    return {
      category,
      stations: n,
      percent: stations.length ? round1((n / stations.length) * 100) : 0,
    };
  });
  const types = [...LOCATION_TYPES, null] as const;
  const byLocationType = types
    .map((locationType) => {
      const counts = emptyCounts();
      const list = stations.filter((s) => s.locationType === locationType);
      for (const s of list) counts[s.category] += 1;
      return { locationType, counts, stations: list.length };
    })
    .filter((row) => row.stations > 0);
  const tally = new Map<
    string,
    { parameter: MarineParameter; basis: MarineFailBasis; judged: number; failed: number }
  >();
  for (const j of judgements) {
    const key = `${j.parameter}|${j.basis}`;
    const t = tally.get(key) ?? { parameter: j.parameter, basis: j.basis, judged: 0, failed: 0 };
    t.judged += 1;
    if (j.failed) t.failed += 1;
    tally.set(key, t);
  }
  const failingParameters = [...tally.values()]
    .map((t) => ({ ...t, percent: round1((t.failed / t.judged) * 100) }))
    .sort(
      (a, b) =>
        b.percent - a.percent ||
        b.failed - a.failed ||
        MARINE_PARAMETERS.indexOf(a.parameter) - MARINE_PARAMETERS.indexOf(b.parameter) ||
        a.basis.localeCompare(b.basis),
    );
  return { categoryShares, byLocationType, failingParameters };
}
