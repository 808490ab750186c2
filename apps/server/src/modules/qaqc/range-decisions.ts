import { approvalDecision, lockingRange } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { holdForApproval, noteValuesChanged } from '../values/index.js';
import { createQaqcRepository } from './qaqc.repository.js';

/** One range as the API answers it. */
export function rangeOut(r: ApprovalRow) {
  return {
    id: Number(r.id),
    stationId: r.stationId,
    parameterCode: r.parameterCode,
    from: r.fromTs,
    to: r.toTs,
    level: r.level,
    username: r.username,
    note: r.note,
    at: r.at,
    reopenedAt: r.reopenedAt,
    reopenedBy: r.reopenedBy,
    reopenReason: r.reopenReason,
  };
}

interface ApprovalRow {
  id: number | string;
  stationId: string;
  parameterCode: string | null;
  fromTs: Date;
  toTs: Date;
  level: 2 | 3;
  username: string;
  note: string | null;
  at: Date;
  reopenedAt: Date | null;
  reopenedBy: string | null;
  reopenReason: string | null;
}

/** A review (L2) or approval (L3) of a station's range, for one parameter or (null) all of them. */
export interface RangeDecision {
  readonly stationId: string;
  readonly parameterCode: string | null;
  readonly from: Date;
  readonly to: Date;
  readonly note: string | null;
  readonly principal: Principal;
  readonly now: Date;
}

async function parametersOf(
  repo: ReturnType<typeof createQaqcRepository>,
  d: RangeDecision,
): Promise<string[]> {
  if (d.parameterCode) return [d.parameterCode];
  const rows = await repo.stationParameters(d.stationId);
  return rows.map((r) => r.parameterCode);
}

/**
 * Refuses (`QAQC_NO_VALUES`) a decision over a range with no stored value of its parameter (or of
 * any parameter, station-wide) in `reading`: a level is granted only over values a person could
 * see, never over an empty month (whose archived hourly means alone would then read "Reviewed").
 */
async function requireValues(repo: ReturnType<typeof createQaqcRepository>, d: RangeDecision) {
  if (!(await repo.hasValues(d.stationId, d.parameterCode, d.from, d.to)))
    throw new AppError('QAQC_NO_VALUES');
}

/**
 * Marks a range reviewed (level 2) inside the caller's transaction; refused where any part is
 * approved, or where it holds no values. The engine's one review rule, used by the QA/QC pages and the manual programmes alike.
 */
export async function reviewRange(trx: Kysely<Database>, d: RangeDecision) {
  const repo = createQaqcRepository(trx);
  const ranges = await repo.ranges(trx, d.stationId);
  const parameters = await parametersOf(repo, d);
  if (parameters.some((p) => lockingRange(ranges, p, d.from.getTime(), d.to.getTime())))
    throw new AppError('QAQC_LOCKED');
  await requireValues(repo, d);
  return insertRange(trx, d, 2);
}

/**
 * Approves a range (level 3) inside the caller's transaction: reviewed throughout, by someone who
 * did not review it (QUALITY.md: the approver must not be the L2 reviewer), over stored values;
 * locks it.
 */
export async function approveRange(trx: Kysely<Database>, d: RangeDecision) {
  // First: writers under way on the station finish, and new ones wait for this range.
  await holdForApproval(trx, d.stationId);
  const repo = createQaqcRepository(trx);
  await requireValues(repo, d);
  const ranges = await repo.ranges(trx, d.stationId);
  // Who edited values of the range (its level-2 reviewers), every parameter in one statement.
  const editors = await repo.editors(trx, d.stationId, d.parameterCode, d.from, d.to);
  for (const parameterCode of await parametersOf(repo, d)) {
    const reviewerIds = editors
      .filter((e) => e.parameterCode === parameterCode)
      .map((e) => e.userId);
    const decision = approvalDecision({
      approverId: d.principal.userId,
      parameterCode,
      from: d.from.getTime(),
      to: d.to.getTime(),
      ranges,
      reviewerIds,
    });
    if (decision === 'alreadyApproved') throw new AppError('QAQC_ALREADY_APPROVED');
    if (decision === 'notReviewed') throw new AppError('QAQC_NOT_REVIEWED');
    if (decision === 'selfApproval') throw new AppError('QAQC_SELF_APPROVAL');
  }
  // The public pages say which values are approved: theirs are built again once this commits.
  await noteValuesChanged(trx, [d.stationId]);
  return insertRange(trx, d, 3);
}

async function insertRange(trx: Kysely<Database>, d: RangeDecision, level: 2 | 3) {
  const row = await createQaqcRepository(trx).insertApproval(trx, {
    stationId: d.stationId,
    parameterCode: d.parameterCode,
    fromTs: d.from,
    toTs: d.to,
    level,
    userId: d.principal.userId,
    username: d.principal.username,
    note: d.note,
    at: d.now,
  });
  await recordActivity(trx, {
    actor: d.principal,
    action: level === 3 ? 'approve' : 'review',
    entity: 'approval',
    entityId: Number(row.id),
    after: rangeOut(row),
    at: d.now,
  });
  return rangeOut(row);
}
