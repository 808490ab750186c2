import { sql, type Kysely } from 'kysely';
import { belongsTo, createIndex, uuidPrimaryKey } from './builders.js';

/**
 * Reports and exports (issue #7):
 * - `export_job`: every export (spec §7 `&export=`), its progress and its file, so a long export
 *   runs in the background, its progress can be polled and a restart does not lose it. Download
 *   links are signed for the job's user and expire; the file itself is kept for an hour.
 * - `hotspot_import` and `hotspot`: fire hotspots imported from FIRMS/ASMC-style CSV files, each
 *   placed in a state by point-in-polygon; demo hotspots are marked `is_demo`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('export_job')
    .$call(uuidPrimaryKey)
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('csv', 'xlsx', 'pdf')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('running', 'ready', 'failed')`),
    )
    .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_rows', 'integer')
    .addColumn('storage_key', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('file_expires_at', 'timestamptz')
    .execute();
  await createIndex(db, 'export_job_user_idx', 'export_job', ['user_id', 'created_at']);

  await db.schema
    .createTable('hotspot_import')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
    .addColumn('rows_total', 'integer', (c) => c.notNull())
    .addColumn('rows_imported', 'integer', (c) => c.notNull())
    .addColumn('rows_duplicate', 'integer', (c) => c.notNull())
    .addColumn('rows_rejected', 'integer', (c) => c.notNull())
    .addColumn('problems', 'jsonb', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hotspot')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('import_id', 'integer', (c) => c.references('hotspot_import.id').onDelete('cascade'))
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('observed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confidence', 'text')
    .addColumn('frp', 'double precision')
    .addColumn('satellite', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instrument', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state_id', 'integer', (c) => c.references('state.id').onDelete('set null'))
    .addColumn('is_demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // The same detection in a second file (or a re-import) is not a second hotspot.
  await db.schema
    .createIndex('hotspot_detection_key')
    .on('hotspot')
    .columns(['latitude', 'longitude', 'observed_at', 'satellite', 'instrument'])
    .unique()
    .execute();
  await createIndex(db, 'hotspot_observed_idx', 'hotspot', ['observed_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hotspot').execute();
  await db.schema.dropTable('hotspot_import').execute();
  await db.schema.dropTable('export_job').execute();
}
