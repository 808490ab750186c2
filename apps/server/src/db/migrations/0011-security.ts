import { sql, type Kysely } from 'kysely';

/**
 * Reliability and security:
 * - `demo_station` names the stations the demo seeded; the simulator keys and feeds only these, so
 *   a station an admin creates and keys is never taken over. A data directory seeded before this
 *   migration gets the stations the simulator had keyed.
 * - `email_change`: a requested change of a user's email address, confirmed from the new address
 *   with a single-use token (kept hashed) before it takes effect.
 * - An email address belongs to one account (case-insensitive unique index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_station')
    .addColumn('station_id', 'text', (c) =>
      c.primaryKey().references('station.id').onDelete('cascade'),
    )
    .execute();
  await sql`insert into demo_station (station_id) select station_id from station_ingest_key where created_by = 'simulator'`.execute(
    db,
  );

  await db.schema
    .createTable('email_change')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('email_change_user_idx')
    .on('email_change')
    .column('user_id')
    .execute();

  await sql`create unique index app_user_email_key on app_user (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index app_user_email_key`.execute(db);
  await db.schema.dropTable('email_change').execute();
  await db.schema.dropTable('demo_station').execute();
}
