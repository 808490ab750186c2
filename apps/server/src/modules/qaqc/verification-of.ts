import { isCovered, levelOf, VERIFICATION_LEVELS, type VerificationLevel } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createQaqcRepository } from './qaqc.repository.js';

/**
 * The verification level a figure over stations × parameters × [from, to) can claim: approved
 * when active approval ranges cover every pair throughout, reviewed when review (or approval)
 * ranges do, else provisional (automatic checks only). `parameters` null: each station's own.
 */
export async function verificationOf(
  db: Kysely<Database>,
  stations: readonly string[],
  parameters: readonly string[] | null,
  from: Date,
  to: Date,
): Promise<VerificationLevel> {
  const repo = createQaqcRepository(db);
  let lowest = 3;
  for (const stationId of stations) {
    const ranges = await repo.ranges(db, stationId);
    const codes =
      parameters ?? (await repo.stationParameters(stationId)).map((p) => p.parameterCode);
    for (const code of codes) {
      const level = isCovered(ranges, code, from.getTime(), to.getTime(), 3)
        ? 3
        : isCovered(ranges, code, from.getTime(), to.getTime(), 2)
          ? 2
          : 1;
      lowest = Math.min(lowest, level);
      if (lowest === 1) return VERIFICATION_LEVELS[1];
    }
  }
  return VERIFICATION_LEVELS[lowest]!;
}

/**
 * The verification level of the manual samples a figure is made of (stations × parameters ×
 * [from, to)): the lowest level of the sample values themselves, from the approval ranges, so a
 * year's sampling report with every sample approved says approved though the months without a
 * sample were never reviewed. No sample: provisional.
 */
export async function sampleVerificationOf(
  db: Kysely<Database>,
  stations: readonly string[],
  parameters: readonly string[] | null,
  from: Date,
  to: Date,
): Promise<VerificationLevel> {
  if (stations.length === 0) return VERIFICATION_LEVELS[1];
  const repo = createQaqcRepository(db);
  const rows = await db
    .selectFrom('reading')
    .select(['stationId', 'parameterCode', 'ts'])
    .where('source', '=', 'manual')
    .where('stationId', 'in', [...stations])
    .$if(parameters !== null && parameters.length > 0, (q) =>
      q.where('parameterCode', 'in', [...parameters!]),
    )
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .execute();
  if (rows.length === 0) return VERIFICATION_LEVELS[1];
  let lowest: 0 | 1 | 2 | 3 = 3;
  for (const stationId of new Set(rows.map((r) => r.stationId))) {
    const ranges = await repo.ranges(db, stationId);
    for (const r of rows)
      if (r.stationId === stationId)
        lowest = Math.min(lowest, levelOf(r.ts.getTime(), r.parameterCode, ranges)) as
          0 | 1 | 2 | 3;
    if (lowest === 1) break;
  }
  return VERIFICATION_LEVELS[lowest];
}
