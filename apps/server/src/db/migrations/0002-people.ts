import { sql, type Kysely } from 'kysely';
import {
  belongsTo,
  createdAndUpdatedAt,
  createIndex,
  dropTables,
  hashedToken,
  uuidPrimaryKey,
} from './builders.js';

const now = sql`now()`;

/**
 * Users, role templates and ticks, sign-in counters, sessions, password resets, captchas, and the
 * access and activity logs (ARCHITECTURE §5 "People"); regions and states for administration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createUsers(db);
  await createSignIn(db);
  await createLogs(db);
  await createGeography(db);
}

/** Creates the user accounts, role templates and their ticks, and the function grouping. */
async function createUsers(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .$call(uuidPrimaryKey)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('organisation', 'text')
    .addColumn('user_group', 'text', (c) =>
      c.notNull().check(sql`user_group in ('department', 'other')`),
    )
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(createdAndUpdatedAt)
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('password_changed_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await sql`create unique index app_user_username_key on app_user (lower(username))`.execute(db);
  await sql`create index app_user_email_idx on app_user (lower(email))`.execute(db);

  await db.schema
    .createTable('role_template')
    .$call(uuidPrimaryKey)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .$call(createdAndUpdatedAt)
    .execute();
  await db.schema
    .createTable('role_template_function')
    .addColumn('template_id', 'uuid', belongsTo('role_template.id'))
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_template_function_pkey', ['template_id', 'role_name'])
    .execute();
  await db.schema
    .createTable('user_role_template')
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .addColumn('template_id', 'uuid', belongsTo('role_template.id'))
    .addPrimaryKeyConstraint('user_role_template_pkey', ['user_id', 'template_id'])
    .execute();
  await db.schema
    .createTable('user_function')
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .addColumn('role_name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_function_pkey', ['user_id', 'role_name'])
    .execute();
  // The admin's regrouping and relabelling of the function hierarchy (never new role names).
  await db.schema
    .createTable('function_grouping')
    .addColumn('role_name', 'text', (c) => c.primaryKey())
    .addColumn('group_label', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

/** Creates the sign-in counters, sessions, password resets and captcha challenges. */
async function createSignIn(db: Kysely<any>): Promise<void> {
  // Failures are counted per submitted name, existing or not, so answers reveal nothing.
  await db.schema
    .createTable('login_counter')
    .addColumn('username_key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('user_session')
    .$call(uuidPrimaryKey)
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await createIndex(db, 'user_session_user_idx', 'user_session', ['user_id', 'last_seen_at']);
  await db.schema
    .createTable('password_reset')
    .$call(uuidPrimaryKey)
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .$call(hashedToken)
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('captcha_challenge')
    .$call(uuidPrimaryKey)
    .addColumn('answer_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

/** Creates the access and activity logs. */
async function createLogs(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('access_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('detail', 'text')
    .execute();
  await createIndex(db, 'access_log_at_idx', 'access_log', ['at']);
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text')
    .execute();
  await createIndex(db, 'activity_log_at_idx', 'activity_log', ['at']);
}

/** Creates the regions and states. */
async function createGeography(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('region')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(createdAndUpdatedAt)
    .execute();
  await db.schema
    .createTable('state')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('region_id', 'integer', (c) => c.references('region.id').onDelete('set null'))
    .$call(createdAndUpdatedAt)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'state',
    'region',
    'activity_log',
    'access_log',
    'captcha_challenge',
    'password_reset',
    'user_session',
    'login_counter',
    'function_grouping',
    'user_function',
    'user_role_template',
    'role_template_function',
    'role_template',
    'app_user',
  ]);
}
