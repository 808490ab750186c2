import { sql, type Kysely } from 'kysely';
import { belongsTo, createdAtAndBy, createIndex, dropTables } from './builders.js';

/**
 * Mobile air and the tar-ball classes (issue 16):
 * - `mobile_deployment`: a mobile unit (an MCAQM station) at a place (name and coordinates) for a
 *   period (no end while it is still there) for a reason. The unit's readings of the period are
 *   its `reading` rows (they reach the database through the ingestion path), so a deployment
 *   holds no values of its own; its periods never overlap (checked by the service under a lock
 *   on the station row).
 * - `mobile_import`: a readings file read and checked but not stored until its user confirms it:
 *   the good rows as they will be stored, each bad row's reason, and what the confirmation did.
 * - `tarball_class_version`: the tar-ball class bounds as versioned data, like the standards of
 *   0003 (the first version is seeded at start-up).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mobile_deployment')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('station_id', 'text', (c) => c.notNull().references('station.id'))
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) =>
      c.notNull().check(sql`longitude between -180 and 180`),
    )
    .addColumn('latitude', 'double precision', (c) =>
      c.notNull().check(sql`latitude between -90 and 90`),
    )
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ends_at', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'timestamptz')
    .addCheckConstraint(
      'mobile_deployment_period_check',
      sql`ends_at is null or ends_at > starts_at`,
    )
    .execute();
  await createIndex(db, 'mobile_deployment_station_idx', 'mobile_deployment', [
    'station_id',
    'starts_at',
  ]);

  await db.schema
    .createTable('mobile_import')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('deployment_id', 'integer', belongsTo('mobile_deployment.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'confirmed', 'cancelled')`),
    )
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('good_rows', 'jsonb', (c) => c.notNull())
    .addColumn('problems', 'jsonb', (c) => c.notNull())
    .addColumn('rows_total', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('accepted', 'integer')
    .addColumn('duplicates', 'integer')
    .addColumn('changed', 'integer')
    .execute();
  await createIndex(db, 'mobile_import_deployment_idx', 'mobile_import', [
    'deployment_id',
    'created_at',
  ]);

  await db.schema
    .createTable('tarball_class_version')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('confidence', 'text', (c) =>
      c.notNull().check(sql`confidence in ('CONFIRMED', 'SINGLE', 'CONFLICT', 'UNVERIFIED')`),
    )
    .addColumn('provisional', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('thresholds', 'jsonb', (c) => c.notNull())
    .$call(createdAtAndBy)
    .execute();
  // Two admins adding the same label at once: the second is refused.
  await sql`create unique index tarball_class_version_label_key on tarball_class_version (lower(version))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['tarball_class_version', 'mobile_import', 'mobile_deployment']);
}
