import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * What the migrations share: columns that several tables have (each table builder adds its
 * columns, in this order, where the migration calls it: `.$call(createdAndUpdatedAt)`), and the
 * creation of indexes and the dropping of tables.
 *
 * Past migrations build their schema with these, so changing one changes what a fresh install
 * creates, and it would no longer match the databases those migrations already ran on: they are
 * frozen like the migrations themselves. A table that needs other columns writes them itself or
 * gets a new builder; an existing one is never edited.
 */
type Table = CreateTableBuilder<any, any>;

const now = sql`now()`;

/** A required reference to `target` (`table.column`); the row is deleted with its target. */
export const belongsTo = (target: string) => (c: ColumnDefinitionBuilder) =>
  c.notNull().references(target).onDelete('cascade');

/** The language a user's or recipient's mails are written in: English or Malay, English by default. */
export const mailLanguage = (c: ColumnDefinitionBuilder) =>
  c
    .notNull()
    .defaultTo('en')
    .check(sql`language in ('en', 'ms')`);

/** `id`: a random UUID primary key. */
export const uuidPrimaryKey = (t: Table) =>
  t.addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`));

/** `created_at`, `updated_at`: required, now by default. */
export const createdAndUpdatedAt = (t: Table) =>
  t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now));

/** `created_at` (required, now by default) and `created_by` (the author's name, required). */
export const createdAtAndBy = (t: Table) =>
  t
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('created_by', 'text', (c) => c.notNull());

/** `name_en`, `name_ms`: the name in English and in Malay, both required. */
export const bilingualName = (t: Table) =>
  t
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_ms', 'text', (c) => c.notNull());

/**
 * A single-use token, kept only as its hash: `token_hash` (required, unique), `created_at` and
 * `expires_at` (required).
 */
export const hashedToken = (t: Table) =>
  t
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull());

/** `station_id`, `parameter_code`, `ts`: which value, all required (no foreign keys). */
export const readingKey = (t: Table) =>
  t
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('ts', 'timestamptz', (c) => c.notNull());

/** `user_id` (optional), `username` and the instant column `when` (required): who acted, when. */
export const whoAndWhen = (when: string) => (t: Table) =>
  t
    .addColumn('user_id', 'uuid')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn(when, 'timestamptz', (c) => c.notNull());

/**
 * An uploaded file kept in the file storage, all required: `file_name`, `content_type`,
 * `size_bytes`, `storage_key`, `uploaded_by` and `uploaded_at`.
 */
export const uploadedFile = (t: Table) =>
  t
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull());

/**
 * A request reviewed by another officer: the request (`reason`, `requester_id`, `requester_name`,
 * `requested_at`), its `status` (pending, approved or rejected; pending at first), the review
 * (`reviewer_id`, `reviewer_name`, `reviewed_at`, `review_note`) and the `change_set` that carried
 * it out.
 */
export const reviewedRequest = (t: Table) =>
  t
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requester_id', 'uuid', (c) => c.notNull())
    .addColumn('requester_name', 'text', (c) => c.notNull())
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('reviewer_id', 'uuid')
    .addColumn('reviewer_name', 'text')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('review_note', 'text')
    .addColumn('change_set', 'uuid');

/** Creates the index `name` on `table` over `columns`, in that order. */
export async function createIndex(
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string[],
): Promise<void> {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Drops `tables`, one after the other (dependent tables first). */
export async function dropTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).execute();
}
