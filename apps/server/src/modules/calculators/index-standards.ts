import { AIR_POLLUTANTS, type ApiTableSet, type IndexStandards, type Instant } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { apiTablesInForce, marineSetsInForce, wqiInForce } from './standards-in-force.js';
import { createStandardsRepository } from './standards.repository.js';

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
 * The API tables in force at `at` when the parameters hold an air pollutant, else null: a change
 * to the values of those parameters re-derives the API, and nothing else needs the tables.
 */
export async function apiTablesForParameters(
  standards: ReturnType<typeof createStandardsRepository>,
  parameterCodes: readonly string[],
  at: Instant,
): Promise<ApiTableSet | null> {
  if (!parameterCodes.some((p) => (AIR_POLLUTANTS as readonly string[]).includes(p))) return null;
  const [tables, variant] = await Promise.all([
    standards.breakpointTables(),
    standards.pm25Variant(),
  ]);
  return apiTablesInForce(tables, variant, at);
}

// The value-to-index mappings are pure and live in the domain (one per medium, shared with the
// manual samples' own index); re-exported here for the modules that already read them from here.
export {
  marineIndexOf,
  riverIndexOf,
  sampleApiOf,
  type IndexStandards,
  type ValuesByCode,
} from '@eqmp/domain';
