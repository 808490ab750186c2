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
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { samplingSamplesQuery } from '@eqmp/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { loadIndexStandards } from '../calculators/index.js';
import { KL } from '../reports/index.js';
import { invalidateReadings } from './invalidate.js';
import { readEntered, stationUnits, upsertResults } from './results.js';
import { applyMoves } from './sample-store.js';
import { indexOfValues, sampleValues } from './sample-values.js';
import { requireSampling, sampleFor } from './sampling-guard.js';

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
  collectedAt: r.collectedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

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

/**
 * Sample tracking (side menu "sample tracking") and field entry: the list filtered by state,
 * station, programme and date; each sample's steps with who and when, results, photos and index;
 * the visit's record (spec §5 date and time rules); the direct custody moves.
 */
export function createSamplesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function detail(id: number, principal: Principal) {
    const sample = await sampleFor(db, id, principal, 'view');
    const row = await sampleRows(db).where('s.id', '=', id).executeTakeFirstOrThrow();
    const station = await db
      .selectFrom('station')
      .select('locationType')
      .where('id', '=', sample.stationId)
      .executeTakeFirstOrThrow();
    const [events, results, photos, values] = await Promise.all([
      db.selectFrom('sampleEvent').selectAll().where('sampleId', '=', id).orderBy('id').execute(),
      db
        .selectFrom('sampleResult')
        .selectAll()
        .where('sampleId', '=', id)
        .orderBy('parameterCode')
        .execute(),
      db.selectFrom('samplePhoto').selectAll().where('sampleId', '=', id).orderBy('id').execute(),
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
      index: indexOfValues(sample.module, values.get(id)!, standards, station.locationType),
      allowedMoves,
      events: events.map((e) => ({
        id: Number(e.id),
        from: e.fromState,
        to: e.toState,
        username: e.username,
        at: e.at.toISOString(),
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
        enteredAt: r.enteredAt.toISOString(),
      })),
      photos: photos.map((p) => ({
        id: Number(p.id),
        fileName: p.fileName,
        contentType: p.contentType,
        size: p.size,
        username: p.username,
        at: p.at.toISOString(),
      })),
    };
  }

  return {
    detail,

    async list(q: ListQuery, principal: Principal) {
      requireSampling('view', q.module, principal);
      const day = sql<string>`coalesce((s.collected_at at time zone ${KL})::date, s.planned_on)`;
      const base = sampleRows(db)
        .where('s.module', '=', q.module)
        .$if(!!q.state?.length, (b) => b.where('s.state', 'in', q.state!))
        .$if(!!q.stationId, (b) => b.where('s.stationId', '=', q.stationId!))
        .$if(!!q.from, (b) => b.where(day, '>=', q.from!))
        .$if(!!q.to, (b) => b.where(day, '<=', q.to!))
        .$if(!!q.search, (b) =>
          b.where('s.code', 'ilike', `%${q.search!.replace(/[%_\\]/g, '')}%`),
        );
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
      return { items: rows.map(sampleItem), total: total.n, page: q.page, pageSize: q.pageSize };
    },

    /** The field team's record of a visit: time (spec §5 rules), weather, observations, in-situ readings. */
    async field(id: number, body: SamplingFieldBody, principal: Principal) {
      const sample = await sampleFor(db, id, principal, 'enter');
      if (sample.state !== 'planned') throw new AppError('SAMPLE_MOVE_INVALID');
      const time = formTime(body.date, body.time);
      if (!time.ok) throw new AppError(time.code);
      if (isFutureVisit(time.value.at, clock.now())) throw new AppError('SAMPLE_TIME_FUTURE');
      const taken = await db
        .selectFrom('sample')
        .select('id')
        .where('stationId', '=', sample.stationId)
        .where('collectedAt', '=', time.value.at)
        .executeTakeFirst();
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
        await trx
          .updateTable('sample')
          .set({
            collectedAt: time.value.at,
            weather: body.weather,
            observations: body.observations || null,
            team: body.team || sample.team,
          })
          .where('id', '=', id)
          .execute();
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
      return detail(id, principal);
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
      return detail(id, principal);
    },
  };
}

export type SamplesService = ReturnType<typeof createSamplesService>;
