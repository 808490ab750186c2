import type {
  ApiBreakpointTable,
  AveragingPeriod,
  Confidence,
  ConcentrationUnit,
  LimitRow,
  LimitScheme,
  Pm25Variant,
  Pollutant,
  TarballClassVersion,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, IndexDefinitionTable } from '../../db/schema/index.js';

/** PM2.5 has two published breakpoint tables (design/INDICES.md §1): A is the default. */
const PM25_SETTING_KEY = 'standards.pm25Table';

export interface StoredBreakpointTable extends ApiBreakpointTable {
  readonly variant: Pm25Variant | null;
  readonly createdAt: Date;
  readonly createdBy: string;
}

export interface StoredLimitRow extends LimitRow {
  readonly createdAt: Date;
  readonly createdBy: string;
}

export interface StoredTarballVersion extends TarballClassVersion {
  readonly createdAt: Date;
  readonly createdBy: string;
}

export interface StoredIndexDefinition {
  readonly id: string;
  readonly kind: IndexDefinitionTable['kind'];
  readonly version: string;
  readonly locationType: string | null;
  readonly effectiveFrom: string;
  readonly source: string;
  readonly confidence: Confidence;
  readonly provisional: boolean;
  readonly data: object;
  readonly createdAt: Date;
  readonly createdBy: string;
}

/** `date` columns come back as `YYYY-MM-DD` text on both PGlite and pg, never as a Date. */
const effectiveFrom = sql<string>`effective_from::text`.as('effectiveFrom');

/** Every stored API breakpoint table, by pollutant, oldest version first. */
async function readBreakpointTables(db: Kysely<Database>): Promise<StoredBreakpointTable[]> {
  const rows = await db
    .selectFrom('apiBreakpointVersion')
    .select([
      'id',
      'parameter',
      'version',
      'variant',
      'source',
      'confidence',
      'averaging',
      'unit',
      'segments',
      'createdAt',
      'createdBy',
      effectiveFrom,
    ])
    .orderBy('parameter')
    .orderBy('effectiveFrom')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    parameter: r.parameter as Pollutant,
    variant: r.variant as Pm25Variant | null,
    confidence: r.confidence as Confidence,
    averaging: r.averaging as AveragingPeriod,
    unit: r.unit as ConcentrationUnit,
  }));
}

/** Every stored limit row, by scheme, oldest version first; null averaging or class are omitted. */
async function readLimitRows(db: Kysely<Database>): Promise<StoredLimitRow[]> {
  const rows = await db
    .selectFrom('standardLimit')
    .select([
      'id',
      'scheme',
      'version',
      'source',
      'confidence',
      'parameter',
      'averaging',
      'stationClass',
      'unit',
      'min',
      'max',
      'provisional',
      'createdAt',
      'createdBy',
      effectiveFrom,
    ])
    .orderBy('scheme')
    .orderBy('effectiveFrom')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map(({ averaging, stationClass, ...r }) => ({
    ...r,
    scheme: r.scheme as LimitScheme,
    confidence: r.confidence as Confidence,
    ...(averaging === null ? {} : { averaging: averaging as AveragingPeriod }),
    ...(stationClass === null ? {} : { stationClass }),
  }));
}

/** Every stored index definition, by kind, oldest version first. */
async function readIndexDefinitions(db: Kysely<Database>): Promise<StoredIndexDefinition[]> {
  const rows = await db
    .selectFrom('indexDefinition')
    .select([
      'id',
      'kind',
      'version',
      'locationType',
      'source',
      'confidence',
      'provisional',
      'data',
      'createdAt',
      'createdBy',
      effectiveFrom,
    ])
    .orderBy('kind')
    .orderBy('effectiveFrom')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, confidence: r.confidence as Confidence }));
}

/** Every stored version of the tar-ball classes, oldest first (the order `versionAt` expects). */
async function readTarballVersions(db: Kysely<Database>): Promise<StoredTarballVersion[]> {
  const rows = await db
    .selectFrom('tarballClassVersion')
    .select([
      'id',
      'version',
      effectiveFrom,
      'source',
      'confidence',
      'provisional',
      'thresholds',
      'createdAt',
      'createdBy',
    ])
    .orderBy('effectiveFrom')
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, confidence: r.confidence as Confidence }));
}

