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
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { storeQc } from './lab-qc.store.js';
import { releaseResults } from './release.js';
import { readEntered, stationUnits, upsertResults } from './results.js';
import { addSubmitter, applyMoves, type Actor } from './sample-store.js';
import { requireSampling, sampleFor } from './sampling-guard.js';
import { sampleItem, sampleRows } from './samples.service.js';

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

async function batchOut(db: Kysely<Database>, module: SamplingModule, id?: number) {
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
  return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: r.createdAt.toISOString() }));
}

/** Lab results per sample, lab batches and their QC samples. */
export function createLabService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function batchFor(id: number, principal: Principal) {
    const row = await db.selectFrom('labBatch').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    requireSampling('enter', row.module, principal);
    return row;
  }

  return {
    /** Results of one sample entered by hand; a sample in transit is received on the way. */
    async saveResults(id: number, body: SamplingResultsBody, principal: Principal) {
      const sample = await sampleFor(db, id, principal, 'enter');
      if (!RESULT_ENTRY_STATES.includes(sample.state)) throw new AppError('SAMPLE_MOVE_INVALID');
      const batch = body.batchId ? await batchFor(body.batchId, principal) : null;
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
        if (batch)
          await trx.updateTable('sample').set({ batchId: batch.id }).where('id', '=', id).execute();
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
      const results = await db
        .selectFrom('sampleResult')
        .select('id')
        .where('sampleId', '=', id)
        .where('origin', '=', 'lab')
        .executeTakeFirst();
      if (!results) throw new AppError('SAMPLE_RESULTS_MISSING');
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

    async batches(module: SamplingModule, principal: Principal) {
      requireSampling('enter', module, principal);
      return batchOut(db, module);
    },

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
        const row = await trx
          .insertInto('labBatch')
          .values({
            module: body.module,
            lab: body.lab,
            reference: body.reference,
            receivedOn,
            userId: principal.userId,
            username: principal.username,
            createdAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordActivity(trx, {
          actor: principal,
          action: 'create',
          entity: 'lab_batch',
          entityId: Number(row.id),
          after: { ...body, receivedOn },
          at: now,
        });
        return Number(row.id);
      });
      return (await batchOut(db, body.module, id))[0]!;
    },

    async batch(id: number, principal: Principal) {
      const row = await batchFor(id, principal);
      const [out] = await batchOut(db, row.module, id);
      const [samples, qc] = await Promise.all([
        sampleRows(db).where('s.batchId', '=', id).orderBy('s.code').execute(),
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
          .where('q.batchId', '=', id)
          .orderBy('q.id')
          .execute(),
      ]);
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
          at: q.at.toISOString(),
        })),
      };
    },

    /** A QC sample of a batch (blank, duplicate, spike), judged against the objective in force. */
    async addQc(batchId: number, body: SamplingQcBody, principal: Principal) {
      const batch = await batchFor(batchId, principal);
      let sampleId: number | null = null;
      if (body.sampleCode) {
        const sample = await db
          .selectFrom('sample')
          .select('id')
          .where('code', '=', body.sampleCode.toUpperCase())
          .where('module', '=', batch.module)
          .executeTakeFirst();
        if (!sample) throw new AppError('NOT_FOUND');
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

export type LabService = ReturnType<typeof createLabService>;
