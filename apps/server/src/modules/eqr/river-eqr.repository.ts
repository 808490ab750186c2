import type { ModuleCode } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** The river chapter's reads of its stations (the yearly means are the year-means repository's). */
export function createRiverEqrRepository(db: Kysely<Database>) {
  return {
    /** The module's active stations with their basin's name. */
    stations: (module: ModuleCode) =>
      db
        .selectFrom('station as s')
        .leftJoin('basin as b', 'b.id', 's.basinId')
        .select(['s.id', 'b.name as basin'])
        .where('s.module', '=', module)
        .where('s.isActive', '=', true)
        .execute(),
  };
}
