import {
  formDate,
  localDayKey,
  pathTo,
  RESULT_ENTRY_STATES,
  type SamplingBatchBody,
  type SamplingModule,
  type SamplingQcBody,
  type SamplingResultsBody,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { storeQc } from './lab-qc.store.js';
import { batches, batchById, batchQc, insertBatch } from './lab.repository.js';
import { releaseResults } from './release.js';
import { readEntered } from './results.js';
import { hasLabResult, upsertResults } from './results.repository.js';
import { applyMoves, type Actor } from './sample-store.js';
import { addSubmitter, batchSamples, sampleIdByCode, updateSamples } from './samples.repository.js';
import { requireSampling, sampleFor } from './sampling-guard.js';
import { sampleItem } from './samples.service.js';
import { stationUnits } from './stations.repository.js';

/** The moves that bring a sample the lab holds to "in analysis" (receipt first when in transit). */
export const toAnalysis = (sample: { id: number; state: Parameters<typeof pathTo>[0] }, at: Date) =>
  (pathTo(sample.state, 'in_analysis') ?? []).map((to) => ({ sampleId: sample.id, to, at }));

/**
 * Verifies samples at the lab (inside a transaction): their results enter the measurements and
 * they move to lab verified; the verifier becomes one of their submitters. `times` gives a
 * sample its own verification time (the demo's history), else `at`.
 */
export async function verifySamples(
  trx: Kysely<Database>,
  ids: readonly number[],
  actor: Actor,
  at: Date,
  times?: ReadonlyMap<number, Date>,
): Promise<void> {
  await releaseResults(trx, ids, actor, at, 'Lab qualifiers on release', times);
  await applyMoves(
    trx,
    ids.map((sampleId) => ({
      sampleId,
      to: 'lab_verified' as const,
      at: times?.get(sampleId) ?? at,
    })),
    actor,
  );
  await addSubmitter(trx, ids, actor);
}

type LabDeps = { db: Kysely<Database>; clock: Clock };

async function batchFor(db: Kysely<Database>, id: number, principal: Principal) {
  const row = orNotFound(await batchById(db, id));
  requireSampling('enter', row.module, principal);
  return row;
}

/** Lab results of one sample: entered by hand, then verified by the lab. */
function createLabResults({ db, clock }: LabDeps) {
  return {
    /** Results of one sample entered by hand; a sample in transit is received on the way. */
    async saveResults(id: number, body: SamplingResultsBody, principal: Principal) {
      const sample = await sampleFor(db, id, principal, 'enter');
      if (!RESULT_ENTRY_STATES.includes(sample.state)) throw new AppError('SAMPLE_MOVE_INVALID');
      const batch = body.batchId ? await batchFor(db, body.batchId, principal) : null;
      if (batch && batch.module !== sample.module) throw new AppError('NOT_FOUND');
      const rows = readEntered(
        id,
        body.results,
        await stationUnits(db, sample.stationId),
        'lab',
        batch ? Number(batch.id) : null,
      );
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await applyMoves(trx, toAnalysis(sample, now), principal);
        if (batch) await updateSamples(trx, [id], { batchId: batch.id });
        await upsertResults(trx, rows, principal, now);
        await addSubmitter(trx, [id], principal);
        await recordActivity(trx, {
          actor: principal,
          action: 'results',
          entity: 'sample',
          entityId: sample.code,
          after: { results: rows.map((r) => [r.parameterCode, r.reported.reported]) },
          at: now,
        });
      });
    },

    /** The lab's verification: the results enter the measurements (level 1) and wait for review. */
    async verify(id: number, principal: Principal) {
      const sample = await sampleFor(db, id, principal, 'enter');
      if (sample.state !== 'in_analysis') throw new AppError('SAMPLE_MOVE_INVALID');
      if (!(await hasLabResult(db, id))) throw new AppError('SAMPLE_RESULTS_MISSING');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await verifySamples(trx, [id], principal, now);
        await recordActivity(trx, {
          actor: principal,
          action: 'lab_verify',
          entity: 'sample',
          entityId: sample.code,
          at: now,
        });
      });
    },
  };
}

/** The lab batches listed, and one batch with its samples and QC samples. */
function createLabBatchReads({ db }: LabDeps) {
  return {
    async batches(module: SamplingModule, principal: Principal) {
      requireSampling('enter', module, principal);
      return batches(db, module);
    },

    async batch(id: number, principal: Principal) {
      const row = await batchFor(db, id, principal);
      const [out] = await batches(db, row.module, id);
      const [samples, qc] = await Promise.all([batchSamples(db, id), batchQc(db, id)]);
      return {
        ...out!,
        sampleList: samples.map(sampleItem),
        qc: qc.map((q) => ({
          id: Number(q.id),
          kind: q.kind,
          parameterCode: q.parameterCode,
          sampleCode: q.sampleCode,
          value: q.value,
          spikeAdded: q.spikeAdded,
          verdict: q.verdict,
          measure: q.measure,
          min: q.limitMin,
          max: q.limitMax,
          objectiveVersion: q.objectiveVersion,
          username: q.username,
          at: q.at,
        })),
      };
    },
  };
}

/** A lab batch created, and its QC samples added. */
function createLabBatchWrites({ db, clock }: LabDeps) {
  return {
    async createBatch(body: SamplingBatchBody, principal: Principal) {
      requireSampling('enter', body.module, principal);
      let receivedOn: string | null = null;
      if (body.receivedOn) {
        const day = formDate(body.receivedOn);
        if (!day.ok) throw new AppError(day.code);
        receivedOn = day.value;
      }
      const now = clock.now();
      const id = await db.transaction().execute(async (trx) => {
        const batchId = await insertBatch(trx, {
          module: body.module,
          lab: body.lab,
          reference: body.reference,
          receivedOn,
          userId: principal.userId,
          username: principal.username,
          createdAt: now,
        });
        await recordActivity(trx, {
          actor: principal,
          action: 'create',
          entity: 'lab_batch',
          entityId: batchId,
          after: { ...body, receivedOn },
          at: now,
        });
        return batchId;
      });
      return (await batches(db, body.module, id))[0]!;
    },

    /** A QC sample of a batch (blank, duplicate, spike), judged against the objective in force. */
    async addQc(batchId: number, body: SamplingQcBody, principal: Principal) {
      const batch = await batchFor(db, batchId, principal);
      let sampleId: number | null = null;
      if (body.sampleCode) {
        const sample = orNotFound(
          await sampleIdByCode(db, batch.module, body.sampleCode.toUpperCase()),
        );
        sampleId = Number(sample.id);
      }
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const failed = await storeQc(
          trx,
          [
            {
              batchId,
              kind: body.kind,
              parameterCode: body.parameterCode.toUpperCase(),
              sampleId,
              value: body.value,
              spikeAdded: body.spikeAdded ?? null,
            },
          ],
          localDayKey(now),
          principal,
          now,
        );
        await recordActivity(trx, {
          actor: principal,
          action: 'lab_qc',
          entity: 'lab_batch',
          entityId: batchId,
          after: { ...body, failed: failed > 0 },
          at: now,
        });
      });
    },
  };
}

/** Lab results per sample, lab batches and their QC samples. */
export function createLabService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: LabDeps = { db, clock };
  return {
    ...createLabResults(deps),
    ...createLabBatchReads(deps),
    ...createLabBatchWrites(deps),
  };
}

export type LabService = ReturnType<typeof createLabService>;
