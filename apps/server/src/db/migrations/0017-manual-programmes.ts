import { sql, type Kysely } from 'kysely';
import { createIndex, dropTables, whoAndWhen } from './builders.js';

const STATES = sql.raw(
  [
    'planned',
    'collected',
    'in_transit',
    'received',
    'in_analysis',
    'lab_verified',
    'reviewed',
    'approved',
    'published',
    'not_collected',
    'rejected',
    'invalidated',
  ]
    .map((s) => `'${s}'`)
    .join(', '),
);

/**
 * The manual programmes (QUALITY.md "Manual samples", docs/manual-programmes.md):
 * - `sampling_schedule`: a plan of visits per station and programme (frequency, period, team).
 * - `sample`: one visit's sample with its label code and custody state; `sample_event` who moved
 *   it and when. Investigative rounds reuse it through `case_id` and `round_label`.
 * - `sample_result`: a field or lab result as reported (WQX-like: value as text, censoring,
 *   detection limit and its type, method, qualifiers, lab sample id, analysis day).
 * - `sample_photo`: field photos (files in storage, checked by their bytes).
 * - `lab_batch`, `lab_qc_sample`, `lab_qc_objective` (versioned): lab batches and their QC samples
 *   judged against per-parameter objectives.
 * - `lab_import`, `lab_import_mapping`: uploaded lab files kept until confirmed, and the column
 *   mappings users save.
 * A sample's results enter `reading` (source `manual`) when the lab verifies them; from there the
 * QA/QC engine (change sets, approval ranges) and every report treat them as any other value.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createSchedules(db);
  await createLabBatches(db);
  await createSamples(db);
  await createSampleResults(db);
  await createLabQc(db);
  await createLabImports(db);
}

/** Creates the sampling schedules. */
async function createSchedules(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sampling_schedule')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('station_id', 'text', (c) => c.notNull().references('station.id'))
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('team', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('note', 'text')
    .$call(whoAndWhen('created_at'))
    .addCheckConstraint('sampling_schedule_period_check', sql`starts_on <= ends_on`)
    .execute();
  await createIndex(db, 'sampling_schedule_station_idx', 'sampling_schedule', [
    'module',
    'station_id',
  ]);
}

/** Creates the lab batches. */
async function createLabBatches(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lab_batch')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('lab', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('received_on', 'date')
    .$call(whoAndWhen('created_at'))
    .execute();
}

/** Creates the samples and their custody events. */
async function createSamples(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sample')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('station_id', 'text', (c) => c.notNull().references('station.id'))
    .addColumn('schedule_id', 'bigint', (c) => c.references('sampling_schedule.id'))
    .addColumn('case_id', 'bigint')
    .addColumn('round_label', 'text')
    .addColumn('planned_on', 'date', (c) => c.notNull())
    .addColumn('team', 'text')
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in (${STATES})`))
    .addColumn('collected_at', 'timestamptz')
    .addColumn('weather', 'text')
    .addColumn('observations', 'text')
    .addColumn('not_collected_reason', 'text')
    .addColumn('batch_id', 'bigint', (c) => c.references('lab_batch.id'))
    // Who sent the results for validation (entered them, verified them at the lab): they may
    // neither review nor approve them.
    .addColumn('submitter_ids', sql`uuid[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A sample's results are readings keyed by station and time: one sample per station and time.
  await sql`create unique index sample_station_time_idx on sample (station_id, collected_at) where collected_at is not null`.execute(
    db,
  );
  await createIndex(db, 'sample_module_state_idx', 'sample', ['module', 'state', 'planned_on']);
  await createIndex(db, 'sample_station_planned_idx', 'sample', ['station_id', 'planned_on']);

  await db.schema
    .createTable('sample_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('sample_id', 'bigint', (c) => c.notNull().references('sample.id'))
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .$call(whoAndWhen('at'))
    .addColumn('note', 'text')
    .execute();
  await createIndex(db, 'sample_event_sample_idx', 'sample_event', ['sample_id', 'id']);
}

/** Creates the sample results and field photos. */
async function createSampleResults(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sample_result')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('sample_id', 'bigint', (c) => c.notNull().references('sample.id'))
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('origin', 'text', (c) => c.notNull().check(sql`origin in ('field', 'lab')`))
    .addColumn('reported', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('censored', 'text', (c) => c.check(sql`censored in ('<', '>')`))
    .addColumn('detection_limit', 'double precision')
    .addColumn('detection_limit_type', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('method', 'text')
    .addColumn('qualifiers', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('analysed_on', 'date')
    .addColumn('lab_sample_id', 'text')
    .addColumn('batch_id', 'bigint', (c) => c.references('lab_batch.id'))
    .$call(whoAndWhen('entered_at'))
    .addUniqueConstraint('sample_result_parameter_key', ['sample_id', 'parameter_code'])
    .execute();

  await db.schema
    .createTable('sample_photo')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('sample_id', 'bigint', (c) => c.notNull().references('sample.id'))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
}

/** Creates the lab QC objectives and QC samples. */
async function createLabQc(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lab_qc_objective')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('blank_max', 'double precision')
    .addColumn('rpd_max', 'double precision')
    .addColumn('recovery_min', 'double precision')
    .addColumn('recovery_max', 'double precision')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('lab_qc_objective_version_key', ['parameter_code', 'version'])
    .addUniqueConstraint('lab_qc_objective_day_key', ['parameter_code', 'effective_from'])
    .execute();

  await db.schema
    .createTable('lab_qc_sample')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('batch_id', 'bigint', (c) => c.notNull().references('lab_batch.id'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('field_blank', 'method_blank', 'duplicate', 'spike')`),
    )
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('sample_id', 'bigint', (c) => c.references('sample.id'))
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('spike_added', 'double precision')
    .addColumn('verdict', 'text', (c) =>
      c.notNull().check(sql`verdict in ('pass', 'fail', 'not_evaluated')`),
    )
    .addColumn('measure', 'double precision')
    .addColumn('limit_min', 'double precision')
    .addColumn('limit_max', 'double precision')
    .addColumn('objective_version', 'text')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
}

/** Creates the uploaded lab files and the saved column mappings. */
async function createLabImports(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lab_import')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('batch_id', 'bigint', (c) => c.notNull().references('lab_batch.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('headers', 'jsonb', (c) => c.notNull())
    .addColumn('rows', 'jsonb', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz')
    .addColumn('outcome', 'jsonb')
    .execute();

  await db.schema
    .createTable('lab_import_mapping')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mapping', 'jsonb', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('lab_import_mapping_name_key', ['module', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'lab_import_mapping',
    'lab_import',
    'lab_qc_sample',
    'lab_qc_objective',
    'sample_photo',
    'sample_result',
    'sample_event',
    'sample',
    'lab_batch',
    'sampling_schedule',
  ]);
}
