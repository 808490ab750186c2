import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { recordActivity, type ActivityEntry } from './activity-log.repository.js';

/** What a change says of itself in the log: its kind and instant are the writer's. */
export type ChangeEntry = Omit<ActivityEntry, 'entity' | 'at'>;

/**
 * The writer of one kind of record (`entity`, as the log names it): each change is made in its
 * own transaction at the clock's present, and its activity-log entry is written last in the same
 * transaction, so no change is kept without its entry. `write` gets the transaction and the
 * instant; the entry may be made from what `write` returns (the id of a new record, its
 * parameter typed: `(entityId: number) => ({ … })`).
 *
 * ```ts
 * const change = loggedChanges({ db, clock }, 'parameter');
 * await change({ actor, ip, action: 'update', entityId: code, before, after: input }, (trx, now) =>
 *   repo.update(trx, code, input, now),
 * );
 * ```
 */
export function loggedChanges(deps: { db: Kysely<Database>; clock: Clock }, entity: string) {
  return async function change<T>(
    entry: ChangeEntry | ((written: T) => ChangeEntry),
    write: (trx: Transaction<Database>, at: Date) => Promise<T>,
  ): Promise<T> {
    const at = deps.clock.now();
    return deps.db.transaction().execute(async (trx) => {
      const written = await write(trx, at);
      const said = typeof entry === 'function' ? entry(written) : entry;
      await recordActivity(trx, { ...said, entity, at });
      return written;
    });
  };
}

/**
 * What switching a record on or off says in the log: who did it to which record, the action of
 * that way (`actions` names both: `activate` and `deactivate`, `enable` and `disable`) and the
 * flag before and after.
 */
export function activeSwitch(
  who: Pick<ChangeEntry, 'actor' | 'ip' | 'entityId'>,
  actions: readonly [on: string, off: string],
  wasActive: boolean,
  isActive: boolean,
): ChangeEntry {
  return {
    ...who,
    action: isActive ? actions[0] : actions[1],
    before: { isActive: wasActive },
    after: { isActive },
  };
}
