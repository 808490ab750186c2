import { sql, type Kysely } from 'kysely';

/**
 * Map viewers (issue #6): where mobile (MCAQM) stations were, one row per reported fix, so the
 * map shows each unit's current position and its recent track. Keyed by station and time, so a
 * resent fix never duplicates; no foreign key, like `reading`, so it can be partitioned.
 * The layer query reads the latest fix per station and the last 24 h backwards on this key.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('station_position')
    .addColumn('station_id', 'text', (c) => c.notNull())
    .addColumn('ts', 'timestamptz', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) =>
      c.notNull().check(sqlRange('longitude', 180)),
    )
    .addColumn('latitude', 'double precision', (c) => c.notNull().check(sqlRange('latitude', 90)))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('station_position_pkey', ['station_id', 'ts'])
    .execute();
}

/** `column between -limit and limit`. */
function sqlRange(column: 'longitude' | 'latitude', limit: number) {
  return sql`${sql.ref(column)} between ${sql.lit(-limit)} and ${sql.lit(limit)}`;
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('station_position').execute();
}
