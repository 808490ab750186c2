import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { moduleIn } from '../http/module-scope.js';
import type { Database } from './schema/index.js';

/** Which continuous stations a page shows: of the caller's modules, optionally one module and one state. */
export interface ContinuousStationFilter {
  /** The modules the caller's roles cover; stations of others are never shown. */
  readonly modules: readonly ModuleCode[];
  readonly module?: ModuleCode | undefined;
  readonly stateId?: number | undefined;
}

/**
 * The active continuous stations (they have an expected interval) the filter keeps, with their
 * state's name, by module and id. Callers join and select more before they execute it.
 */
export function continuousStationsOf(db: Kysely<Database>, filter: ContinuousStationFilter) {
  return db
    .selectFrom('station')
    .leftJoin('state', 'state.id', 'station.stateId')
    .select([
      'station.id',
      'station.name',
      'station.module',
      'station.stateId',
      'state.name as stateName',
    ])
    .where('station.isActive', '=', true)
    .where('station.expectedIntervalMinutes', 'is not', null)
    .where(moduleIn(sql.ref('station.module'), filter.modules))
    .$if(filter.module !== undefined, (q) => q.where('station.module', '=', filter.module!))
    .$if(filter.stateId !== undefined, (q) => q.where('station.stateId', '=', filter.stateId!))
    .orderBy('station.module')
    .orderBy('station.id');
}
