import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { columnById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { moduleIn } from '../../http/module-scope.js';

/** The summary pages' reads of stations with their last transmission, and of states. */
export function createSummaryStationsRepository(db: Kysely<Database>) {
  return {
    /** Every station of the modules (active or not) with its state and its last value's time, by module and id. */
    withLastValue: (modules: readonly ModuleCode[]) =>
      db
        .selectFrom('station as s')
        .leftJoin('state', 'state.id', 's.stateId')
        .leftJoin('stationStatus as ss', 'ss.stationId', 's.id')
        .select([
          's.id',
          's.module',
          's.isActive',
          's.expectedIntervalMinutes',
          'state.name as stateName',
          'ss.lastTs',
        ])
        .where(moduleIn(sql.ref('s.module'), modules))
        .orderBy('s.module')
        .orderBy('s.id')
        .execute(),

    /** The states of these ids, by name. */
    states: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('state')
            .select(['id', 'name'])
            .where('id', 'in', [...ids])
            .orderBy('name')
            .execute(),

    /** A state's name (null: no such state). */
    async stateName(id: number): Promise<string | null> {
      return (await columnById(db, 'state', id, 'name')) ?? null;
    },
  };
}
