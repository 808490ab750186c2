import { sql, type Kysely } from 'kysely';
import { createIndex, reviewedRequest } from './builders.js';

/**
 * The human half of QA/QC (QUALITY.md) on the tables of 0005:
 * - `approval` ranges can be reopened (who, when, why); a reopened range no longer counts.
 * - `delete_request`: request → review → logical delete of a station × parameter × period
 *   (values withdrawn with `AL`, raw kept, as one change set named here).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('approval')
    .addColumn('reopened_at', 'timestamptz')
    .addColumn('reopened_by', 'text')
    .addColumn('reopen_reason', 'text')
    .execute();

  await db.schema
    .createTable('delete_request')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('from_ts', 'timestamptz', (c) => c.notNull())
    .addColumn('to_ts', 'timestamptz', (c) => c.notNull())
    .$call(reviewedRequest)
    .addCheckConstraint('delete_request_range_check', sql`from_ts < to_ts`)
    .execute();
  await createIndex(db, 'delete_request_station_idx', 'delete_request', ['station_id', 'status']);
  await createIndex(db, 'reading_change_set_idx', 'reading_change', ['change_set']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('reading_change_set_idx').execute();
  await db.schema.dropTable('delete_request').execute();
  await db.schema
    .alterTable('approval')
    .dropColumn('reopened_at')
    .dropColumn('reopened_by')
    .dropColumn('reopen_reason')
    .execute();
}
