import { sql, type Kysely } from 'kysely';
import { belongsTo, createIndex, dropTables } from './builders.js';

/**
 * Alerts (spec §1, §2, §3): one row per episode of a condition, its history, the alert settings
 * a System Admin edits, notification recipients and the per-station evaluation mark.
 *
 * De-duplication lives in the database: `alert_ongoing_key` allows at most one ongoing episode
 * (condition not yet ended) per episode key, so two server instances that see the same condition
 * at once insert one row between them (`on conflict do nothing`), and a restart finds the episode
 * it left.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('episode_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('state_id', 'integer')
    .addColumn('parameter_code', 'text')
    .addColumn('averaging', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('open', 'acknowledged', 'closed', 'auto_closed')`),
    )
    .addColumn('value', 'double precision')
    .addColumn('peak_value', 'double precision')
    .addColumn('limit_value', 'double precision')
    .addColumn('unit', 'text')
    .addColumn('standard_version', 'text')
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('value_at', 'timestamptz', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('condition_ended_at', 'timestamptz')
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('acknowledged_by', 'text')
    .addColumn('assignee_id', 'uuid')
    .addColumn('assignee_name', 'text')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'text')
    .addColumn('close_reason', 'text')
    .addColumn('notified_at', 'timestamptz')
    .execute();
  await sql`create unique index alert_ongoing_key on alert (episode_key) where condition_ended_at is null`.execute(
    db,
  );
  await createIndex(db, 'alert_key_idx', 'alert', ['episode_key', 'id']);
  await createIndex(db, 'alert_station_idx', 'alert', ['station_id', 'condition_ended_at']);
  await createIndex(db, 'alert_module_opened_idx', 'alert', ['module', 'kind', 'opened_at']);
  await sql`create index alert_pending_idx on alert (module, kind) where status in ('open', 'acknowledged')`.execute(
    db,
  );

  await db.schema
    .createTable('alert_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('alert_id', 'bigint', belongsTo('alert.id'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await createIndex(db, 'alert_event_alert_idx', 'alert_event', ['alert_id', 'id']);

  await db.schema
    .createTable('alert_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('alert_recipient')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('setting_key', 'text', (c) => c.notNull())
    .addColumn('module', 'text')
    .addColumn('state_id', 'integer', (c) => c.references('state.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await createIndex(db, 'alert_recipient_key_idx', 'alert_recipient', ['setting_key']);

  await db.schema
    .createTable('alert_station_mark')
    .addColumn('station_id', 'text', (c) => c.primaryKey())
    .addColumn('evaluated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'alert_station_mark',
    'alert_recipient',
    'alert_setting',
    'alert_event',
    'alert',
  ]);
}
