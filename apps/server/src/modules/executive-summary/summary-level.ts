import { figuresLevel, type ApprovalRange, type VerificationLevel } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/**
 * The verification level of a summary's figures (see `figuresLevel`): the active parameters of
 * the stations it used (or only `parameterCodes`) over [from, to), read with one statement for
 * the parameters and one for the approval ranges that touch the period.
 */
export async function summaryLevel(
  db: Kysely<Database>,
  stationIds: readonly string[],
  from: Date,
  to: Date,
  parameterCodes?: readonly string[],
): Promise<VerificationLevel | null> {
  if (stationIds.length === 0 || parameterCodes?.length === 0 || to <= from) return null;
  const ids = [...new Set(stationIds)];
  const pairs = await db
    .selectFrom('stationParameter')
    .select(['stationId', 'parameterCode'])
    .where('stationId', 'in', ids)
    .where('isActive', '=', true)
    .$if(parameterCodes !== undefined, (q) => q.where('parameterCode', 'in', [...parameterCodes!]))
    .execute();
  const rows = await db
    .selectFrom('approval')
    .select(['id', 'stationId', 'parameterCode', 'fromTs', 'toTs', 'level', 'userId', 'reopenedAt'])
    .where('stationId', 'in', ids)
    .where('toTs', '>', from)
    .where('fromTs', '<', to)
    .execute();
  const ranges = new Map<string, ApprovalRange[]>();
  for (const r of rows)
    ranges.set(r.stationId, [
      ...(ranges.get(r.stationId) ?? []),
      {
        id: Number(r.id),
        parameterCode: r.parameterCode,
        from: r.fromTs.getTime(),
        to: r.toTs.getTime(),
        level: r.level,
        userId: r.userId,
        reopenedAt: r.reopenedAt ? r.reopenedAt.getTime() : null,
      },
    ]);
  return figuresLevel(pairs, (id) => ranges.get(id) ?? [], from.getTime(), to.getTime());
}
