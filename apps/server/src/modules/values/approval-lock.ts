import { lockingRange, type ApprovalRange } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { rangeInForce } from './approval-sql.js';

/** The verification level of approved data (QUALITY.md: L3, approved and locked). */
const APPROVED = 3;

/** A value's key within one station: parameter and instant. */
export interface ValueKey {
  readonly parameterCode: string;
  readonly ts: Date;
}

/** An approved range as the readers of levels need it. */
export interface ApprovedRange {
  readonly stationId: string;
  /** null: every parameter of the station. */
  readonly parameterCode: string | null;
  readonly fromTs: Date;
  readonly toTs: Date;
}

/**
 * The approved ranges in force (level 3, not reopened) of some stations: the one definition of
 * "approved" every reader and writer uses. A reopened range counts for nothing: the month is being
 * corrected, so it is provisional again to everyone, the public included. Optional filters: ranges
 * reaching [from, to], and only whole-station ranges.
 */
export async function approvedRanges(
  db: Kysely<Database>,
  stationIds: readonly string[],
  options: { readonly from?: Date; readonly to?: Date; readonly wholeStation?: boolean } = {},
): Promise<ApprovedRange[]> {
  if (stationIds.length === 0) return [];
  const { from, to, wholeStation } = options;
  return db
    .selectFrom('approval')
    .select(['stationId', 'parameterCode', 'fromTs', 'toTs'])
    .where('stationId', 'in', [...stationIds])
    .where(rangeInForce('approval', { exactly: APPROVED }))
    .$if(!!to, (q) => q.where('fromTs', '<=', to!))
    .$if(!!from, (q) => q.where('toTs', '>', from!))
    .$if(!!wholeStation, (q) => q.where('parameterCode', 'is', null))
    .execute();
}

/** Whether an approved range of the station covers the instant (for `parameterCode`, when given). */
export function isApprovedAt(
  ranges: readonly ApprovedRange[],
  stationId: string,
  at: Date,
  parameterCode?: string,
): boolean {
  const t = at.getTime();
  return ranges.some(
    (r) =>
      r.stationId === stationId &&
      (parameterCode === undefined ||
        r.parameterCode === null ||
        r.parameterCode === parameterCode) &&
      r.fromTs.getTime() <= t &&
      t < r.toTs.getTime(),
  );
}

/** The approved ranges of one station that lock values against every writer, as the pure rules take them. */
async function lockingRanges(
  trx: Kysely<Database>,
  stationId: string,
  from: Date,
  to: Date,
): Promise<ApprovalRange[]> {
  const rows = await approvedRanges(trx, [stationId], { from, to });
  return rows.map((r, i) => ({
    id: i,
    parameterCode: r.parameterCode,
    from: r.fromTs.getTime(),
    to: r.toTs.getTime(),
    level: APPROVED,
    userId: '',
    reopenedAt: null,
  }));
}

/**
 * Holds the station against a concurrent approval for the rest of the writer's transaction (a
 * shared row lock: writers do not wait for one another). With several sessions (PostgreSQL,
 * several instances), an approval committed after a writer read the ranges would otherwise let
 * the writer store values inside the range it has just locked.
 */
async function holdForWriting(trx: Kysely<Database>, stationId: string) {
  await trx.selectFrom('station').select('id').where('id', '=', stationId).forShare().execute();
}

/**
 * Holds the station for an approval (level 3): waits for the writers already under way on it to
 * commit, and keeps new ones waiting until the approval commits, so they read the new range. Call
 * first in the approval's transaction.
 */
export async function holdForApproval(trx: Kysely<Database>, stationId: string): Promise<void> {
  await trx.selectFrom('station').select('id').where('id', '=', stationId).forUpdate().execute();
}

/**
 * Splits the values a writer is about to store into those an approved range locks and the rest.
 * Every path that writes a value (ingestion from loggers, SMS and imports, lab results, the QA/QC
 * engine's change sets) asks this before writing: approved data is never rewritten.
 */
export async function partitionLocked<T extends ValueKey>(
  trx: Kysely<Database>,
  stationId: string,
  values: readonly T[],
): Promise<{ locked: T[]; open: T[] }> {
  if (values.length === 0) return { locked: [], open: [] };
  await holdForWriting(trx, stationId);
  const times = values.map((v) => v.ts.getTime());
  const ranges = await lockingRanges(
    trx,
    stationId,
    new Date(Math.min(...times)),
    new Date(Math.max(...times)),
  );
  if (ranges.length === 0) return { locked: [], open: [...values] };
  const locked: T[] = [];
  const open: T[] = [];
  for (const v of values) {
    const t = v.ts.getTime();
    (lockingRange(ranges, v.parameterCode, t, t + 1) ? locked : open).push(v);
  }
  return { locked, open };
}

/** Refuses (409 `QAQC_LOCKED`) a write of which any value lies in an approved range. */
export async function assertUnlocked(
  trx: Kysely<Database>,
  stationId: string,
  values: readonly ValueKey[],
): Promise<void> {
  const { locked } = await partitionLocked(trx, stationId, values);
  if (locked.length > 0) throw new AppError('QAQC_LOCKED');
}
