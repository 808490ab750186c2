import { checkLabQc, objectiveOn, type LabQcKind } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { insertQcSample, loadObjectives, releasedSamplesOfBatch } from './lab.repository.js';
import { releaseResults } from './release.js';
import { qualifyQcFailure, sampleResultOf } from './results.repository.js';
import type { Actor } from './sample-store.js';
import { parameterByCode } from './stations.repository.js';

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
    const result = q.sampleId ? await sampleResultOf(trx, q.sampleId, q.parameterCode) : undefined;
    const dl = result?.detectionLimit ?? (await parameterByCode(trx, q.parameterCode))?.mdl ?? null;
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
    await insertQcSample(trx, {
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
    });
    if (outcome.verdict !== 'fail') continue;
    failed += 1;
    await qualifyQcFailure(trx, q.batchId, q.parameterCode);
    await releaseResults(
      trx,
      await releasedSamplesOfBatch(trx, q.batchId),
      actor,
      at,
      `Lab QC failed: ${q.kind} ${q.parameterCode}`,
    );
  }
  return failed;
}
