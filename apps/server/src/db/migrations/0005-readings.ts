import { sql, type Kysely } from 'kysely';
import { bilingualName, createIndex, dropTables, readingKey, whoAndWhen } from './builders.js';

const now = sql`now()`;

/**
 * Measurements and their quality (QUALITY.md), built this way from the start:
 * - `reading`: each value as received, never updated, with what the automatic checks said on
 *   arrival (flags, proposed validity and null reason). Keyed by station, parameter and time, so
 *   a resend never duplicates; no foreign keys, so it can be partitioned or distributed.
 * - `reading_state`: only where a value's current state differs from its arrival (a resend with
 *   another value, a reviewer's decision); each such change is an appended `reading_change`.
 * - `approval`: review (L2) and approval (L3) ranges; a value's level is derived from them.
 * - `reading_hourly`, `air_index_hourly`: rollups kept as data arrives.
 * - `station_status`: the last value of each station, for transmission monitoring.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createQualityCodes(db);
  await createReadings(db);
  await createApprovals(db);
  await createRollups(db);
  await createStationStatus(db);
  await createSmsMessages(db);
}

/** Creates the quality codes (null reasons and qualifiers). */
async function createQualityCodes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quality_code')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('null_reason', 'qualifier')`))
    .$call(bilingualName)
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

/** Creates the readings as received, their appended changes and their current states. */
async function createReadings(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reading')
    .$call(readingKey)
    .addColumn('value', 'double precision')
    .addColumn('logger_flag', 'text')
    .addColumn('source', 'text', (c) =>
      c.notNull().check(sql`source in ('logger', 'sms', 'manual', 'import')`),
    )
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('auto_flag', 'smallint', (c) => c.notNull().check(sql`auto_flag in (1, 2, 3, 4, 9)`))
    .addColumn('auto_checks', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('auto_validity', 'smallint', (c) =>
      c.notNull().check(sql`auto_validity in (-99, -1, 1, 2, 3)`),
    )
    .addColumn('auto_null_reason', 'text')
    .addPrimaryKeyConstraint('reading_pkey', ['station_id', 'parameter_code', 'ts'])
    .execute();
  await createIndex(db, 'reading_received_idx', 'reading', ['station_id', 'received_at']);

  await db.schema
    .createTable('reading_change')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('change_set', 'uuid', (c) => c.notNull())
    .$call(readingKey)
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(sql`kind in ('resend', 'correct', 'validity', 'code', 'delete', 'restore')`),
    )
    .addColumn('before', 'jsonb', (c) => c.notNull())
    .addColumn('after', 'jsonb', (c) => c.notNull())
    .addColumn('reason', 'text')
    .$call(whoAndWhen('at'))
    .execute();
  await createIndex(db, 'reading_change_key_idx', 'reading_change', [
    'station_id',
    'parameter_code',
    'ts',
  ]);

  await db.schema
    .createTable('reading_state')
    .$call(readingKey)
    .addColumn('value', 'double precision')
    .addColumn('validity', 'smallint', (c) =>
      c.notNull().check(sql`validity in (-99, -1, 1, 2, 3)`),
    )
    .addColumn('null_reason', 'text')
    .addColumn('qualifiers', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('change_id', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('reading_state_pkey', ['station_id', 'parameter_code', 'ts'])
    .execute();
}

/** Creates the review and approval ranges. */
async function createApprovals(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('approval')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('parameter_code', 'text')
    .addColumn('from_ts', 'timestamptz', (c) => c.notNull())
    .addColumn('to_ts', 'timestamptz', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level in (2, 3)`))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('approval_range_check', sql`from_ts < to_ts`)
    .execute();
  await createIndex(db, 'approval_station_idx', 'approval', ['station_id', 'from_ts']);
}

/** Creates the hourly reading and air index rollups. */
async function createRollups(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reading_hourly')
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('avg', 'double precision')
    .addColumn('min', 'double precision')
    .addColumn('max', 'double precision')
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('valid_count', 'integer', (c) => c.notNull())
    .addColumn('expected_count', 'integer', (c) => c.notNull())
    .addColumn('capture_pct', 'double precision', (c) => c.notNull())
    .addColumn('capture_excl_cal_pct', 'double precision')
    .addColumn('validity', 'smallint', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('reading_hourly_pkey', ['station_id', 'parameter_code', 'hour'])
    .execute();
  await createIndex(db, 'reading_hourly_param_hour_idx', 'reading_hourly', [
    'parameter_code',
    'hour',
  ]);

  await db.schema
    .createTable('air_index_hourly')
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('hour', 'timestamptz', (c) => c.notNull())
    .addColumn('api', 'double precision')
    .addColumn('display_api', 'integer')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('dominant', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('sub_indices', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint('air_index_hourly_pkey', ['station_id', 'hour'])
    .execute();
  await createIndex(db, 'air_index_hourly_hour_idx', 'air_index_hourly', ['hour']);
}

/** Creates the last value of each station. */
async function createStationStatus(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('station_status')
    .addColumn('station_id', 'text', (c) => c.primaryKey())
    .addColumn('last_ts', 'timestamptz', (c) => c.notNull())
    .addColumn('last_received_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

/** Creates the log of received SMS messages. */
async function createSmsMessages(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sms_message')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('parsed', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('station_id', 'text')
    .addColumn('readings', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('parsed_at', 'timestamptz')
    .execute();
  await createIndex(db, 'sms_message_received_idx', 'sms_message', ['received_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'sms_message',
    'station_status',
    'air_index_hourly',
    'reading_hourly',
    'approval',
    'reading_state',
    'reading_change',
    'reading',
    'quality_code',
  ]);
}
