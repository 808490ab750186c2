import {
  canSampling,
  formDate,
  MAX_PLANNED_VISITS,
  plannedDays,
  progressByMonth,
  type SamplingModule,
  type SamplingScheduleBody,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { applyMoves, insertPlanned, type Actor } from './sample-store.js';
import { plannedInYear, updateSamples } from './samples.repository.js';
import { requireSampling, sampleFor, stationOf } from './sampling-guard.js';
import { insertSchedule, schedules } from './schedules.repository.js';

function scheduleOut(r: {
  id: number | string;
  module: SamplingModule;
  stationId: string;
  stationName: string;
  frequency: SamplingScheduleBody['frequency'];
  team: string;
  startsOn: string;
  endsOn: string;
  note: string | null;
  username: string;
  createdAt: Date;
  visits: number;
}) {
  return { ...r, id: Number(r.id) };
}

/** Plans a station's visits from a schedule (inside a transaction); answers the new schedule's id. */
export async function createPlan(
  trx: Kysely<Database>,
  plan: {
    module: SamplingModule;
    stationId: string;
    frequency: SamplingScheduleBody['frequency'];
    team: string;
    startsOn: string;
    endsOn: string;
    note: string | null;
  },
  actor: Actor,
  at: Date,
): Promise<{ id: number; visits: number }> {
  const days = plannedDays(plan.frequency, plan.startsOn, plan.endsOn);
  if (days === null)
    throw new AppError('SAMPLING_PLAN_TOO_LONG', { values: { max: MAX_PLANNED_VISITS } });
  const id = await insertSchedule(trx, {
    ...plan,
    userId: actor.userId,
    username: actor.username,
    createdAt: at,
  });
  await insertPlanned(
    trx,
    days.map((plannedOn) => ({
      module: plan.module,
      stationId: plan.stationId,
      scheduleId: id,
      plannedOn,
      team: plan.team,
    })),
    actor,
    at,
  );
  return { id, visits: days.length };
}

/**
 * Sampling plans and progress (spec `schedule`, side menu "sampling schedule and progress"): a
 * plan per station and programme creates its planned visits (samples); progress counts them per
 * month and state; a missed visit leaves the plan as not collected (`AF`) with its reason.
 */
export function createSchedulesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function list(module: SamplingModule, stationId?: string) {
    const rows = await schedules(db, module, stationId);
    return rows.map(scheduleOut);
  }

  return {
    async list(q: { module: SamplingModule; stationId?: string | undefined }, p: Principal) {
      requireSampling('plan', q.module, p);
      return list(q.module, q.stationId);
    },

    async create(body: SamplingScheduleBody, principal: Principal) {
      requireSampling('plan', body.module, principal);
      await stationOf(db, body.module, body.stationId);
      const startsOn = formDate(body.startsOn);
      if (!startsOn.ok) throw new AppError(startsOn.code);
      const endsOn = formDate(body.endsOn);
      if (!endsOn.ok) throw new AppError(endsOn.code);
      if (endsOn.value < startsOn.value)
        throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.range' });
      const now = clock.now();
      const created = await db.transaction().execute(async (trx) => {
        const plan = {
          module: body.module,
          stationId: body.stationId,
          frequency: body.frequency,
          team: body.team,
          startsOn: startsOn.value,
          endsOn: endsOn.value,
          note: body.note || null,
        };
        const made = await createPlan(trx, plan, principal, now);
        await recordActivity(trx, {
          actor: principal,
          action: 'create',
          entity: 'sampling_schedule',
          entityId: made.id,
          after: { ...plan, visits: made.visits },
          at: now,
        });
        return made;
      });
      return (await list(body.module, body.stationId)).find((s) => s.id === created.id)!;
    },

    /** Progress against plan of a year: per month and state, and per station. */
    async progress(
      q: { module: SamplingModule; year: number; stationId?: string | undefined },
      principal: Principal,
    ) {
      if (!canSampling('plan', q.module, principal.ticked))
        requireSampling('view', q.module, principal);
      const rows = await plannedInYear(db, q.module, q.year, q.stationId);
      const byStation = new Map<string, { name: string; rows: typeof rows }>();
      for (const r of rows) {
        const entry = byStation.get(r.stationId) ?? { name: r.name, rows: [] };
        entry.rows.push(r);
        byStation.set(r.stationId, entry);
      }
      return {
        months: progressByMonth(rows),
        stations: [...byStation.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([stationId, { name, rows: own }]) => {
            const total = progressByMonth(own).reduce(
              (a, m) => ({
                planned: a.planned + m.planned,
                done: a.done + m.done,
                missed: a.missed + m.missed,
                approved: a.approved + m.approved,
              }),
              { planned: 0, done: 0, missed: 0, approved: 0 },
            );
            return { stationId, name, ...total };
          }),
      };
    },

    /** A planned visit that did not happen: not collected (`AF`), with the reason. */
    async missed(id: number, reason: string, principal: Principal) {
      const sample = await sampleFor(db, id, principal, 'plan', 'enter');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await applyMoves(
          trx,
          [{ sampleId: id, to: 'not_collected', at: now, note: reason }],
          principal,
        );
        await updateSamples(trx, [id], { notCollectedReason: reason });
        await recordActivity(trx, {
          actor: principal,
          action: 'not_collected',
          entity: 'sample',
          entityId: sample.code,
          after: { nullReason: 'AF', reason },
          at: now,
        });
      });
    },
  };
}

export type SchedulesService = ReturnType<typeof createSchedulesService>;
