import { sql, type Kysely } from 'kysely';
import { createdAtAndBy, createIndex, dropTables } from './builders.js';

/**
 * Standards and index definitions as versioned data (ARCHITECTURE §5, design/INDICES.md): API
 * breakpoint tables, limit rows of MAAQS, NWQS and the marine criteria, and the DOE-WQI and MMWQI
 * definitions. Each row keeps its version label, effective local day, source and confidence.
 * The first versions are the domain seeds, inserted idempotently at start-up (standards-seed.ts),
 * so this migration stays the same when a seed is added later.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const confidence = sql`confidence in ('CONFIRMED', 'SINGLE', 'CONFLICT', 'UNVERIFIED')`;

  await db.schema
    .createTable('api_breakpoint_version')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parameter', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('variant', 'text', (c) => c.check(sql`variant in ('A', 'B')`))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('confidence', 'text', (c) => c.notNull().check(confidence))
    .addColumn('averaging', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('segments', 'jsonb', (c) => c.notNull())
    .$call(createdAtAndBy)
    .addUniqueConstraint('api_breakpoint_version_label_key', ['parameter', 'version'])
    .execute();

  await db.schema
    .createTable('standard_limit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('scheme', 'text', (c) =>
      c.notNull().check(sql`scheme in ('MAAQS', 'NWQS', 'MARINE_CRITERIA')`),
    )
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('confidence', 'text', (c) => c.notNull().check(confidence))
    .addColumn('parameter', 'text', (c) => c.notNull())
    .addColumn('averaging', 'text')
    .addColumn('station_class', 'text')
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('min', 'double precision')
    .addColumn('max', 'double precision')
    .addColumn('provisional', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(createdAtAndBy)
    .execute();
  await createIndex(db, 'standard_limit_scheme_idx', 'standard_limit', ['scheme', 'parameter']);

  await db.schema
    .createTable('index_definition')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('DOE_WQI', 'MMWQI')`))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('location_type', 'text')
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('confidence', 'text', (c) => c.notNull().check(confidence))
    .addColumn('provisional', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .$call(createdAtAndBy)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ['index_definition', 'standard_limit', 'api_breakpoint_version']);
}
