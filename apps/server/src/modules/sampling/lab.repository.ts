import {
  LAB_QC_OBJECTIVE_SEEDS,
  type LabImportMapping,
  type LabQcObjective,
  type SamplingModule,
} from '@eqmp/domain';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { insertReturningId, updateById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';

/** A module's lab batches (or one), newest first, with their sample and failed QC counts. */
export async function batches(db: Kysely<Database>, module: SamplingModule, id?: number) {
  const rows = await db
    .selectFrom('labBatch as b')
    .select([
      'b.id',
      'b.module',
      'b.lab',
      'b.reference',
      'b.receivedOn',
      'b.username',
      'b.createdAt',
      sql<number>`(select count(*)::int from sample s where s.batch_id = b.id)`.as('samples'),
      sql<number>`(select count(*)::int from lab_qc_sample q where q.batch_id = b.id and q.verdict = 'fail')`.as(
        'qcFailed',
      ),
    ])
    .where('b.module', '=', module)
    .$if(id !== undefined, (q) => q.where('b.id', '=', id!))
    .orderBy('b.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** One lab batch, every column (optionally only of a module). */
export const batchById = (db: Kysely<Database>, id: number, module?: SamplingModule) =>
  db
    .selectFrom('labBatch')
    .selectAll()
    .where('id', '=', id)
    .$if(module !== undefined, (q) => q.where('module', '=', module!))
    .executeTakeFirst();

/** Records a lab batch; answers its id. */
export async function insertBatch(
  trx: Kysely<Database>,
  row: Insertable<Database['labBatch']>,
): Promise<number> {
  return Number(await insertReturningId(trx, 'labBatch', row));
}

/** A batch's QC samples with the code of the sample each duplicates or spikes, in entry order. */
export const batchQc = (db: Kysely<Database>, batchId: number) =>
  db
    .selectFrom('labQcSample as q')
    .leftJoin('sample as s', 's.id', 'q.sampleId')
    .select([
      'q.id',
      'q.kind',
      'q.parameterCode',
      's.code as sampleCode',
      'q.value',
      'q.spikeAdded',
      'q.verdict',
      'q.measure',
      'q.limitMin',
      'q.limitMax',
      'q.objectiveVersion',
      'q.username',
      'q.at',
    ])
    .where('q.batchId', '=', batchId)
    .orderBy('q.id')
    .execute();

/** Stores a judged QC sample. */
export async function insertQcSample(
  trx: Kysely<Database>,
  row: Insertable<Database['labQcSample']>,
) {
  await trx.insertInto('labQcSample').values(row).execute();
}

/** The ids of a batch's samples whose results are already in the measurements and not approved. */
export async function releasedSamplesOfBatch(trx: Kysely<Database>, batchId: number) {
  const rows = await trx
    .selectFrom('sample')
    .select('id')
    .where('batchId', '=', batchId)
    .where('state', 'in', ['lab_verified', 'reviewed'])
    .execute();
  return rows.map((r) => Number(r.id));
}

/** The lab QC objectives as versioned rows (every version), for the pure checks. */
export async function loadObjectives(db: Kysely<Database>): Promise<LabQcObjective[]> {
  const rows = await db.selectFrom('labQcObjective').selectAll().execute();
  return rows.map(objectiveOf);
}

/** The objective version a stored row holds. */
export const objectiveOf = (r: Selectable<Database['labQcObjective']>): LabQcObjective => ({
  parameterCode: r.parameterCode,
  version: r.version,
  effectiveFrom: r.effectiveFrom,
  blankMax: r.blankMax,
  rpdMax: r.rpdMax,
  recoveryMin: r.recoveryMin,
  recoveryMax: r.recoveryMax,
  source: r.source,
});

/** Every objective version with who added it, by parameter, the latest first. */
export const objectiveList = (db: Kysely<Database>) =>
  db
    .selectFrom('labQcObjective')
    .selectAll()
    .orderBy('parameterCode')
    .orderBy('effectiveFrom', 'desc')
    .execute();

/** Adds an objective version; answers its id, or nothing when that version exists already. */
export async function insertObjective(
  trx: Kysely<Database>,
  row: Insertable<Database['labQcObjective']>,
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('labQcObjective')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted ? Number(inserted.id) : undefined;
}

/** Seeds the first objective versions from the domain when none exist (every start; idempotent). */
export async function seedLabQcObjectives(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .insertInto('labQcObjective')
    .values(LAB_QC_OBJECTIVE_SEEDS.map((o) => ({ ...o, username: 'system', createdAt: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A kept lab file, every column. */
export const labImportById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('labImport').selectAll().where('id', '=', id).executeTakeFirst();

/** Keeps an uploaded lab file as read; answers its id. */
export async function insertLabImport(
  db: Kysely<Database>,
  row: Insertable<Database['labImport']>,
): Promise<number> {
  return Number(await insertReturningId(db, 'labImport', row));
}

/** Marks a kept file imported, with what came of it. */
export async function markImported(trx: Kysely<Database>, id: number, at: Date, outcome: object) {
  await updateById(trx, 'labImport', id, { importedAt: at, outcome: JSON.stringify(outcome) });
}

/** A module's saved column mappings, by name. */
export const importMappings = (db: Kysely<Database>, module: SamplingModule) =>
  db
    .selectFrom('labImportMapping')
    .selectAll()
    .where('module', '=', module)
    .orderBy('name')
    .execute();

/**
 * Saves a column mapping under its module and name, replacing one of the same name (and, with
 * `takeOver`, naming the saver as its author).
 */
export async function saveImportMapping(
  trx: Kysely<Database>,
  row: {
    module: SamplingModule;
    name: string;
    mapping: LabImportMapping;
    username: string;
    createdAt: Date;
  },
  takeOver: boolean,
) {
  const mapping = JSON.stringify(row.mapping);
  await trx
    .insertInto('labImportMapping')
    .values({ ...row, mapping })
    .onConflict((oc) =>
      oc
        .columns(['module', 'name'])
        .doUpdateSet(
          takeOver
            ? { mapping, username: row.username, createdAt: row.createdAt }
            : { mapping, createdAt: row.createdAt },
        ),
    )
    .execute();
}

/** A module's samples of these codes, with their state and their station's active parameters. */
export const samplesByCode = (db: Kysely<Database>, module: SamplingModule, codes: string[]) =>
  db
    .selectFrom('sample as s')
    .select([
      's.id',
      's.code',
      's.state',
      (eb) =>
        eb
          .selectFrom('stationParameter as sp')
          .select((e) => e.fn.agg<string[]>('array_agg', ['sp.parameterCode']).as('p'))
          .whereRef('sp.stationId', '=', 's.stationId')
          .where('sp.isActive', '=', true)
          .as('parameters'),
    ])
    .where('s.module', '=', module)
    .where('s.code', 'in', codes.length ? codes : [''])
    .execute();
