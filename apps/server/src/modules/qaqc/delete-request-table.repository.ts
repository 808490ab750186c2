import type { ModuleCode } from '@eqmp/domain';
import type { Insertable, Kysely, Selectable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** The tables of requests to delete: data of a period, or a station record. */
type RequestTable = 'deleteRequest' | 'recordDeleteRequest';

/**
 * The SQL both kinds of delete request share (QUALITY.md "Delete data"): a module's requests,
 * one request, a new request, and settling a request still pending.
 */
export function createDeleteRequestTableRepository<T extends RequestTable>(
  db: Kysely<Database>,
  table: T,
) {
  type Row = Selectable<Database[T]>;
  // Both tables have the columns used here; the rows are typed by `T`.
  const on = (k: Kysely<Database>) => k as unknown as Kysely<any>;
  const name: string = table;
  return {
    /** A module's requests (of one status, when given), newest first, at most 500. */
    list: (
      module: ModuleCode,
      status: string | undefined,
      narrow: (qb: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any> = (qb) =>
        qb,
    ): Promise<Row[]> =>
      narrow(
        on(db)
          .selectFrom(`${name} as d`)
          .innerJoin('station as st', 'st.id', 'd.stationId')
          .selectAll('d')
          .where('st.module', '=', module),
      )
        .$if(!!status, (qb) => qb.where('d.status', '=', status!))
        .orderBy('d.requestedAt', 'desc')
        .limit(500)
        .execute() as Promise<Row[]>,

    find: (id: number): Promise<Row | undefined> =>
      on(db).selectFrom(name).selectAll().where('id', '=', id).executeTakeFirst() as Promise<
        Row | undefined
      >,

    insert: (trx: Kysely<Database>, request: Insertable<Database[T]>): Promise<Row> =>
      on(trx)
        .insertInto(name)
        .values(request)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>,

    /** Settles a request still pending; undefined when it is not pending. */
    settle: (
      trx: Kysely<Database>,
      id: number,
      decision: Updateable<Database[T]>,
    ): Promise<Row | undefined> =>
      on(trx)
        .updateTable(name)
        .set(decision as Record<string, unknown>)
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst() as Promise<Row | undefined>,
  };
}
