import { API_CO, API_PM10, API_PM25_A, API_PM25_B } from './api-breakpoints.js';
import { MAAQS_SEED } from './maaqs.js';
import { MARINE_CRITERIA_SEED } from './marine-criteria.js';
import { NWQS_SEED } from './nwqs.js';
import { MARINE_PROVISIONAL_CURVE_SET } from '../marine/mmwqi-defaults.js';
import { TARBALL_CLASS_SEED } from '../reports/tarball.js';

/** Where the seeded DOE-WQI version comes from (stored with it; shown translated while unchanged). */
export const WQI_SOURCE =
  'DOE Malaysia, DOE-WQI weights and status bands (confirmed by several sources); class ' +
  'boundaries as commonly cited (their decimals come from one source only)';

/**
 * The source notes the seeded standards are stored with, each with the locale key
 * (`calculators:seedSource.<key>`) of its wording for officers in both languages. A source an
 * administrator has typed is shown as typed; one still as seeded is shown in the user's language.
 */
export const SEED_SOURCE_KEYS: ReadonlyMap<string, string> = new Map([
  [API_PM10.source, 'apiPm10'],
  [API_PM25_A.source, 'apiPm25A'],
  [API_PM25_B.source, 'apiPm25B'],
  [API_CO.source, 'apiGases'],
  [MAAQS_SEED[0]!.source, 'maaqs'],
  [NWQS_SEED[0]!.source, 'nwqs'],
  [MARINE_CRITERIA_SEED[0]!.source, 'marineCriteria'],
  [MARINE_PROVISIONAL_CURVE_SET.source, 'mmwqi'],
  [WQI_SOURCE, 'wqi'],
  [TARBALL_CLASS_SEED.source, 'tarball'],
]);