/** The instance's PM2.5 breakpoint table choice; A unless B has been set. */
async function readPm25Variant(db: Kysely<Database>): Promise<Pm25Variant> {
  const row = await db
    .selectFrom('instanceSetting')
    .select('value')
    .where('key', '=', PM25_SETTING_KEY)
    .executeTakeFirst();
  const variant = (row?.value as { variant?: unknown } | undefined)?.variant;
  return variant === 'B' ? 'B' : 'A';
}

/** SQL only: the standards tables and the PM2.5 choice. Rows come back oldest version first. */
export function createStandardsRepository(db: Kysely<Database>) {
  return {
    breakpointTables: () => readBreakpointTables(db),
    limitRows: () => readLimitRows(db),
    indexDefinitions: () => readIndexDefinitions(db),
    tarballVersions: () => readTarballVersions(db),
    pm25Variant: () => readPm25Variant(db),
  };
}

export type StandardsRepository = ReturnType<typeof createStandardsRepository>;

/**
 * Writes of the standards tables; call inside the transaction that also records the activity.
 * `at` is the rows' creation time (the database's own time when undefined); `seed` leaves a row
 * whose id already exists as it is (seeds are stored once, never edited in place).
 */
export const standardsWrites = {
  async insertBreakpointTables(
    trx: Kysely<Database>,
    rows: readonly Omit<StoredBreakpointTable, 'createdAt'>[],
    at: Date | undefined,
    seed = false,
  ): Promise<void> {
    await trx
      .insertInto('apiBreakpointVersion')
      .values(
        rows.map((row) => ({
          id: row.id,
          parameter: row.parameter,
          version: row.version,
          variant: row.variant,
          effectiveFrom: row.effectiveFrom,
          source: row.source,
          confidence: row.confidence,
          averaging: row.averaging,
          unit: row.unit,
          segments: JSON.stringify(row.segments),
          createdAt: at,
          createdBy: row.createdBy,
        })),
      )
      .$if(seed, (q) => q.onConflict((oc) => oc.column('id').doNothing()))
      .execute();
  },

  async insertLimitRows(
    trx: Kysely<Database>,
    rows: readonly Omit<StoredLimitRow, 'createdAt'>[],
    at: Date | undefined,
    seed = false,
  ): Promise<void> {
    if (rows.length === 0) return;
    await trx
      .insertInto('standardLimit')
      .values(
        rows.map((r) => ({
          id: r.id,
          scheme: r.scheme,
          version: r.version,
          effectiveFrom: r.effectiveFrom,
          source: r.source,
          confidence: r.confidence,
          parameter: r.parameter,
          averaging: r.averaging ?? null,
          stationClass: r.stationClass ?? null,
          unit: r.unit,
          min: r.min,
          max: r.max,
          provisional: r.provisional ?? false,
          createdAt: at,
          createdBy: r.createdBy,
        })),
      )
      .$if(seed, (q) => q.onConflict((oc) => oc.column('id').doNothing()))
      .execute();
  },

  async insertIndexDefinitions(
    trx: Kysely<Database>,
    rows: readonly Omit<StoredIndexDefinition, 'createdAt'>[],
    at: Date | undefined,
    seed = false,
  ): Promise<void> {
    await trx
      .insertInto('indexDefinition')
      .values(rows.map((row) => ({ ...row, data: JSON.stringify(row.data), createdAt: at })))
      .$if(seed, (q) => q.onConflict((oc) => oc.column('id').doNothing()))
      .execute();
  },

  async insertTarballVersion(
    trx: Kysely<Database>,
    row: Omit<StoredTarballVersion, 'createdAt'>,
    at: Date | undefined,
    seed = false,
  ): Promise<void> {
    await trx
      .insertInto('tarballClassVersion')
      .values({
        id: row.id,
        version: row.version,
        effectiveFrom: row.effectiveFrom,
        source: row.source,
        confidence: row.confidence,
        provisional: row.provisional,
        thresholds: JSON.stringify(row.thresholds),
        createdAt: at,
        createdBy: row.createdBy,
      })
      .$if(seed, (q) => q.onConflict((oc) => oc.column('id').doNothing()))
      .execute();
  },

  async setPm25Variant(trx: Kysely<Database>, variant: Pm25Variant, at: Date): Promise<void> {
    const value = JSON.stringify({ variant });
    await trx
      .insertInto('instanceSetting')
      .values({ key: PM25_SETTING_KEY, value, updatedAt: at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updatedAt: at }))
      .execute();
  },
};
