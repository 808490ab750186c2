import { sql, type Kysely } from 'kysely';

/**
 * Several server instances on one database (issue #14):
 * - `job_lease`: a timed lease per background job, so a periodic job (the alert sweep) runs on
 *   one instance at a time; another instance takes it over once the holder stops renewing it.
 * - `export_job.heartbeat_at`: the instance running an export renews it while it works, so an
 *   export counts as interrupted only when its heartbeat stops (its instance died), never
 *   because another instance started.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_lease')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('export_job').addColumn('heartbeat_at', 'timestamptz').execute();
  await sql`update export_job set heartbeat_at = coalesce(finished_at, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('export_job').dropColumn('heartbeat_at').execute();
  await db.schema.dropTable('job_lease').execute();
}
