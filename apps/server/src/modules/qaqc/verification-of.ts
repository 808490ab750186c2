import { isCovered, VERIFICATION_LEVELS, type VerificationLevel } from '@eqmp/domain';
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
