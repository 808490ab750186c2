import {
  computeApi,
  computeMmwqi,
  computeWqi,
  doPercentSaturation,
  type ApiTableSet,
  type Instant,
  type LocationType,
  type MarineCurveSets,
  type MmwqiResult,
  type WqiResult,
  type WqiSettings,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { apiTablesInForce, marineSetsInForce, wqiInForce } from './standards-in-force.js';
import { createStandardsRepository } from './standards.repository.js';

/** Parameter values of one station at one time, by catalogue code (e.g. `NH3N`, `M_DO`). */
export type ValuesByCode = Readonly<Record<string, number | null | undefined>>;

/** The index standards in force at one instant: API tables, DOE-WQI settings, MMWQI curve sets. */
export interface IndexStandards {
  readonly apiTables: ApiTableSet;
  readonly wqi: WqiSettings;
  readonly marine: MarineCurveSets;
}

/**
 * Reads the standards in force now, once per request, so a whole layer is computed against one
 * set (an admin's new version applies from the next request, as for the calculators).
 */
export async function loadIndexStandards(
  db: Kysely<Database>,
  at: Instant,
): Promise<IndexStandards> {
  const repo = createStandardsRepository(db);
  const [tables, variant, definitions] = await Promise.all([
    repo.breakpointTables(),
    repo.pm25Variant(),
    repo.indexDefinitions(),
  ]);
  return {
    apiTables: apiTablesInForce(tables, variant, at),
    wqi: wqiInForce(definitions, at).settings,
    marine: marineSetsInForce(definitions, at),
  };
}

/**
 * DOE-WQI of one station's values: DO as % saturation (the DO_SAT reading, else from DO and water
 * temperature), ammoniacal nitrogen from NH3N, suspended solids from TSS.
 */
export function riverIndexOf(values: ValuesByCode, settings: WqiSettings): WqiResult {
  const v = (code: string) => values[code] ?? null;
  return computeWqi(
    {
      DO: v('DO_SAT') ?? doPercentSaturation(v('DO'), v('WTEMP')),
      BOD: v('BOD'),
      COD: v('COD'),
      AN: v('NH3N'),
      SS: v('TSS'),
      PH: v('PH'),
    },
    settings,
  );
}

/** MMWQI of one marine station's values (catalogue codes `M_*`) with its location type's curves. */
export function marineIndexOf(
  values: ValuesByCode,
  locationType: LocationType,
  sets: MarineCurveSets,
): MmwqiResult {
  const v = (code: string) => values[code] ?? null;
  return computeMmwqi(
    {
      DO: v('M_DO'),
      FC: v('M_FC'),
      NH3: v('M_NH3'),
      NO3: v('M_NO3'),
      PO4: v('M_PO4'),
      TSS: v('M_TSS'),
    },
    locationType,
    sets,
  );
}

/** API of a manual air sample (24-hour PM10/PM2.5 means), read on the tables in force. */
export function sampleApiOf(values: ValuesByCode, tables: ApiTableSet) {
  return computeApi({ PM25: values.PM25 ?? null, PM10: values.PM10 ?? null }, tables);
}
