import type { SampleState, SamplingModule } from '@eqmp/domain';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { localDate } from '../values/index.js';

/** Rows per statement when many samples are written at once. */
export const CHUNK = 1000;

/** A custody event of a sample. */
export interface SampleEventRow {
  readonly sampleId: number;
  readonly fromState: SampleState | null;
  readonly toState: SampleState;
  readonly userId: string | null;
  readonly username: string;
  readonly at: Date;
  readonly note: string | null;
}

/** The sample list's base query (station name joined). */
export const sampleRows = (db: Kysely<Database>) =>
  db
    .selectFrom('sample as s')
    .innerJoin('station as st', 'st.id', 's.stationId')
    .select([
      's.id',
      's.code',
      's.module',
      's.stationId',
      'st.name as stationName',
      's.plannedOn',
      's.collectedAt',
      's.team',
      's.state',
      's.updatedAt',
    ]);

/** The samples of a lab batch, by code. */
export const batchSamples = (db: Kysely<Database>, batchId: number) =>
  sampleRows(db).where('s.batchId', '=', batchId).orderBy('s.code').execute();

/** `count` fresh ids from the sample table's own sequence (so codes never repeat). */
export async function nextSampleIds(trx: Kysely<Database>, count: number): Promise<number[]> {
  const { rows } = await sql<{
    id: number;
  }>`select nextval('sample_id_seq')::int as id from generate_series(1, ${count})`.execute(trx);
  return rows.map((r) => Number(r.id));
}

/** Inserts samples (one statement). */
export async function insertSamples(
  trx: Kysely<Database>,
  rows: readonly Insertable<Database['sample']>[],
) {
  await trx
    .insertInto('sample')
    .values([...rows])
    .execute();
}

/** Inserts custody events (one statement). */
export async function insertSampleEvents(trx: Kysely<Database>, events: readonly SampleEventRow[]) {
  await trx
    .insertInto('sampleEvent')
    .values([...events])
    .execute();
}

/** The states of some samples, locked for the transaction. */
export function lockSampleStates(trx: Kysely<Database>, ids: readonly number[]) {
  return trx
    .selectFrom('sample')
    .select(['id', 'state'])
    .where('id', 'in', [...ids])
    .forUpdate()
    .execute();
}

/** Moves samples to one state (one statement). */
export async function setSampleState(
  trx: Kysely<Database>,
  ids: readonly number[],
  state: SampleState,
  at: Date,
) {
  await trx
    .updateTable('sample')
    .set({ state, updatedAt: at })
    .where('id', 'in', [...ids])
    .execute();
}

/** Adds people to the samples' submitters (they may neither review nor approve them). */
export async function addSubmitter(
  trx: Kysely<Database>,
  ids: readonly number[],
  actor: Pick<Principal, 'userId'>,
) {
  if (ids.length === 0 || !actor.userId) return;
  for (let i = 0; i < ids.length; i += CHUNK)
    await sql`
      update sample set submitter_ids = array_append(submitter_ids, ${actor.userId}::uuid)
      where id in (${sql.join(ids.slice(i, i + CHUNK))}) and not (${actor.userId}::uuid = any(submitter_ids))
    `.execute(trx);
}

/** One sample, every column. */
export const sampleById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('sample').selectAll().where('id', '=', id).executeTakeFirst();

/** The id of a module's sample with this code. */
export const sampleIdByCode = (db: Kysely<Database>, module: SamplingModule, code: string) =>
  db
    .selectFrom('sample')
    .select('id')
    .where('code', '=', code)
    .where('module', '=', module)
    .executeTakeFirst();

/** A sample of the station taken at that instant, if any. */
export const sampleTakenAt = (db: Kysely<Database>, stationId: string, at: Date) =>
  db
    .selectFrom('sample')
    .select('id')
    .where('stationId', '=', stationId)
    .where('collectedAt', '=', at)
    .executeTakeFirst();

/** Changes some columns of samples (the visit's record, the batch, the reason not collected). */
export async function updateSamples(
  trx: Kysely<Database>,
  ids: readonly number[],
  set: Pick<
    Updateable<Database['sample']>,
    'collectedAt' | 'weather' | 'observations' | 'team' | 'batchId' | 'notCollectedReason'
  >,
) {
  if (ids.length === 0) return;
  await trx
    .updateTable('sample')
    .set(set)
    .where('id', 'in', [...ids])
    .execute();
}

