import type { DataDeleteRequestStatus, ModuleCode } from '@eqmp/domain';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, DeleteRequestTable } from '../../db/schema/index.js';

/** SQL of the requests to delete data (QUALITY.md "Delete data"). */
export function createDeleteRequestsRepository(db: Kysely<Database>) {
  return {
    /** A module's requests (of one status, when given), newest first, at most 500. */
    list: (module: ModuleCode, status?: DataDeleteRequestStatus) =>
      db
        .selectFrom('deleteRequest as d')
        .innerJoin('station as st', 'st.id', 'd.stationId')
        .selectAll('d')
        .where('st.module', '=', module)
        .$if(!!status, (qb) => qb.where('d.status', '=', status!))
        .orderBy('d.requestedAt', 'desc')
        .limit(500)
        .execute(),

    find: (id: number) =>
      db.selectFrom('deleteRequest').selectAll().where('id', '=', id).executeTakeFirst(),

    insert: (trx: Kysely<Database>, request: Insertable<DeleteRequestTable>) =>
      trx.insertInto('deleteRequest').values(request).returningAll().executeTakeFirstOrThrow(),

    /** Settles a request still pending (withdrawn, approved, rejected); undefined when it is not pending. */
    settle: (trx: Kysely<Database>, id: number, decision: Updateable<DeleteRequestTable>) =>
      trx
        .updateTable('deleteRequest')
        .set(decision)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),
  };
}
