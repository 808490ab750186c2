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

/**
 * PROVISIONAL placeholders: the marine criteria limits were not found (design/INDICES.md §4).
 * Every row exists so that a System Admin can fill in the numbers, but both bounds are null, so
 * no exceedance is ever raised from them (checkExceedance answers null) rather than alerting on
 * invented numbers. DO, once filled in, is a minimum; the others are maxima.
 */
export const MARINE_CRITERIA_SEED: readonly LimitRow[] = MARINE_CRITERIA_CLASSES.flatMap(
  (stationClass) =>
    PARAMETERS.map(([parameter, unit]) => ({
      id: `marine-criteria-${stationClass.toLowerCase()}-${parameter.toLowerCase()}`,
      version: 'PROVISIONAL',
      effectiveFrom: '1970-01-01',
      source: 'No published limits were found: provisional values until the Department sets them',
      confidence: 'UNVERIFIED' as const,
      scheme: 'MARINE_CRITERIA' as const,
      parameter,
      stationClass,
      unit,
      min: null,
      max: null,
      provisional: true,
    })),
);

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
 */
const MMWQCS: Readonly<Record<string, readonly [string, number | null, number | null][]>> = {
  '1': [
    ['DO', null, null],
    ['TSS', null, 25],
    ['NH3', null, 0.035],
    ['NO3', null, 0.01],
    ['PO4', null, 0.005],
    ['FC', null, 70],
  ],
  '2': [
    ['DO', 5, null],
    ['TSS', null, 50],
    ['NH3', null, 0.07],
    ['NO3', null, 0.06],
    ['PO4', null, 0.075],
    ['FC', null, 100],
  ],
  '3': [
    ['DO', 3, null],
    ['TSS', null, 100],
    ['NH3', null, 0.32],
    ['NO3', null, 1],
    ['PO4', null, 0.67],
    ['FC', null, 200],
  ],
  E: [
    ['DO', 4, null],
    ['TSS', null, 100],
    ['NH3', null, 0.07],
    ['NO3', null, 0.06],
    ['PO4', null, 0.075],
    ['FC', null, 100],
  ],
};

const UNIT_OF = new Map<string, string>(PARAMETERS);

/**
 * The marine criteria in force from 2010 (the MMWQCS) for the six parameters the marine index,
 * the exceedance alerts and the NPE tiers (classes 2 and 3) judge. UNVERIFIED: the numbers are
 * the ones widely quoted from the Department's table and were not checked against the printed
 * standard; a System Admin corrects them by adding a version. The PROVISIONAL placeholders above
 * stay as the version before it.
 */
export const MARINE_CRITERIA_MMWQCS_SEED: readonly LimitRow[] = MARINE_CRITERIA_CLASSES.flatMap(
  (stationClass) =>
    (MMWQCS[stationClass] ?? []).map(([parameter, min, max]) => ({
      id: `mmwqcs-${stationClass.toLowerCase()}-${parameter.toLowerCase()}`,
      version: 'MMWQCS',
      effectiveFrom: '2010-01-01',
      source:
        'Department of Environment Malaysia, Malaysia Marine Water Quality Criteria and Standard ' +
        '(MMWQCS), limits per class as commonly quoted (nutrients converted from µg/L to mg/L); ' +
        'not yet checked against the printed standard',
      confidence: 'UNVERIFIED' as const,
      scheme: 'MARINE_CRITERIA' as const,
      parameter,
      stationClass,
      unit: UNIT_OF.get(parameter) ?? 'mg/L',
      min,
      max,
    })),
);
