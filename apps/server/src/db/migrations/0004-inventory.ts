import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import {
  belongsTo,
  bilingualName,
  createdAndUpdatedAt,
  createIndex,
  dropTables,
} from './builders.js';

const now = sql`now()`;

/** A sensor's or logger's state: active at first. */
const equipmentStatus = (c: ColumnDefinitionBuilder) =>
  c
    .notNull()
    .defaultTo('active')
    .check(sql`status in ('active', 'maintenance', 'retired')`);

/**
 * Station inventory (spec §3 station information; issue "monitoring data backbone"): districts,
 * basins and rivers, the parameter catalogue, stations with what they measure, sensors, EDC
 * loggers/collectors, pictures, and the hashed per-station ingestion keys.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await createGeography(db);
  await createParameters(db);
  await createStations(db);
  await createEquipment(db);
  await createIngestKeys(db);
}

/** Creates the districts, basins (with the states they cross) and rivers. */
async function createGeography(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('district')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('state_id', 'integer', belongsTo('state.id'))
    .addColumn('code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(createdAndUpdatedAt)
    .addUniqueConstraint('district_state_name_key', ['state_id', 'name'])
    .execute();

  await db.schema
    .createTable('basin')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .$call(createdAndUpdatedAt)
    .execute();
  // A basin that crosses a state line belongs to each state.
  await db.schema
    .createTable('basin_state')
    .addColumn('basin_id', 'integer', belongsTo('basin.id'))
    .addColumn('state_id', 'integer', belongsTo('state.id'))
    .addPrimaryKeyConstraint('basin_state_pkey', ['basin_id', 'state_id'])
    .execute();
  await db.schema
    .createTable('river')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('basin_id', 'integer', belongsTo('basin.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .$call(createdAndUpdatedAt)
    .addUniqueConstraint('river_basin_name_key', ['basin_id', 'name'])
    .execute();
}

/** Creates the parameter catalogue. */
async function createParameters(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('parameter')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('medium', 'text', (c) =>
      c.notNull().check(sql`medium in ('air', 'river', 'marine')`),
    )
    .$call(bilingualName)
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('averaging', 'text', (c) => c.check(sql`averaging in ('1H', '8H', '24H')`))
    .addColumn('decimals', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('range_min', 'double precision', (c) => c.notNull())
    .addColumn('range_max', 'double precision', (c) => c.notNull())
    .addColumn('mdl', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('max_step', 'double precision', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(createdAndUpdatedAt)
    .addCheckConstraint('parameter_range_check', sql`range_min < range_max`)
    .execute();
}

/** Creates the stations with what they measure and their pictures. */
async function createStations(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('station')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('module', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`module in ('CAQM','MAQM','MCAQM','CRWQM','MRWQM','RWIS','CMWQM','MMWQM','MWIS','SOJ')`,
        ),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state_id', 'integer', (c) => c.references('state.id').onDelete('set null'))
    .addColumn('district_id', 'integer', (c) => c.references('district.id').onDelete('set null'))
    .addColumn('place', 'text')
    .addColumn('lot_info', 'text')
    .addColumn('address', 'text')
    .addColumn('longitude', 'double precision', (c) => c.check(sql`longitude between -180 and 180`))
    .addColumn('latitude', 'double precision', (c) => c.check(sql`latitude between -90 and 90`))
    .addColumn('category', 'text')
    .addColumn('location_type', 'text', (c) =>
      c.check(sql`location_type in ('COASTAL', 'ESTUARY', 'ISLAND')`),
    )
    .addColumn('target_class', 'text')
    .addColumn('basin_id', 'integer', (c) => c.references('basin.id').onDelete('set null'))
    .addColumn('river_id', 'integer', (c) => c.references('river.id').onDelete('set null'))
    .addColumn('picture_key', 'text')
    .addColumn('expected_interval_minutes', 'integer', (c) =>
      c.check(sql`expected_interval_minutes > 0`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .$call(createdAndUpdatedAt)
    .execute();
  await createIndex(db, 'station_module_idx', 'station', ['module', 'state_id']);

  await db.schema
    .createTable('station_parameter')
    .addColumn('station_id', 'text', belongsTo('station.id'))
    .addColumn('parameter_code', 'text', (c) => c.notNull().references('parameter.code'))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('station_parameter_pkey', ['station_id', 'parameter_code'])
    .execute();

  await db.schema
    .createTable('station_picture')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('station_id', 'text', belongsTo('station.id'))
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('caption', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
}

/** Creates the sensors and the EDC loggers/collectors. */
async function createEquipment(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sensor')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('station_id', 'text', belongsTo('station.id'))
    .addColumn('parameter_code', 'text', (c) => c.notNull().references('parameter.code'))
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('serial_no', 'text', (c) => c.notNull())
    .addColumn('installed_on', 'date')
    .addColumn('status', 'text', equipmentStatus)
    .$call(createdAndUpdatedAt)
    .execute();

  await db.schema
    .createTable('edc_inventory')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('station_id', 'text', (c) => c.references('station.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('logger', 'collector', 'modem')`),
    )
    .addColumn('make', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('serial_no', 'text', (c) => c.notNull())
    .addColumn('firmware', 'text')
    .addColumn('installed_on', 'date')
    .addColumn('status', 'text', equipmentStatus)
    .$call(createdAndUpdatedAt)
    .execute();
}

/** Creates the hashed per-station ingestion keys. */
async function createIngestKeys(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('station_ingest_key')
    .addColumn('station_id', 'text', (c) =>
      c.primaryKey().references('station.id').onDelete('cascade'),
    )
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, [
    'station_ingest_key',
    'edc_inventory',
    'sensor',
    'station_picture',
    'station_parameter',
    'station',
    'parameter',
    'river',
    'basin_state',
    'basin',
    'district',
  ]);
}
