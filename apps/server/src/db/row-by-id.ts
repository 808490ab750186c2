import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from './schema/index.js';

/*
 * The one-row statements of tables keyed by an `id` column: insert and read back the id, change
 * the row of an id, read some of its columns, and ask whether an id exists or another row
 * already holds a name. Kysely cannot follow a table chosen by a type parameter, so the
 * statements are built on an untyped view; each function's signature keeps its callers typed.
 */

/** The tables whose rows are keyed by an `id` column. */
type TableWithId = {
  [T in keyof Database]: Database[T] extends { id: unknown } ? T : never;
}[keyof Database];

/** The type of a table's `id` as it is read back. */
type IdOf<T extends TableWithId> = Selectable<Database[T]> extends { id: infer Id } ? Id : never;

/** Any table keyed by `id`: the untyped view the statements below are built on. */
type KeyedTables = Record<string, { id: unknown } & Record<string, unknown>>;
const keyed = (db: Kysely<Database>) => db as unknown as Kysely<KeyedTables>;
/** A table's name as the untyped view takes it. */
const nameOf = (table: TableWithId): string => table;

/** Inserts one row into the table and returns the `id` the database gave it. */
export async function insertReturningId<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  values: Insertable<Database[T]>,
): Promise<IdOf<T>> {
  const row = await keyed(db)
    .insertInto(nameOf(table))
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as IdOf<T>;
}

/** Changes the columns of the table's row with this `id`. */
export async function updateById<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  id: IdOf<T>,
  changes: Updateable<Database[T]>,
): Promise<void> {
  await keyed(db).updateTable(nameOf(table)).set(changes).where('id', '=', id).execute();
}

/** These columns of the table's row with this `id` (undefined: no such row). */
export async function rowById<
  T extends TableWithId,
  C extends keyof Selectable<Database[T]> & string,
>(
  db: Kysely<Database>,
  table: T,
  id: IdOf<T>,
  columns: readonly C[],
): Promise<Pick<Selectable<Database[T]>, C> | undefined> {
  const fields: readonly string[] = columns;
  const row = await keyed(db)
    .selectFrom(nameOf(table))
    .select(fields)
    .where('id', '=', id)
    .executeTakeFirst();
  return row as Pick<Selectable<Database[T]>, C> | undefined;
}

/** One column of the table's row with this `id` (undefined: no such row). */
export async function columnById<
  T extends TableWithId,
  C extends keyof Selectable<Database[T]> & string,
>(
  db: Kysely<Database>,
  table: T,
  id: IdOf<T>,
  column: C,
): Promise<Selectable<Database[T]>[C] | undefined> {
  return (await rowById(db, table, id, [column]))?.[column];
}

/** Whether the table has a row with this `id`. */
export async function existsById<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  id: IdOf<T>,
): Promise<boolean> {
  const row = await keyed(db)
    .selectFrom(nameOf(table))
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Changes the row of this `id` only while its columns still hold the `expected` values (a null
 * expects the column to be null); answers whether it did, so of two callers racing for the same
 * row only one wins.
 */
export async function updateByIdWhile<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  id: IdOf<T>,
  expected: Partial<Selectable<Database[T]>>,
  changes: Updateable<Database[T]>,
): Promise<boolean> {
  let query = keyed(db).updateTable(nameOf(table)).set(changes).where('id', '=', id);
  for (const [column, value] of Object.entries(expected))
    query = query.where(column, value === null ? 'is' : '=', value);
  const row = await query.returning('id').executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a row other than `exceptId` already holds this text in the column, compared without
 * letter case (names, addresses and ids that people type).
 */
export async function takenIgnoringCase<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  text: string,
  exceptId?: IdOf<T>,
): Promise<boolean> {
  const row = await keyed(db)
    .selectFrom(nameOf(table))
    .select('id')
    .where(sql<string>`lower(${sql.ref(column)})`, '=', text.toLowerCase())
    .$if(exceptId !== undefined, (q) => q.where('id', '!=', exceptId))
    .executeTakeFirst();
  return row !== undefined;
}
