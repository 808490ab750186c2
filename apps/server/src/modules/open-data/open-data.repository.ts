import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** The river programme's reference names the open data layers publish (no station, no value). */
export function createOpenDataRepository(db: Kysely<Database>) {
  return {
    /** Every river basin with the names of the states it lies in. */
    async basins(): Promise<{ id: number; name: string; states: string[] }[]> {
      const [basins, states] = await Promise.all([
        db.selectFrom('basin').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
        db
          .selectFrom('basinState as bs')
          .innerJoin('state as s', 's.id', 'bs.stateId')
          .select(['bs.basinId', 's.name'])
          .orderBy('s.name')
          .execute(),
      ]);
      const byBasin = new Map<number, string[]>();
      for (const row of states)
        byBasin.set(row.basinId, [...(byBasin.get(row.basinId) ?? []), row.name]);
      return basins.map((b) => ({ ...b, states: byBasin.get(b.id) ?? [] }));
    },

    /** Every river with its basin's name. */
    async rivers(): Promise<{ id: number; name: string; basin: string }[]> {
      return db
        .selectFrom('river as r')
        .innerJoin('basin as b', 'b.id', 'r.basinId')
        .select(['r.id', 'r.name', 'b.name as basin'])
        .orderBy('r.name')
        .orderBy('r.id')
        .execute();
    },
  };
}

export type OpenDataRepository = ReturnType<typeof createOpenDataRepository>;
