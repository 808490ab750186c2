import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** SQL of the readings files waiting for their user to confirm or cancel them. */
export function createImportsRepository(db: Kysely<Database>) {
  return {
    /** One user's import (another user's is none of theirs). */
    ofUser: (id: number, userId: string) =>
      db
        .selectFrom('mobileImport')
        .selectAll()
        .where('id', '=', id)
        .where('userId', '=', userId)
        .executeTakeFirst(),

    async insert(trx: Kysely<Database>, values: Insertable<Database['mobileImport']>) {
      const row = await trx
        .insertInto('mobileImport')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Decides a pending import; false when it was decided already. */
    async decide(
      trx: Kysely<Database>,
      id: number,
      decision: Updateable<Database['mobileImport']>,
    ): Promise<boolean> {
      const decided = await trx
        .updateTable('mobileImport')
        .set(decision)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      return decided !== undefined;
    },
  };
}
