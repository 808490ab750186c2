import { sql, type Kysely } from 'kysely';

/**
 * Open data's bulk downloads (docs/open-data.md "Bulk downloads"): one row per file built in the
 * background — a station's year, or a module's year (the network file) — with where its gzipped
 * CSV is kept in file storage, its size, rows and SHA-256 (its ETag), and `source`, a fingerprint
 * of the data it was built from, so a year is built again only when its data changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('open_data_file')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('station', 'network')`))
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('station_id', 'text')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('built_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('open_data_file').execute();
}
