import { sql, type Kysely } from 'kysely';

/**
 * Changes made to Straits of Johor results by the delete-data flow, as change sets: each row is
 * one result of one round before and after (null where there is none), so a change set can be
 * reverted by another one. `exceedance_id` is the exceedance the change withdrew (or restored).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('soj_result_change')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('change_set', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('delete', 'restore')`))
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('round_id', 'integer', (c) =>
      c.notNull().references('soj_round.id').onDelete('cascade'),
    )
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('sampled_on', 'date', (c) => c.notNull())
    .addColumn('before_value', 'double precision')
    .addColumn('before_censored', 'boolean')
    .addColumn('after_value', 'double precision')
    .addColumn('after_censored', 'boolean')
    .addColumn('exceedance_id', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('soj_result_change_set_idx')
    .on('soj_result_change')
    .column('change_set')
    .execute();
  await db.schema
    .createIndex('soj_result_change_at_idx')
    .on('soj_result_change')
    .column('at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('soj_result_change').execute();
}
