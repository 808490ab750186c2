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
  await db
    .insertInto('apiBreakpointVersion')
    .values(
      API_BREAKPOINT_SEEDS.map((t) => ({
        id: t.id,
        parameter: t.parameter,
        version: t.version,
        variant: variantOf(t.id),
        effectiveFrom: t.effectiveFrom,
        source: t.source,
        confidence: t.confidence,
        averaging: t.averaging,
        unit: t.unit,
        segments: JSON.stringify(t.segments),
        createdBy: SYSTEM,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  await db
    .insertInto('standardLimit')
    .values(
      [...MAAQS_SEED, ...NWQS_SEED, ...MARINE_CRITERIA_SEED, ...MARINE_CRITERIA_MMWQCS_SEED].map(
        (r) => ({
          id: r.id,
          scheme: r.scheme,
          version: r.version,
          effectiveFrom: r.effectiveFrom,
          source: r.source,
          confidence: r.confidence,
          parameter: r.parameter,
          averaging: r.averaging ?? null,
          stationClass: r.stationClass ?? null,
          unit: r.unit,
          min: r.min,
          max: r.max,
          provisional: r.provisional ?? false,
          createdBy: SYSTEM,
        }),
      ),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const marine = MARINE_PROVISIONAL_CURVE_SET;
  await db
    .insertInto('indexDefinition')
    .values([
      {
        ...DOE_WQI_SEED,
        kind: 'DOE_WQI',
        locationType: null,
        data: JSON.stringify(encodeWqiSettings(DEFAULT_WQI_SETTINGS)),
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
        data: JSON.stringify(encodeMarineCurveSet(marine)),
        createdBy: SYSTEM,
      },
    ])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();

  const tarball = TARBALL_CLASS_SEED;
  await db
    .insertInto('tarballClassVersion')
    .values({
      id: tarball.id,
      version: tarball.version,
      effectiveFrom: tarball.effectiveFrom,
      source: tarball.source,
      confidence: tarball.confidence,
      provisional: tarball.provisional,
      thresholds: JSON.stringify(tarball.thresholds),
      createdBy: SYSTEM,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
