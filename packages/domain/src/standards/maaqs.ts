import type { AveragingPeriod, Pollutant } from './parameters.js';
import type { LimitRow } from './limits.js';
import type { Confidence } from './standard-meta.js';

/**
 * Malaysian Ambient Air Quality Standard (design/INDICES.md §2), for exceedance alerts.
 * µg/m³ except CO in mg/m³.
 *
 * The effective dates are the published target years (Interim Target 1 for 2015, Interim
 * Target 2 for 2018, the Standard for 2020), taken as 1 January. They are editable data: a
 * System Admin who finds the gazetted dates changes the stored rows, not this code.
 */
const VERSIONS = [
  { version: 'IT-1', effectiveFrom: '2015-01-01' },
  { version: 'IT-2', effectiveFrom: '2018-01-01' },
  { version: 'STANDARD', effectiveFrom: '2020-01-01' },
] as const;

const SOURCE =
  'DOE Malaysia, New Malaysia Ambient Air Quality Standard (the widely cited DOE table, ' +
  'not yet checked against the gazette)';

/** [pollutant, averaging, unit, IT-1, IT-2, Standard], as the table in INDICES.md §2 reads. */
type Line = readonly [Pollutant, AveragingPeriod, 'ug/m3' | 'mg/m3', number, number, number];
const TABLE: readonly Line[] = [
  ['PM10', '1Y', 'ug/m3', 50, 45, 40],
  ['PM10', '24H', 'ug/m3', 150, 120, 100],
  ['PM25', '1Y', 'ug/m3', 35, 25, 15],
  ['PM25', '24H', 'ug/m3', 75, 50, 35],
  ['SO2', '1H', 'ug/m3', 350, 300, 250],
  ['SO2', '24H', 'ug/m3', 105, 90, 80],
  ['NO2', '1H', 'ug/m3', 320, 300, 280],
  ['NO2', '24H', 'ug/m3', 75, 75, 70],
  ['O3', '1H', 'ug/m3', 200, 200, 180],
  ['O3', '8H', 'ug/m3', 120, 120, 100],
  ['CO', '1H', 'mg/m3', 35, 35, 30],
  ['CO', '8H', 'mg/m3', 10, 10, 10],
];

/** The 2020 PM2.5 24 h value (35) has one source; the rest is UNVERIFIED against the gazette. */
function confidenceOf(
  pollutant: Pollutant,
  averaging: AveragingPeriod,
  version: string,
): Confidence {
  return pollutant === 'PM25' && averaging === '24H' && version === 'STANDARD'
    ? 'SINGLE'
    : 'UNVERIFIED';
}

/** Seed rows: one per pollutant × averaging period × version (36 rows). */
export const MAAQS_SEED: readonly LimitRow[] = TABLE.flatMap(
  ([parameter, averaging, unit, ...limits]) =>
    VERSIONS.map((v, i) => ({
      id: `maaqs-${v.version.toLowerCase()}-${parameter.toLowerCase()}-${averaging.toLowerCase()}`,
      version: v.version,
      effectiveFrom: v.effectiveFrom,
      source: SOURCE,
      confidence: confidenceOf(parameter, averaging, v.version),
      scheme: 'MAAQS' as const,
      parameter,
      averaging,
      unit,
      min: null,
      max: limits[i] ?? null,
    })),
);
