import {
  apiTableSetAt,
  DEFAULT_MARINE_CURVE_SETS,
  DEFAULT_WQI_SETTINGS,
  LOCATION_TYPES,
  limitAt,
  versionAtOrEarliest,
  type ApiTableSet,
  type Instant,
  type LocationType,
  type MarineCurveSets,
  type Pm25Variant,
  type StandardMeta,
  type WqiSettings,
} from '@eqmp/domain';
import { decodeMarineCurveSet, decodeWqiSettings } from './index-definitions.js';
import { DOE_WQI_SEED } from './standards-seed.js';
import type {
  StoredBreakpointTable,
  StoredIndexDefinition,
  StoredLimitRow,
} from './standards.repository.js';

/**
 * Which stored version is in force at an instant, for every kind of standard. Pure: the rows and
 * the instant are passed in, so the calculators and the admin list agree on one rule — the latest
 * version on or before the local day (the earliest when none is yet, as for the 2020 API method).
 */

/** The API tables in force: PM2.5 rows of the other variant are left out before choosing. */
export function apiTablesInForce(
  rows: readonly StoredBreakpointTable[],
  variant: Pm25Variant,
  at: Instant,
): ApiTableSet {
  const usable = rows.filter(
    (t) => t.parameter !== 'PM25' || t.variant === null || t.variant === variant,
  );
  return apiTableSetAt(usable, at);
}

export interface WqiInForce {
  readonly meta: StandardMeta;
  readonly settings: WqiSettings;
}

/** The DOE-WQI settings in force (the domain default if none is stored). */
export function wqiInForce(rows: readonly StoredIndexDefinition[], at: Instant): WqiInForce {
  const row = versionAtOrEarliest(
    rows.filter((r) => r.kind === 'DOE_WQI'),
    at,
  );
  return row
    ? { meta: row, settings: decodeWqiSettings(row.data) }
    : { meta: DOE_WQI_SEED, settings: DEFAULT_WQI_SETTINGS };
}

/** The MMWQI curve set in force per location type: rows for that type or for all types. */
export function marineSetsInForce(
  rows: readonly StoredIndexDefinition[],
  at: Instant,
): MarineCurveSets {
  const pick = (type: LocationType) => {
    const row = versionAtOrEarliest(
      rows.filter(
        (r) => r.kind === 'MMWQI' && (r.locationType === null || r.locationType === type),
      ),
      at,
    );
    return row ? decodeMarineCurveSet(row) : DEFAULT_MARINE_CURVE_SETS[type];
  };
  return Object.fromEntries(LOCATION_TYPES.map((type) => [type, pick(type)])) as Record<
    LocationType,
    ReturnType<typeof pick>
  >;
}

/** Ids of the limit rows in force: per scheme, parameter, averaging period and class. */
export function limitIdsInForce(rows: readonly StoredLimitRow[], at: Instant): Set<string> {
  const ids = new Set<string>();
  const keys = new Map<string, StoredLimitRow>();
  for (const row of rows)
    keys.set(
      `${row.scheme}|${row.parameter}|${row.averaging ?? ''}|${row.stationClass ?? ''}`,
      row,
    );
  for (const sample of keys.values()) {
    const sameScheme = rows.filter((r) => r.scheme === sample.scheme);
    const query = {
      parameter: sample.parameter,
      ...(sample.averaging === undefined ? {} : { averaging: sample.averaging }),
      ...(sample.stationClass === undefined ? {} : { stationClass: sample.stationClass }),
    };
    const found = limitAt(sameScheme, query, at);
    if (found) ids.add(found.id);
  }
  return ids;
}
