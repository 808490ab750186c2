import type { RecordKind } from '@eqmp/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, RecordAttachmentTable } from '../../db/schema/index.js';

/** SQL of the files attached to records. */
export function createRecordFilesRepository(db: Kysely<Database>) {
  const attached = (trx: Kysely<Database>, kind: RecordKind, recordId: number) =>
    trx
      .selectFrom('recordAttachment')
      .where('recordKind', '=', kind)
      .where('recordId', '=', recordId)
      .where('removedAt', 'is', null);

  return {
    /** A record's files still attached, in upload order. */
    list: (kind: RecordKind, recordId: number) =>
      attached(db, kind, recordId).selectAll().orderBy('id').execute(),

    /** One file still attached to a record. */
    find: (kind: RecordKind, recordId: number, fileId: number) =>
      attached(db, kind, recordId).selectAll().where('id', '=', fileId).executeTakeFirst(),

    async count(trx: Kysely<Database>, kind: RecordKind, recordId: number): Promise<number> {
      const row = await attached(trx, kind, recordId)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    insert: (trx: Kysely<Database>, file: Insertable<RecordAttachmentTable>) =>
      trx.insertInto('recordAttachment').values(file).returningAll().executeTakeFirstOrThrow(),

    /** Takes a file off its record (the row stays, marked removed); undefined when not attached. */
    detach: (
      trx: Kysely<Database>,
      kind: RecordKind,
      recordId: number,
      fileId: number,
      by: string,
      at: Date,
    ) =>
      trx
        .updateTable('recordAttachment')
        .set({ removedAt: at, removedBy: by })
        .where('id', '=', fileId)
        .where('recordKind', '=', kind)
        .where('recordId', '=', recordId)
        .where('removedAt', 'is', null)
        .returningAll()
        .executeTakeFirst(),
  };
}
