import { lockingRange, type ApiTableSet, type ValueState } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createQaqcRepository, type CurrentValue, type Selection } from './qaqc.repository.js';
import { writeChangeSet, type ValueChange } from './write-changes.js';

/** What one value becomes, or null when the action leaves it as it is. */
export type ValueOutcome = Pick<ValueChange, 'kind' | 'after'> | null;

/**
 * One QA/QC officer's action on a station's values (level-2 edit, restore as received): reads the
 * selected values of the parameters, refuses the whole action where any of them is approved
 * (`QAQC_LOCKED`), asks `change` what each becomes, and writes those that move as one change set
 * through the values write path, logged under `action` (a revertible one). Call in a transaction.
 */
export async function changeValues(
  trx: Kysely<Database>,
  input: {
    readonly station: { readonly id: string; readonly expectedIntervalMinutes: number | null };
    readonly parameterCodes: readonly string[];
    readonly selection: Selection;
    readonly principal: Principal;
    readonly reason: string;
    readonly at: Date;
    readonly apiTables: ApiTableSet | null;
    readonly action: 'qaqc_edit' | 'qaqc_restore';
    /** What the activity log says was set, besides the station, parameters, count and reason. */
    readonly logged: Record<string, unknown>;
    readonly change: (value: CurrentValue, before: ValueState) => ValueOutcome;
    readonly stateOf: (value: CurrentValue) => ValueState;
  },
): Promise<{ changeSet: string | null; changed: number; unchanged: number }> {
  const repo = createQaqcRepository(trx);
  const { station, principal } = input;
  const targets = await repo.current(trx, station.id, input.parameterCodes, input.selection);
  const ranges = await repo.ranges(trx, station.id);
  const changes: ValueChange[] = [];
  for (const t of targets) {
    if (lockingRange(ranges, t.parameterCode, t.ts.getTime(), t.ts.getTime() + 1))
      throw new AppError('QAQC_LOCKED');
    const before = input.stateOf(t);
    const outcome = input.change(t, before);
    if (outcome) changes.push({ parameterCode: t.parameterCode, ts: t.ts, before, ...outcome });
  }
  if (changes.length === 0) return { changeSet: null, changed: 0, unchanged: targets.length };
  const changeSet = await writeChangeSet(trx, {
    station,
    actor: principal,
    reason: input.reason,
    at: input.at,
    changes,
    apiTables: input.apiTables,
  });
  await recordActivity(trx, {
    actor: principal,
    action: input.action,
    entity: 'reading_change',
    entityId: changeSet,
    at: input.at,
    after: {
      stationId: station.id,
      parameterCodes: input.parameterCodes,
      values: changes.length,
      ...input.logged,
      reason: input.reason,
    },
  });
  return { changeSet, changed: changes.length, unchanged: targets.length - changes.length };
}
