import type { LimitRow } from './limits.js';

/** Malaysian marine water quality criteria classes (spec: marine station classes). */
export const MARINE_CRITERIA_CLASSES = ['1', '2', '3', 'E'] as const;
export type MarineCriteriaClass = (typeof MARINE_CRITERIA_CLASSES)[number];

/** Parameters of the marine criteria placeholders, with the unit an admin should enter. */
const PARAMETERS = [
  ['DO', 'mg/L'],
  ['FC', 'cfu/100mL'],
  ['NH3', 'mg/L'],
  ['NO3', 'mg/L'],
  ['PO4', 'mg/L'],
  ['TSS', 'mg/L'],
] as const;

const UNIT_OF = new Map<string, string>(PARAMETERS);

/** [parameter, min, max] of one class's row. */
type Bounds = readonly [string, number | null, number | null];

/** What a version of the marine criteria says of itself: its id prefix, label, start and source. */
interface MarineCriteriaVersion {
  readonly idPrefix: string;
  readonly version: string;
  readonly effectiveFrom: string;
  readonly source: string;
}

/** The rows of one version: for each class, one row per parameter its bounds name. */
function marineCriteriaRows(
  meta: MarineCriteriaVersion,
  boundsOf: (stationClass: MarineCriteriaClass) => readonly Bounds[],
): LimitRow[] {
  return MARINE_CRITERIA_CLASSES.flatMap((stationClass) =>
    boundsOf(stationClass).map(([parameter, min, max]) => ({
      id: `${meta.idPrefix}-${stationClass.toLowerCase()}-${parameter.toLowerCase()}`,
      version: meta.version,
      effectiveFrom: meta.effectiveFrom,
      source: meta.source,
      confidence: 'UNVERIFIED' as const,
      scheme: 'MARINE_CRITERIA' as const,
      parameter,
      stationClass,
      unit: UNIT_OF.get(parameter) ?? 'mg/L',
      min,
      max,
    })),
  );
}

/**
 * PROVISIONAL placeholders: the marine criteria limits were not found (design/INDICES.md §4).
 * Every row exists so that a System Admin can fill in the numbers, but both bounds are null, so
 * no exceedance is ever raised from them (checkExceedance answers null) rather than alerting on
 * invented numbers. DO, once filled in, is a minimum; the others are maxima.
 */
export const MARINE_CRITERIA_SEED: readonly LimitRow[] = marineCriteriaRows(
  {
    idPrefix: 'marine-criteria',
    version: 'PROVISIONAL',
    effectiveFrom: '1970-01-01',
    source: 'No published limits were found: provisional values until the Department sets them',
  },
  () => PARAMETERS.map(([parameter]): Bounds => [parameter, null, null]),
).map((row) => ({ ...row, provisional: true }));

/**
 * Limits of the Malaysia Marine Water Quality Criteria and Standard (MMWQCS) of the Department of
 * Environment, per class (1: marine protected areas and parks; 2: marine life, fisheries, coral
 * reefs, recreation and mariculture; 3: ports, oil and gas fields; E: mangroves, estuaries and
 * river mouths), as the standard is commonly quoted. The standard gives the nutrients in µg/L:
 * here they are in mg/L, the unit the catalogue measures them in. DO is a minimum; the others are
 * maxima. Class 1 DO is set as a percentage of saturation (more than 80 %), which cannot be
 * compared with a value in mg/L, so that row has no bound. The TSS criterion also allows a rise
 * of up to 10 % over the seasonal average, which one sample cannot show: the fixed number is used.
 * The ammonia criterion is for un-ionised ammonia; a total ammonia result is compared as it is
 * (the stricter reading).
 *
 * One line per parameter, as the standard's table reads: the parameter, which bound it sets, and
 * its number for classes 1, 2, 3 and E (in MARINE_CRITERIA_CLASSES order).
 */
const MMWQCS: readonly (readonly [string, 'min' | 'max', ...(number | null)[]])[] = [
  ['DO', 'min', null, 5, 3, 4],
  ['TSS', 'max', 25, 50, 100, 100],
  ['NH3', 'max', 0.035, 0.07, 0.32, 0.07],
  ['NO3', 'max', 0.01, 0.06, 1, 0.06],
  ['PO4', 'max', 0.005, 0.075, 0.67, 0.075],
  ['FC', 'max', 70, 100, 200, 100],
];

/**
 * The marine criteria in force from 2010 (the MMWQCS) for the six parameters the marine index,
 * the exceedance alerts and the NPE tiers (classes 2 and 3) judge. UNVERIFIED: the numbers are
 * the ones widely quoted from the Department's table and were not checked against the printed
 * standard; a System Admin corrects them by adding a version. The PROVISIONAL placeholders above
 * stay as the version before it.
 */
export const MARINE_CRITERIA_MMWQCS_SEED: readonly LimitRow[] = marineCriteriaRows(
  {
    idPrefix: 'mmwqcs',
    version: 'MMWQCS',
    effectiveFrom: '2010-01-01',
    source:
      'Department of Environment Malaysia, Malaysia Marine Water Quality Criteria and Standard ' +
      '(MMWQCS), limits per class as commonly quoted (nutrients converted from µg/L to mg/L); ' +
      'not yet checked against the printed standard',
  },
  (stationClass) =>
    MMWQCS.map(([parameter, bound, ...limits]): Bounds => {
      const limit = limits[MARINE_CRITERIA_CLASSES.indexOf(stationClass)] ?? null;
      return bound === 'min' ? [parameter, limit, null] : [parameter, null, limit];
    }),
);
