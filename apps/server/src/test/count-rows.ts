import type { Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';

/** How many rows a table holds. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
