import { sql, type Kysely } from 'kysely';

/** Settings of this installation that must survive restarts and be shared by all instances. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instance_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('instance_setting').execute();
}
