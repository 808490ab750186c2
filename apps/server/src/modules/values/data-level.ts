import {
  figuresLevel,
  levelOf,
  VERIFICATION_LEVELS,
  type ApprovalRange,
  type VerificationLevel,
} from '@eqmp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/**
 * An `approval` row as the domain's rules take it (instants in milliseconds). With `asOf`, the
 * range as it stood then: a reopening after `asOf` had not happened yet.
 */
export function approvalRangeOf(
  r: Pick<
    Selectable<Database['approval']>,
    'id' | 'parameterCode' | 'fromTs' | 'toTs' | 'level' | 'userId' | 'reopenedAt'
  >,
  asOf?: Date,
): ApprovalRange {
  return {
    id: Number(r.id),
    parameterCode: r.parameterCode,
    from: r.fromTs.getTime(),
    to: r.toTs.getTime(),
    level: r.level,
    userId: r.userId,
    reopenedAt: r.reopenedAt && (!asOf || r.reopenedAt <= asOf) ? r.reopenedAt.getTime() : null,
  };
}

/**
 * The review and approval ranges of stations that touch [from, to) (all of them without a
 * period), reopened ones included — the pure rules (`figuresLevel`, `levelOf`) skip those — as the
 * domain's rules take them, per station.
 */
export async function approvalRangesOf(
  db: Kysely<Database>,
  stationIds: readonly string[],
  period?: { readonly from: Date; readonly to: Date },
): Promise<Map<string, ApprovalRange[]>> {
  const byStation = new Map<string, ApprovalRange[]>();
  if (stationIds.length === 0) return byStation;
  const rows = await db
    .selectFrom('approval')
    .select(['id', 'stationId', 'parameterCode', 'fromTs', 'toTs', 'level', 'userId', 'reopenedAt'])
    .where('stationId', 'in', [...new Set(stationIds)])
    .$if(!!period, (q) => q.where('toTs', '>', period!.from).where('fromTs', '<', period!.to))
    .orderBy('id')
    .execute();
  for (const r of rows)
    byStation.set(r.stationId, [...(byStation.get(r.stationId) ?? []), approvalRangeOf(r)]);
  return byStation;
}

/**
 * The verification level of figures over stations × parameters × [from, to) — what every
 * report, summary, EQR chapter and page says its figures are (`figuresLevel`): the pairs are each
 * station's active parameters, only those of `parameterCodes` when given. Null when the figures
 * rest on no pair.
 */
export async function dataLevel(
  db: Kysely<Database>,
  stationIds: readonly string[],
  parameterCodes: readonly string[] | null,
  from: Date,
  to: Date,
): Promise<VerificationLevel | null> {
  if (stationIds.length === 0 || parameterCodes?.length === 0 || to <= from) return null;
  const ids = [...new Set(stationIds)];
  const [pairs, ranges] = await Promise.all([
    db
      .selectFrom('stationParameter')
      .select(['stationId', 'parameterCode'])
      .where('stationId', 'in', ids)
      .where('isActive', '=', true)
      .$if(parameterCodes !== null, (q) => q.where('parameterCode', 'in', [...parameterCodes!]))
      .execute(),
    approvalRangesOf(db, ids, { from, to }),
  ]);
  return figuresLevel(pairs, (id) => ranges.get(id) ?? [], from.getTime(), to.getTime());
}

/**
 * The verification level of the manual samples figures are made of (stations × parameters ×
 * [from, to)): the lowest level of the sample values themselves, so a year's sampling report with
 * every sample approved says approved though the months without a sample were never reviewed.
 * No sample: provisional.
 */
export async function sampleDataLevel(
  db: Kysely<Database>,
  stationIds: readonly string[],
  parameterCodes: readonly string[] | null,
  from: Date,
  to: Date,
): Promise<VerificationLevel> {
  if (stationIds.length === 0) return VERIFICATION_LEVELS[1];
  const rows = await db
    .selectFrom('reading')
    .select(['stationId', 'parameterCode', 'ts'])
    .where('source', '=', 'manual')
    .where('stationId', 'in', [...stationIds])
    .$if(parameterCodes !== null && parameterCodes.length > 0, (q) =>
      q.where('parameterCode', 'in', [...parameterCodes!]),
    )
    .where('ts', '>=', from)
    .where('ts', '<', to)
    .execute();
  if (rows.length === 0) return VERIFICATION_LEVELS[1];
  const ranges = await approvalRangesOf(
    db,
    rows.map((r) => r.stationId),
  );
  const lowest = Math.min(
    ...rows.map((r) => levelOf(r.ts.getTime(), r.parameterCode, ranges.get(r.stationId) ?? [])),
  );
  return VERIFICATION_LEVELS[lowest]!;
}
