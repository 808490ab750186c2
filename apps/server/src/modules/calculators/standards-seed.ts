import {
  API_BREAKPOINT_SEEDS,
  API_PM25_A,
  API_PM25_B,
  DEFAULT_WQI_SETTINGS,
  MAAQS_SEED,
  MARINE_CRITERIA_MMWQCS_SEED,
  MARINE_CRITERIA_SEED,
  MARINE_PROVISIONAL_CURVE_SET,
  NWQS_SEED,
  TARBALL_CLASS_SEED,
  WQI_SOURCE,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { encodeMarineCurveSet, encodeWqiSettings } from './index-definitions.js';
import { standardsWrites } from './standards.repository.js';

const SYSTEM = 'system';

/** The DOE-WQI settings of the domain as the first stored version (design/INDICES.md §3). */
export const DOE_WQI_SEED = {
  id: 'doe-wqi-default',
  version: 'DOE-WQI',
  effectiveFrom: '1970-01-01',
  source: WQI_SOURCE,
  confidence: 'SINGLE',
  provisional: false,
} as const;

const variantOf = (id: string) => (id === API_PM25_A.id ? 'A' : id === API_PM25_B.id ? 'B' : null);

/**
 * Stores the domain seeds as the first versions, once: rows whose id exists are left as they are
 * (a seed is never edited in place; a correction is a new version). Safe on every start and
 * from several instances at once. New seeds in later releases are added the same way.
 */
export async function seedStandards(db: Kysely<Database>): Promise<void> {
  await standardsWrites.insertBreakpointTables(
    db,
    API_BREAKPOINT_SEEDS.map((t) => ({ ...t, variant: variantOf(t.id), createdBy: SYSTEM })),
    undefined,
    true,
  );

  await standardsWrites.insertLimitRows(
    db,
    [...MAAQS_SEED, ...NWQS_SEED, ...MARINE_CRITERIA_SEED, ...MARINE_CRITERIA_MMWQCS_SEED].map(
      (r) => ({ ...r, createdBy: SYSTEM }),
    ),
    undefined,
    true,
  );

  const marine = MARINE_PROVISIONAL_CURVE_SET;
  await standardsWrites.insertIndexDefinitions(
    db,
    [
      {
        ...DOE_WQI_SEED,
        kind: 'DOE_WQI',
        locationType: null,
        data: encodeWqiSettings(DEFAULT_WQI_SETTINGS),
        createdBy: SYSTEM,
      },
      {
        id: marine.id,
        kind: 'MMWQI',
        version: marine.version,
        locationType: null,
        effectiveFrom: marine.effectiveFrom,
        source: marine.source,
        confidence: marine.confidence,
        provisional: marine.provisional,
        data: encodeMarineCurveSet(marine),
        createdBy: SYSTEM,
      },
    ],
    undefined,
    true,
  );

  await standardsWrites.insertTarballVersion(
    db,
    { ...TARBALL_CLASS_SEED, createdBy: SYSTEM },
    undefined,
    true,
  );
}
