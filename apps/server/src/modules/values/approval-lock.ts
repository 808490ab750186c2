import { lockingRange, type ApprovalRange } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/** A value's key within one station: parameter and instant. */
export interface ValueKey {
  readonly parameterCode: string;
  readonly ts: Date;
}

/**
 * The approved (level-3) ranges of a station, not reopened, that reach [from, to]: the ranges that
 * lock values against every writer. Read inside the writer's transaction, so an approval committed
 * before it is seen.
 */
export async function activeApprovals(
  trx: Kysely<Database>,
  stationId: string,
  from: Date,
  to: Date,
): Promise<ApprovalRange[]> {
  const rows = await trx
    .selectFrom('approval')
    .select(['id', 'parameterCode', 'fromTs', 'toTs', 'level', 'userId'])
    .where('stationId', '=', stationId)
    .where('level', '=', 3)
    .where('reopenedAt', 'is', null)
    .where('fromTs', '<=', to)
    .where('toTs', '>', from)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    parameterCode: r.parameterCode,
    from: r.fromTs.getTime(),
    to: r.toTs.getTime(),
    level: r.level,
    userId: r.userId,
    reopenedAt: null,
  }));
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
  const times = values.map((v) => v.ts.getTime());
  const ranges = await activeApprovals(
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
