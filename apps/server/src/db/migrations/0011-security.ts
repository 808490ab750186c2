import { sql, type Kysely } from 'kysely';
import { belongsTo, createIndex, hashedToken, uuidPrimaryKey } from './builders.js';

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
    .$call(uuidPrimaryKey)
    .addColumn('user_id', 'uuid', belongsTo('app_user.id'))
    .addColumn('new_email', 'text', (c) => c.notNull())
    .$call(hashedToken)
    .addColumn('confirmed_at', 'timestamptz')
    .execute();
  await createIndex(db, 'email_change_user_idx', 'email_change', ['user_id']);

  await sql`create unique index app_user_email_key on app_user (lower(email))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index app_user_email_key`.execute(db);
  await db.schema.dropTable('email_change').execute();
  await db.schema.dropTable('demo_station').execute();
}
