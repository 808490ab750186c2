import { localDayStart, MODULES, type EqrModule, type VerificationLevel } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { dataLevel, sampleDataLevel } from '../values/index.js';

/**
 * The level a chapter rests on, read as the module's reports read it (QUALITY.md): a continuous
 * module's stations over [from, to), a manual module's samples in it; null without stations.
 */
export async function chapterDataLevel(
  db: Kysely<Database>,
  module: EqrModule,
  stationIds: readonly string[],
  from: Date,
  to: Date,
): Promise<VerificationLevel | null> {
  if (stationIds.length === 0) return null;
  return MODULES[module].kind === 'manual'
    ? sampleDataLevel(db, stationIds, null, from, to)
    : dataLevel(db, stationIds, null, from, to);
}

/** The level a chapter of `year` rests on: `chapterDataLevel` over that Kuala Lumpur calendar year. */
export function yearDataLevel(
  db: Kysely<Database>,
  module: EqrModule,
  stationIds: readonly string[],
  year: number,
): Promise<VerificationLevel | null> {
  const from = localDayStart(`${year}-01-01`);
  return chapterDataLevel(db, module, stationIds, from, localDayStart(`${year + 1}-01-01`));
}
