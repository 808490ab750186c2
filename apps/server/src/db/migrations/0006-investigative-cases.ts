import { sql, type Kysely } from 'kysely';
import { belongsTo, createIndex } from './builders.js';

/**
 * Investigative studies (spec §3 "Investigative case": STATE, CASE_TITLE, CASE_START_DATE,
 * REPORT_ID, YEAR): a case groups the RWIS or MWIS stations sampled for one investigation. The
 * map's identify panel links a station to its case's monthly report (`year`, `caseID`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('investigative_case')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) => c.notNull().check(sql`module in ('RWIS', 'MWIS')`))
    .addColumn('state_id', 'integer', (c) => c.references('state.id').onDelete('set null'))
    .addColumn('case_title', 'text', (c) => c.notNull())
    .addColumn('case_start_date', 'date', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await createIndex(db, 'investigative_case_module_year_idx', 'investigative_case', [
    'module',
    'year',
  ]);
  await db.schema
    .createTable('investigative_case_station')
    .addColumn('case_id', 'text', belongsTo('investigative_case.id'))
    .addColumn('station_id', 'text', belongsTo('station.id'))
    .addPrimaryKeyConstraint('investigative_case_station_pk', ['case_id', 'station_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('investigative_case_station').execute();
  await db.schema.dropTable('investigative_case').execute();
}
