import type { ModuleCode, RecordKind } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import { updateById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { createDeleteRequestTableRepository } from '../qaqc/index.js';

type Status = 'pending' | 'approved' | 'rejected';

/** SQL of the requests to delete a record. */
export function createRecordDeletesRepository(db: Kysely<Database>) {
  const requests = createDeleteRequestTableRepository(db, 'recordDeleteRequest');
  return {
    ...requests,
    /** A module's requests of some record kinds, newest first. */
    list: (q: { module: ModuleCode; kinds: readonly RecordKind[]; status?: Status | undefined }) =>
      requests.list(q.module, q.status, (qb) => qb.where('d.recordKind', 'in', q.kinds)),

    /** The requests made about one record, newest first. */
    ofRecord: (kind: RecordKind, recordId: number) =>
      db
        .selectFrom('recordDeleteRequest')
        .selectAll()
        .where('recordKind', '=', kind)
        .where('recordId', '=', recordId)
        .orderBy('id', 'desc')
        .execute(),

    /** Notes the change set an approval wrote. */
    setChangeSet: (trx: Kysely<Database>, id: number, changeSet: string | null) =>
      updateById(trx, 'recordDeleteRequest', id, { changeSet }),
  };
}
