import { sql, type Kysely } from 'kysely';
import { belongsTo, createIndex, whoAndWhen } from './builders.js';

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
    .addColumn('round_id', 'integer', belongsTo('soj_round.id'))
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('sampled_on', 'date', (c) => c.notNull())
    .addColumn('before_value', 'double precision')
    .addColumn('before_censored', 'boolean')
    .addColumn('after_value', 'double precision')
    .addColumn('after_censored', 'boolean')
    .addColumn('exceedance_id', 'integer')
    .addColumn('reason', 'text', (c) => c.notNull())
    .$call(whoAndWhen('at'))
    .execute();
  await createIndex(db, 'soj_result_change_set_idx', 'soj_result_change', ['change_set']);
  await createIndex(db, 'soj_result_change_at_idx', 'soj_result_change', ['at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('soj_result_change').execute();
}
