import type { Insertable, Kysely, Updateable } from 'kysely';
import { insertReturningId, updateByIdWhile } from '../../db/row-by-id.js';
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

    insert: (trx: Kysely<Database>, values: Insertable<Database['mobileImport']>) =>
      insertReturningId(trx, 'mobileImport', values),

    /** Decides a pending import; false when it was decided already. */
    decide: (
      trx: Kysely<Database>,
      id: number,
      decision: Updateable<Database['mobileImport']>,
    ): Promise<boolean> =>
      updateByIdWhile(trx, 'mobileImport', id, { status: 'pending' }, decision),
  };
}
