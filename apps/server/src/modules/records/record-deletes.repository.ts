import type { ModuleCode, RecordKind } from '@eqmp/domain';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, RecordDeleteRequestTable } from '../../db/schema/index.js';

type Status = 'pending' | 'approved' | 'rejected';

/** SQL of the requests to delete a record. */
export function createRecordDeletesRepository(db: Kysely<Database>) {
  return {
    /** A module's requests of some record kinds, newest first. */
    list: (q: { module: ModuleCode; kinds: readonly RecordKind[]; status?: Status | undefined }) =>
      db
        .selectFrom('recordDeleteRequest as d')
        .innerJoin('station as st', 'st.id', 'd.stationId')
        .selectAll('d')
        .where('st.module', '=', q.module)
        .where('d.recordKind', 'in', q.kinds)
        .$if(!!q.status, (qb) => qb.where('d.status', '=', q.status!))
        .orderBy('d.requestedAt', 'desc')
        .limit(500)
        .execute(),

    /** The requests made about one record, newest first. */
    ofRecord: (kind: RecordKind, recordId: number) =>
      db
        .selectFrom('recordDeleteRequest')
        .selectAll()
        .where('recordKind', '=', kind)
        .where('recordId', '=', recordId)
        .orderBy('id', 'desc')
        .execute(),

    find: (id: number) =>
      db.selectFrom('recordDeleteRequest').selectAll().where('id', '=', id).executeTakeFirst(),

    insert: (trx: Kysely<Database>, request: Insertable<RecordDeleteRequestTable>) =>
      trx
        .insertInto('recordDeleteRequest')
        .values(request)
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Decides a pending request; undefined when it was decided already. */
    decide: (trx: Kysely<Database>, id: number, decision: Updateable<RecordDeleteRequestTable>) =>
      trx
        .updateTable('recordDeleteRequest')
        .set(decision)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),

    /** Notes the change set an approval wrote. */
    async setChangeSet(trx: Kysely<Database>, id: number, changeSet: string | null) {
      await trx
        .updateTable('recordDeleteRequest')
        .set({ changeSet })
        .where('id', '=', id)
        .execute();
    },
  };
}
