import { QC_FAIL_QUALIFIER } from '@eqmp/domain';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import type { ResultRow } from './results.js';
import type { Actor } from './sample-store.js';

const CHUNK = 500;

/** Stores results, replacing an earlier result of the same sample and parameter. Call inside a transaction. */
export async function upsertResults(
  trx: Kysely<Database>,
  rows: readonly ResultRow[],
  actor: Actor,
  at: Date,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx
      .insertInto('sampleResult')
      .values(
        rows.slice(i, i + CHUNK).map((r) => ({
          sampleId: r.sampleId,
          parameterCode: r.parameterCode,
          origin: r.origin,
          reported: r.reported.reported,
          value: r.reported.value,
          censored: r.reported.censored,
          detectionLimit: r.detectionLimit,
          detectionLimitType: r.detectionLimitType,
          unit: r.unit,
          method: r.method,
          qualifiers: [...r.qualifiers],
          analysedOn: r.analysedOn,
          labSampleId: r.labSampleId,
          batchId: r.batchId,
          userId: actor.userId,
          username: actor.username,
          enteredAt: at,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['sampleId', 'parameterCode']).doUpdateSet((eb) => ({
          origin: eb.ref('excluded.origin'),
          reported: eb.ref('excluded.reported'),
          value: eb.ref('excluded.value'),
          censored: eb.ref('excluded.censored'),
          detectionLimit: eb.ref('excluded.detectionLimit'),
          detectionLimitType: eb.ref('excluded.detectionLimitType'),
          unit: eb.ref('excluded.unit'),
          method: eb.ref('excluded.method'),
          qualifiers: eb.ref('excluded.qualifiers'),
          analysedOn: eb.ref('excluded.analysedOn'),
          labSampleId: eb.ref('excluded.labSampleId'),
          batchId: eb.ref('excluded.batchId'),
          userId: eb.ref('excluded.userId'),
          username: eb.ref('excluded.username'),
          enteredAt: eb.ref('excluded.enteredAt'),
        })),
      )
      .execute();
  }
}

/** Whether a sample has a result entered by the lab. */
export async function hasLabResult(db: Kysely<Database>, sampleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sampleResult')
    .select('id')
    .where('sampleId', '=', sampleId)
    .where('origin', '=', 'lab')
    .executeTakeFirst();
  return row !== undefined;
}

/** A sample's result of one parameter, if any. */
export const sampleResultOf = (db: Kysely<Database>, sampleId: number, parameterCode: string) =>
  db
    .selectFrom('sampleResult')
    .select(['value', 'detectionLimit'])
    .where('sampleId', '=', sampleId)
    .where('parameterCode', '=', parameterCode)
    .executeTakeFirst();

/** The results of samples, as entered. */
export const resultsOfSamples = (db: Kysely<Database>, sampleIds: readonly number[]) =>
  db
    .selectFrom('sampleResult')
    .select(['sampleId', 'parameterCode', 'value', 'censored', 'detectionLimit'])
    .where('sampleId', 'in', [...sampleIds])
    .execute();

/** The censored results of these samples, as reported (`<x` with its limit, `>x`). */
export async function censoredResults(db: Kysely<Database>, sampleIds: readonly number[]) {
  if (sampleIds.length === 0) return [];
  const { rows } = await sql<{
    sampleId: number;
    parameterCode: string;
    value: number;
    censored: '<' | '>';
    detectionLimit: number | null;
  }>`
    select sample_id::int as sample_id, parameter_code, value, censored, detection_limit
    from sample_result
    where sample_id in (${sql.join([...sampleIds])}) and censored is not null`.execute(db);
  return rows;
}

/** Adds the QC failure qualifier to a batch's results of a parameter (once). */
export async function qualifyQcFailure(
  trx: Kysely<Database>,
  batchId: number,
  parameterCode: string,
) {
  await sql`
    update sample_result set qualifiers = array_append(qualifiers, ${QC_FAIL_QUALIFIER})
    where batch_id = ${batchId} and parameter_code = ${parameterCode} and not (${QC_FAIL_QUALIFIER} = any(qualifiers))
  `.execute(trx);
}

/** The results of samples with what their reading needs: station, time, thresholds, QC failures. */
export async function resultsToRelease(trx: Kysely<Database>, sampleIds: readonly number[]) {
  const { rows } = await sql<{
    sampleId: number;
    stationId: string;
    ts: Date;
    parameterCode: string;
    value: number;
    censored: '<' | '>' | null;
    detectionLimit: number | null;
    qualifiers: string[];
    rangeMin: number;
    rangeMax: number;
    mdl: number;
    maxStep: number;
    qcFailed: boolean;
  }>`
    select s.id as sample_id, s.station_id, s.collected_at as ts, r.parameter_code, r.value, r.censored,
      r.detection_limit, r.qualifiers, p.range_min, p.range_max, p.mdl, p.max_step,
      exists (select 1 from lab_qc_sample q where q.batch_id = r.batch_id and q.parameter_code = r.parameter_code and q.verdict = 'fail') as qc_failed
    from sample s
    join sample_result r on r.sample_id = s.id
    join parameter p on p.code = r.parameter_code
    where s.id in (${sql.join([...sampleIds])}) and s.collected_at is not null
    order by s.station_id, r.parameter_code, s.collected_at`.execute(trx);
  return rows;
}

/** The current values of a station at some instants (every parameter). */
export const currentValuesAt = (
  db: Kysely<Database>,
  stationId: string,
  timestamps: readonly Date[],
) =>
  db
    .selectFrom('currentReading as c')
    .select(['c.parameterCode', 'c.ts', 'c.value', 'c.validity', 'c.nullReason', 'c.qualifiers'])
    .where('c.stationId', '=', stationId)
    .where('c.ts', 'in', [...timestamps])
    .execute();

/** The usable current manual values at each sample's station and time. */
export async function usableSampleValues(
  db: Kysely<Database>,
  samples: readonly { id: number; stationId: string; collectedAt: Date }[],
) {
  const { rows } = await sql<{ sampleId: number; parameterCode: string; value: number }>`
      select x.id as sample_id, c.parameter_code, c.value
      from (select unnest(${samples.map((s) => s.id)}::bigint[]) as id,
                   unnest(${samples.map((s) => s.stationId)}::text[]) as station_id,
                   unnest(${samples.map((s) => s.collectedAt.toISOString())}::timestamptz[]) as ts) x
      join current_reading c on c.station_id = x.station_id and c.ts = x.ts and c.source = 'manual'
      where c.usable`.execute(db);
  return rows;
}

/** New manual measurements (one statement). */
export async function insertReadings(
  trx: Kysely<Database>,
  rows: readonly Insertable<Database['reading']>[],
) {
  await trx
    .insertInto('reading')
    .values([...rows])
    .execute();
}
