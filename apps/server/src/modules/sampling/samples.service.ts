import {
  actorOfMove,
  canSampling,
  CUSTODY_MOVES,
  formTime,
  isFutureVisit,
  isDirectMove,
  type SampleState,
  type SamplingFieldBody,
  type SamplingModule,
  type SamplingMoveBody,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { samplingSamplesQuery } from '@eqmp/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { loadIndexStandards } from '../calculators/index.js';
import { invalidateReadings } from './invalidate.js';
import { readEntered } from './results.js';
import { upsertResults } from './results.repository.js';
import { applyMoves } from './sample-store.js';
import { indexOfValues, sampleValues } from './sample-values.js';
import { listSamples, sampleDetail, sampleTakenAt, updateSamples } from './samples.repository.js';
import { requireSampling, sampleFor } from './sampling-guard.js';
import { stationUnits } from './stations.repository.js';

type ListQuery = z.output<typeof samplingSamplesQuery>;

/** The list row of a sample. */
export const sampleItem = (r: {
  id: number | string;
  code: string;
  module: SamplingModule;
  stationId: string;
  stationName: string;
  plannedOn: string;
  collectedAt: Date | null;
  team: string | null;
  state: SampleState;
  updatedAt: Date;
}) => ({
  ...r,
  id: Number(r.id),
});

type SamplesDeps = { db: Kysely<Database>; clock: Clock };

/** A sample with its steps, results, photos, index and the moves the caller may make. */
async function detail({ db, clock }: SamplesDeps, id: number, principal: Principal) {
  const sample = await sampleFor(db, id, principal, 'view');
  const [{ row, locationType, events, results, photos }, values] = await Promise.all([
    sampleDetail(db, id, sample.stationId),
    sampleValues(db, [sample]),
  ]);
  const standards = await loadIndexStandards(db, sample.collectedAt ?? clock.now());
  const allowedMoves = CUSTODY_MOVES[sample.state].filter((to) => {
    const actor = actorOfMove(sample.state, to);
    return (
      isDirectMove(sample.state, to) &&
      canSampling(actor === 'entry' ? 'enter' : 'review', sample.module, principal.ticked)
    );
  });
  return {
    ...sampleItem(row),
    scheduleId: sample.scheduleId === null ? null : Number(sample.scheduleId),
    weather: sample.weather as never,
    observations: sample.observations,
    notCollectedReason: sample.notCollectedReason,
    batchId: sample.batchId === null ? null : Number(sample.batchId),
    index: indexOfValues(sample.module, values.get(id)!, standards, locationType),
    allowedMoves,
    events: events.map((e) => ({
      id: Number(e.id),
      from: e.fromState,
      to: e.toState,
      username: e.username,
      at: e.at,
      note: e.note,
    })),
    results: results.map((r) => ({
      parameterCode: r.parameterCode,
      origin: r.origin,
      reported: r.reported,
      value: r.value,
      censored: r.censored,
      detectionLimit: r.detectionLimit,
      detectionLimitType: r.detectionLimitType as never,
      unit: r.unit,
      method: r.method,
      qualifiers: r.qualifiers,
      analysedOn: r.analysedOn,
      labSampleId: r.labSampleId,
      username: r.username,
      enteredAt: r.enteredAt,
    })),
    photos: photos.map((p) => ({
      id: Number(p.id),
      fileName: p.fileName,
      contentType: p.contentType,
      size: p.size,
      username: p.username,
      at: p.at,
    })),
  };
}

/** A sample shown, and the samples listed. */
function createSampleReads(deps: SamplesDeps) {
  const { db } = deps;
  return {
    detail: (id: number, principal: Principal) => detail(deps, id, principal),

    async list(q: ListQuery, principal: Principal) {
      requireSampling('view', q.module, principal);
      const { rows, total } = await listSamples(db, q);
      return { items: rows.map(sampleItem), total, page: q.page, pageSize: q.pageSize };
    },
  };
}

/** A sample's visit recorded by the field team, and its direct custody moves. */
function createSampleSteps(deps: SamplesDeps) {
  const { db, clock } = deps;
  return {
    /** The field team's record of a visit: time (spec §5 rules), weather, observations, in-situ readings. */
    async field(id: number, body: SamplingFieldBody, principal: Principal) {
      const sample = await sampleFor(db, id, principal, 'enter');
      if (sample.state !== 'planned') throw new AppError('SAMPLE_MOVE_INVALID');
      const time = formTime(body.date, body.time);
      if (!time.ok) throw new AppError(time.code);
      if (isFutureVisit(time.value.at, clock.now())) throw new AppError('SAMPLE_TIME_FUTURE');
      const taken = await sampleTakenAt(db, sample.stationId, time.value.at);
      if (taken) throw new AppError('SAMPLE_TIME_TAKEN');
      const readings = readEntered(
        id,
        body.readings ?? [],
        await stationUnits(db, sample.stationId),
        'field',
        null,
      );
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await updateSamples(trx, [id], {
          collectedAt: time.value.at,
          weather: body.weather,
          observations: body.observations || null,
          team: body.team || sample.team,
        });
        await applyMoves(
          trx,
          [
            { sampleId: id, to: 'collected', at: now },
            ...(body.dispatch ? [{ sampleId: id, to: 'in_transit' as const, at: now }] : []),
          ],
          principal,
        );
        await upsertResults(trx, readings, principal, now);
        await recordActivity(trx, {
          actor: principal,
          action: 'collect',
          entity: 'sample',
          entityId: sample.code,
          after: {
            collectedAt: time.value.at.toISOString(),
            weather: body.weather,
            readings: readings.length,
          },
          at: now,
        });
      });
      return detail(deps, id, principal);
    },

    /**
     * One direct custody move (tracking page): the lab's receipt, analysis and rejection by the
     * field and lab team; returning results to the lab and invalidating a sample by the QA/QC
     * officer, an invalidation also voiding the sample's values through the QA/QC engine.
     */
    async move(id: number, body: SamplingMoveBody, principal: Principal) {
      const sample = await sampleFor(db, id, principal, 'view');
      if (!isDirectMove(sample.state, body.to)) throw new AppError('SAMPLE_MOVE_INVALID');
      const actor = actorOfMove(sample.state, body.to);
      requireSampling(actor === 'entry' ? 'enter' : 'review', sample.module, principal);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await applyMoves(
          trx,
          [{ sampleId: id, to: body.to, at: now, note: body.note ?? null }],
          principal,
        );
        if (body.to === 'invalidated' && sample.collectedAt)
          await invalidateReadings(trx, {
            stationId: sample.stationId,
            ts: sample.collectedAt,
            nullReason: body.nullReason ?? 'AL',
            reason: body.note || `Sample ${sample.code} invalidated`,
            actor: principal,
            at: now,
          });
        await recordActivity(trx, {
          actor: principal,
          action: 'move',
          entity: 'sample',
          entityId: sample.code,
          before: { state: sample.state },
          after: { state: body.to, note: body.note ?? null },
          at: now,
        });
      });
      return detail(deps, id, principal);
    },
  };
}

/**
 * Sample tracking (side menu "sample tracking") and field entry: the list filtered by state,
 * station, programme and date; each sample's steps with who and when, results, photos and index;
 * the visit's record (spec §5 date and time rules); the direct custody moves.
 */
export function createSamplesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: SamplesDeps = { db, clock };
  return { ...createSampleReads(deps), ...createSampleSteps(deps) };
}

export type SamplesService = ReturnType<typeof createSamplesService>;
