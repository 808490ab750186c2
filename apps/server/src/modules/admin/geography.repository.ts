import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** The two small geography tables an administrator keeps. */
export type GeographyTable = 'region' | 'state';

/** What an administrator sets on a row: a code, a name and (for a state) its region. */
export interface GeographyValues {
  readonly code: string;
  readonly name: string;
  readonly regionId?: number | null;
}

/** SQL of the region and state administration: the same statements on either table. */
export function createGeographyRepository(db: Kysely<Database>) {
  return {
    list: (table: GeographyTable) => db.selectFrom(table).selectAll().orderBy('name').execute(),

    find: (table: GeographyTable, id: number) =>
      db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst(),

    /** Whether another row already has this code or this name (compared without case). */
    async clashes(table: GeographyTable, values: GeographyValues, exceptId?: number) {
      const found = await db
        .selectFrom(table)
        .select('id')
        .where((eb) =>
          eb.or([
            eb(sql<string>`lower(code)`, '=', values.code.toLowerCase()),
            eb(sql<string>`lower(name)`, '=', values.name.toLowerCase()),
          ]),
        )
        .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId!))
        .executeTakeFirst();
      return found !== undefined;
    },

    insert: (trx: Kysely<Database>, table: GeographyTable, values: GeographyValues) =>
      trx.insertInto(table).values(values).returningAll().executeTakeFirstOrThrow(),

    update: (
      trx: Kysely<Database>,
      table: GeographyTable,
      id: number,
      values: GeographyValues,
      at: Date,
    ) =>
      trx
        .updateTable(table)
        .set({ ...values, updatedAt: at } as never)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    async remove(trx: Kysely<Database>, table: GeographyTable, id: number) {
      await trx.deleteFrom(table).where('id', '=', id).execute();
    },
  };
}
