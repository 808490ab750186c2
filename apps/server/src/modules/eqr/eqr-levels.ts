import { lowestLevel, stationDataLevel, type VerificationLevel } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/**
 * The level a chapter rests on (QUALITY.md): each station used is at the highest level whose
 * approvals for all its parameters cover [from, to) without a gap; the chapter at the lowest of
 * its stations' levels, null without stations.
 */
export async function chapterDataLevel(
  db: Kysely<Database>,
  stationIds: readonly string[],
  from: Date,
  to: Date,
): Promise<VerificationLevel | null> {
  if (stationIds.length === 0) return null;
  const approvals = await db
    .selectFrom('approval')
    .select(['stationId', 'fromTs', 'toTs', 'level'])
    .where('stationId', 'in', [...stationIds])
    // Approvals of all parameters (parameter_code null) decide a station's level.
    .where('parameterCode', 'is', null)
    // A reopened range no longer vouches for its data.
    .where('reopenedAt', 'is', null)
    .where('toTs', '>', from)
    .where('fromTs', '<', to)
    .execute();
  return lowestLevel(
    stationIds.map((id) =>
      stationDataLevel(
        approvals
          .filter((a) => a.stationId === id)
          .map((a) => ({ from: a.fromTs, to: a.toTs, level: a.level })),
        from,
        to,
      ),
    ),
  );
}
