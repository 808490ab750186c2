import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import {
  belongsTo,
  createIndex,
  dropTables,
  readingKey,
  reviewedRequest,
  uploadedFile,
} from './builders.js';

const recordKind = (c: ColumnDefinitionBuilder) =>
  c.notNull().check(sql`record_kind in ('maintenance', 'calibration')`);

/**
 * Maintenance and calibration records, and the marks their windows leave on the data
 * (QUALITY.md "calibration and maintenance windows"):
 * - `maintenance_record`, `calibration_record` (+ `calibration_point`): one station's window
 *   (Kuala Lumpur time on screen, instants here), type, people, remarks; a record is never
 *   removed, only marked deleted once a delete request is approved.
 * - `record_parameter`: the parameters a record marks, with the stabilisation buffer in force when
 *   it was saved and, for a failed calibration, the suspect range back to the last passing check.
 * - `record_attachment`: files kept in the file storage under `storage_key`.
 * - `record_mark`: per value, the state under the records (`base`), the state their layer set
 *   (`applied`) and the `reading_change` that set it. A value whose current change is another one
 *   was changed since by someone else; the records never override that.
 * - `record_delete_request`: request → review by another officer → record deleted and its marks
 *   re-derived, as one change set.
 * - `record_setting`: per-parameter buffer and calibration tolerance, versioned by `valid_from`.
 * Children name their record by kind and id (no foreign key across the two record tables).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createRecords(db);
  await createCalibrationPoints(db);
  await createRecordParts(db);
  await createRecordMarks(db);
  await createDeleteRequests(db);
  await createRecordSettings(db);
}

/** Creates the maintenance and calibration records, each indexed by station and start. */
async function createRecords(db: Kysely<any>): Promise<void> {
  for (const table of ['maintenance_record', 'calibration_record']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('station_id', 'text', (c) => c.notNull())
      .addColumn('from_ts', 'timestamptz', (c) => c.notNull())
      .addColumn('to_ts', 'timestamptz', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('people', sql`text[]`, (c) => c.notNull())
      .addColumn('remarks', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('active')
          .check(sql`status in ('active', 'delete_requested', 'deleted')`),
      )
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addCheckConstraint(`${table}_window_check`, sql`from_ts < to_ts`)
      .execute();
    await createIndex(db, `${table}_station_idx`, table, ['station_id', 'from_ts']);
  }
}

/** Creates the points checked by each calibration. */
async function createCalibrationPoints(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calibration_point')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('record_id', 'integer', belongsTo('calibration_record.id'))
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('zero', 'span', 'point')`))
    .addColumn('expected', 'double precision', (c) => c.notNull())
    .addColumn('measured', 'double precision', (c) => c.notNull())
    .addColumn('abs_tolerance', 'double precision', (c) => c.notNull())
    .addColumn('rel_tolerance_pct', 'double precision', (c) => c.notNull())
    .addColumn('passed', 'boolean', (c) => c.notNull())
    .execute();
  await createIndex(db, 'calibration_point_record_idx', 'calibration_point', ['record_id']);
}

/** Creates the parameters a record marks and its attachments. */
async function createRecordParts(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_parameter')
    .addColumn('record_kind', 'text', recordKind)
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('buffer_minutes', 'integer', (c) => c.notNull())
    .addColumn('suspect_from', 'timestamptz')
    .addColumn('suspect_to', 'timestamptz')
    .addPrimaryKeyConstraint('record_parameter_pkey', [
      'record_kind',
      'record_id',
      'parameter_code',
    ])
    .execute();

  await db.schema
    .createTable('record_attachment')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('record_kind', 'text', recordKind)
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .$call(uploadedFile)
    .addColumn('removed_at', 'timestamptz')
    .addColumn('removed_by', 'text')
    .execute();
  await createIndex(db, 'record_attachment_record_idx', 'record_attachment', [
    'record_kind',
    'record_id',
  ]);
}

/** Creates the per-value marks the records leave on the data. */
async function createRecordMarks(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_mark')
    .$call(readingKey)
    .addColumn('base', 'jsonb', (c) => c.notNull())
    .addColumn('applied', 'jsonb', (c) => c.notNull())
    .addColumn('change_id', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('record_mark_pkey', ['station_id', 'parameter_code', 'ts'])
    .execute();
}

/** Creates the delete requests, at most one open per record. */
async function createDeleteRequests(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_delete_request')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('record_kind', 'text', recordKind)
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('station_id', 'text', (c) => c.notNull())
    .$call(reviewedRequest)
    .execute();
  // At most one open request per record.
  await sql`create unique index record_delete_request_pending_uq on record_delete_request (record_kind, record_id) where status = 'pending'`.execute(
    db,
  );
}

/** Creates the versioned per-parameter buffers and calibration tolerances. */
async function createRecordSettings(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_setting')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('parameter_code', 'text')
    .addColumn('buffer_minutes', 'integer', (c) =>
      c.notNull().check(sql`buffer_minutes between 0 and 1440`),
    )
    .addColumn('abs_tolerance', 'double precision', (c) =>
      c.notNull().check(sql`abs_tolerance >= 0`),
    )
    .addColumn('rel_tolerance_pct', 'double precision', (c) =>
      c.notNull().check(sql`rel_tolerance_pct between 0 and 100`),
    )
    .addColumn('valid_from', 'timestamptz', (c) => c.notNull())
    .addColumn('set_by', 'text', (c) => c.notNull())
    .addColumn('set_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'record_setting',
    'record_delete_request',
    'record_mark',
    'record_attachment',
    'record_parameter',
    'calibration_point',
    'calibration_record',
    'maintenance_record',
  ]);
}
