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
