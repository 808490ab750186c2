import { sameValueState, type Validity, type ValueState } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createChangeSetsRepository } from './change-sets.repository.js';
import { writeChangeSet, type ValueChange } from './write-changes.js';

/**
 * Undoes one change set of a QA/QC officer: every value it changed goes back to the state it had
 * before, as a new change set (kind `restore`), so the revert itself is in the history and can be
 * reverted. Refused when any of its values was changed again since (`QAQC_REVERT_STALE`: revert the
 * later change first), and where the data is approved (`QAQC_LOCKED`, by the change-set writer).
 */
export async function revertChangeSet(
  deps: { db: Kysely<Database>; clock: Clock },
  input: {
    changeSet: string;
    reason: string;
    principal: Principal;
    /** Checks the caller's role in the station's module; answers the station. */
    stationFor: (
      stationId: string,
    ) => Promise<{ id: string; expectedIntervalMinutes: number | null }>;
    apiTables: (
      parameterCodes: readonly string[],
    ) => Promise<Parameters<typeof writeChangeSet>[1]['apiTables']>;
  },
): Promise<{ changeSet: string; changed: number }> {
  const { db, clock } = deps;
  const repo = createChangeSetsRepository(db);
  const changes = await repo.changes(input.changeSet);
  if (changes.length === 0) throw new AppError('NOT_FOUND');
  if (!(await repo.isRevertible(input.changeSet))) throw new AppError('QAQC_REVERT_NOT_EDIT');
  const station = await input.stationFor(changes[0]!.stationId);
  const parameterCodes = [...new Set(changes.map((c) => c.parameterCode))];
  const tables = await input.apiTables(parameterCodes);
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const states = await repo.statesForUpdate(trx, station.id, changes);
    const standing = new Map(states.map((s) => [`${s.parameterCode}|${s.ts.getTime()}`, s]));
    // A value still stands as this change set left it only if no later change touched it.
    const moved = changes.filter((c) => {
      const state = standing.get(`${c.parameterCode}|${c.ts.getTime()}`);
      return (
        !state ||
        !sameValueState(
          { ...state, validity: state.validity as Validity },
          c.after as unknown as ValueState,
        )
      );
    });
    if (moved.length > 0)
      throw new AppError('QAQC_REVERT_STALE', { values: { count: moved.length } });
    const reverted: ValueChange[] = changes.map((c) => ({
      parameterCode: c.parameterCode,
      ts: c.ts,
      kind: 'restore',
      before: c.after as unknown as ValueState,
      after: c.before as unknown as ValueState,
    }));
    const changeSet = await writeChangeSet(trx, {
      station,
      actor: input.principal,
      reason: input.reason,
      at: now,
      changes: reverted,
      apiTables: tables,
    });
    await recordActivity(trx, {
      actor: input.principal,
      action: 'qaqc_revert',
      entity: 'reading_change',
      entityId: changeSet,
      at: now,
      before: { changeSet: input.changeSet },
      after: {
        stationId: station.id,
        parameterCodes,
        values: reverted.length,
        reverts: input.changeSet,
        reason: input.reason,
      },
    });
    return { changeSet, changed: reverted.length };
  });
}