/** A page of a module's samples filtered by state, station, local day and code, and their count. */
export async function listSamples(
  db: Kysely<Database>,
  q: {
    module: SamplingModule;
    state?: readonly SampleState[] | undefined;
    stationId?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
) {
  const day = sql<string>`coalesce(${localDate('s.collected_at')}, s.planned_on)`;
  const base = sampleRows(db)
    .where('s.module', '=', q.module)
    .$if(!!q.state?.length, (b) => b.where('s.state', 'in', [...q.state!]))
    .$if(!!q.stationId, (b) => b.where('s.stationId', '=', q.stationId!))
    .$if(!!q.from, (b) => b.where(day, '>=', q.from!))
    .$if(!!q.to, (b) => b.where(day, '<=', q.to!))
    .$if(!!q.search, (b) => b.where('s.code', 'ilike', `%${q.search!.replace(/[%_\\]/g, '')}%`));
  const [rows, total] = await Promise.all([
    base
      .orderBy('s.plannedOn', 'desc')
      .orderBy('s.id', 'desc')
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize)
      .execute(),
    base
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: total.n };
}

/** A sample's list row, station type, events, results and photos. */
export async function sampleDetail(db: Kysely<Database>, id: number, stationId: string) {
  const row = await sampleRows(db).where('s.id', '=', id).executeTakeFirstOrThrow();
  const station = await db
    .selectFrom('station')
    .select('locationType')
    .where('id', '=', stationId)
    .executeTakeFirstOrThrow();
  const [events, results, photos] = await Promise.all([
    db.selectFrom('sampleEvent').selectAll().where('sampleId', '=', id).orderBy('id').execute(),
    db
      .selectFrom('sampleResult')
      .selectAll()
      .where('sampleId', '=', id)
      .orderBy('parameterCode')
      .execute(),
    db.selectFrom('samplePhoto').selectAll().where('sampleId', '=', id).orderBy('id').execute(),
  ]);
  return { row, locationType: station.locationType, events, results, photos };
}

/** Each station's latest taken sample of a module (rejected ones aside). */
export async function latestSamples(db: Kysely<Database>, module: SamplingModule) {
  const { rows } = await sql<{
    id: number;
    code: string;
    stationId: string;
    collectedAt: Date;
    state: Database['sample']['state'];
  }>`
    select distinct on (station_id) id, code, station_id, collected_at, state
    from sample
    where module = ${module} and collected_at is not null and state not in ('rejected')
    order by station_id, collected_at desc`.execute(db);
  return rows;
}

/** Per station of a module: its next planned visit from `today`, and the visits missed since `yearStart`. */
export function stationPlans(
  db: Kysely<Database>,
  module: SamplingModule,
  today: string,
  yearStart: string,
) {
  return db
    .selectFrom('sample')
    .select([
      'stationId',
      sql<
        string | null
      >`min(planned_on) filter (where state = 'planned' and planned_on >= ${today})::text`.as(
        'nextPlannedOn',
      ),
      sql<number>`(count(*) filter (where state = 'not_collected' and planned_on >= ${yearStart}))::int`.as(
        'missed',
      ),
    ])
    .where('module', '=', module)
    .groupBy('stationId')
    .execute();
}

/** The planned visits of a module's year (optionally one station), with their station's name. */
export function plannedInYear(
  db: Kysely<Database>,
  module: SamplingModule,
  year: number,
  stationId?: string,
) {
  return db
    .selectFrom('sample as s')
    .innerJoin('station as st', 'st.id', 's.stationId')
    .select(['s.stationId', 'st.name', 's.plannedOn', 's.state'])
    .where('s.module', '=', module)
    .where('s.plannedOn', '>=', `${year}-01-01`)
    .where('s.plannedOn', '<=', `${year}-12-31`)
    .$if(!!stationId, (b) => b.where('s.stationId', '=', stationId!))
    .execute();
}

/** How many photos a sample has. */
export async function photoCount(db: Kysely<Database>, sampleId: number): Promise<number> {
  const count = await db
    .selectFrom('samplePhoto')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sampleId', '=', sampleId)
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

/** Records a sample's photo; answers its row. */
export const insertPhoto = (trx: Kysely<Database>, row: Insertable<Database['samplePhoto']>) =>
  trx.insertInto('samplePhoto').values(row).returningAll().executeTakeFirstOrThrow();

/** One photo's record, every column. */
export const photoById = (db: Kysely<Database>, id: number) =>
  db.selectFrom('samplePhoto').selectAll().where('id', '=', id).executeTakeFirst();
