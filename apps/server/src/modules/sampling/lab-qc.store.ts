import {
  checkLabQc,
  LAB_QC_OBJECTIVE_SEEDS,
  objectiveOn,
  QC_FAIL_QUALIFIER,
  type LabQcKind,
  type LabQcObjective,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { releaseResults } from './release.js';
import type { Actor } from './sample-store.js';

/** The lab QC objectives as versioned rows (every version), for the pure checks. */
export async function loadObjectives(db: Kysely<Database>): Promise<LabQcObjective[]> {
  const rows = await db.selectFrom('labQcObjective').selectAll().execute();
  return rows.map((r) => ({
    parameterCode: r.parameterCode,
    version: r.version,
    effectiveFrom: r.effectiveFrom,
    blankMax: r.blankMax,
    rpdMax: r.rpdMax,
    recoveryMin: r.recoveryMin,
    recoveryMax: r.recoveryMax,
    source: r.source,
  }));
}

/** Seeds the first objective versions from the domain when none exist (every start; idempotent). */
export async function seedLabQcObjectives(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .insertInto('labQcObjective')
    .values(LAB_QC_OBJECTIVE_SEEDS.map((o) => ({ ...o, username: 'system', createdAt: at })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** A QC sample of a batch, ready to judge. */
export interface QcInput {
  readonly batchId: number;
  readonly kind: LabQcKind;
  readonly parameterCode: string;
  readonly sampleId: number | null;
  readonly value: number;
  readonly spikeAdded: number | null;
}

/**
 * Judges QC samples against the objective in force (on `day`) and stores them. A failure adds
 * `QX` to the batch's results of the parameter and, for samples already in the measurements and
 * not approved, to their values through the QA/QC engine. Call inside a transaction.
 */
export async function storeQc(
  trx: Kysely<Database>,
  inputs: readonly QcInput[],
  day: string,
  actor: Actor,
  at: Date,
): Promise<number> {
  if (inputs.length === 0) return 0;
  const objectives = await loadObjectives(trx);
  let failed = 0;
  for (const q of inputs) {
    const result = q.sampleId
      ? await trx
          .selectFrom('sampleResult')
          .select(['value', 'detectionLimit'])
          .where('sampleId', '=', q.sampleId)
          .where('parameterCode', '=', q.parameterCode)
          .executeTakeFirst()
      : undefined;
    const dl =
      result?.detectionLimit ??
      (
        await trx
          .selectFrom('parameter')
          .select('mdl')
          .where('code', '=', q.parameterCode)
          .executeTakeFirst()
      )?.mdl ??
      null;
    const objective = objectiveOn(objectives, q.parameterCode, day);
    const outcome = checkLabQc(
      {
        kind: q.kind,
        value: q.value,
        reference: result?.value ?? null,
        spikeAdded: q.spikeAdded,
        detectionLimit: dl,
      },
      objective,
    );
    await trx
      .insertInto('labQcSample')
      .values({
        batchId: q.batchId,
        kind: q.kind,
        parameterCode: q.parameterCode,
        sampleId: q.sampleId,
        value: q.value,
        spikeAdded: q.spikeAdded,
        verdict: outcome.verdict,
        measure: outcome.measure,
        limitMin: outcome.min,
        limitMax: outcome.max,
        objectiveVersion: objective?.version ?? null,
        username: actor.username,
        at,
      })
      .execute();
    if (outcome.verdict !== 'fail') continue;
    failed += 1;
    await sql`
      update sample_result set qualifiers = array_append(qualifiers, ${QC_FAIL_QUALIFIER})
      where batch_id = ${q.batchId} and parameter_code = ${q.parameterCode} and not (${QC_FAIL_QUALIFIER} = any(qualifiers))
    `.execute(trx);
    const released = await trx
      .selectFrom('sample')
      .select('id')
      .where('batchId', '=', q.batchId)
      .where('state', 'in', ['lab_verified', 'reviewed'])
      .execute();
    await releaseResults(
      trx,
      released.map((r) => Number(r.id)),
      actor,
      at,
      `Lab QC failed: ${q.kind} ${q.parameterCode}`,
    );
  }
  return failed;
}
