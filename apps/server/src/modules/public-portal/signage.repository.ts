import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** SQL of the signage screens' places: the states of a region, or one state. Names and codes compare without case. */
export function createSignageRepository(db: Kysely<Database>) {
  return {
    /** The states of the region of this code or name, with the region's name. */
    regionStates: (region: string) =>
      db
        .selectFrom('state')
        .innerJoin('region', 'region.id', 'state.regionId')
        .select(['state.name', 'region.name as regionName'])
        .where((eb) =>
          eb.or([
            eb(sql`lower(region.code)`, '=', region.toLowerCase()),
            eb(sql`lower(region.name)`, '=', region.toLowerCase()),
          ]),
        )
        .execute(),

    /** The state of this name or code. */
    state: (state: string) =>
      db
        .selectFrom('state')
        .select('name')
        .where((eb) =>
          eb.or([
            eb(sql`lower(name)`, '=', state.toLowerCase()),
            eb(sql`lower(code)`, '=', state.toLowerCase()),
          ]),
        )
        .executeTakeFirst(),
  };
}
