import { sql, type Kysely } from 'kysely';
import { belongsTo, createIndex, dropTables, uploadedFile } from './builders.js';

/**
 * Documents and programme reporting:
 * - `doc_folder`, `document`, `document_version`: the document repository. Folders carry the role
 *   names that may read and write them; a document keeps every uploaded version (who, when) and the
 *   text of its current version for full-text search; folders and documents are soft-deleted.
 * - `eqmp_report`, `eqmp_report_version`, `eqmp_report_event`: the EQMP report of one module and
 *   period, its uploaded versions and every step of its review, so the flow can be replayed.
 * Files themselves live in the file storage under the version's `storage_key`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('doc_folder')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('doc_folder.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('read_roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('write_roles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('document')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('folder_id', 'integer', (c) =>
      c.notNull().references('doc_folder.id').onDelete('restrict'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('module', 'text')
    .addColumn('station_id', 'text')
    .addColumn('year', 'integer')
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('current_version', 'integer', (c) => c.notNull())
    .addColumn('content_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'text')
    .execute();
  await createIndex(db, 'document_folder_idx', 'document', ['folder_id', 'deleted_at']);
  await sql`create index document_search_idx on document using gin (to_tsvector('simple'::regconfig, title || ' ' || content_text))`.execute(
    db,
  );

  await createFileVersions(db, 'document_version', 'document_id', 'document.id');

  await db.schema
    .createTable('eqmp_report')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('period_type', 'text', (c) =>
      c.notNull().check(sql`period_type in ('monthly', 'quarterly', 'annual')`),
    )
    /** `YYYY-MM`, `YYYY-Qn` or `YYYY`. */
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('under_review', 'returned', 'submitted', 'delete_requested', 'deleted')`,
        ),
    )
    .addColumn('current_version', 'integer', (c) => c.notNull())
    /** The status to go back to when a delete request is refused. */
    .addColumn('status_before_delete', 'text')
    .addColumn('remarks', 'text')
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One live report per module and period; a deleted one leaves the period open again.
  await sql`create unique index eqmp_report_period_uq on eqmp_report (module, period_type, period) where status <> 'deleted'`.execute(
    db,
  );

  await createFileVersions(db, 'eqmp_report_version', 'report_id', 'eqmp_report.id');

  await db.schema
    .createTable('eqmp_report_event')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('report_id', 'integer', belongsTo('eqmp_report.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('remarks', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
}

/**
 * Creates `table`, the uploaded versions of a row of `parent` (`table.column`): the row's
 * `parentColumn`, the `version` number and the file, keyed by both.
 */
async function createFileVersions(
  db: Kysely<any>,
  table: string,
  parentColumn: string,
  parent: string,
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn(parentColumn, 'integer', belongsTo(parent))
    .addColumn('version', 'integer', (c) => c.notNull())
    .$call(uploadedFile)
    .addPrimaryKeyConstraint(`${table}_pk`, [parentColumn, 'version'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'eqmp_report_event',
    'eqmp_report_version',
    'eqmp_report',
    'document_version',
    'document',
    'doc_folder',
  ]);
}
