import { sql, type Kysely } from 'kysely';

/**
 * Approved manual samples whose alerts are still to be judged (`alert_pending_approval`): the
 * level-3 approval writes one row per approved sample in its own transaction (station, the
 * sample's time and its usable values), and the alert engine claims rows (`for update skip
 * locked`) and deletes them in the transaction that opens their exceedance and NPE alerts, so a
 * crash after the approval loses nothing and two instances never judge one sample twice.
 * `notify` is false for the demo's archive, judged without mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('alert_pending_approval')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sample_id', 'bigint')
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('sample_values', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('notify', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_pending_approval').execute();
}
