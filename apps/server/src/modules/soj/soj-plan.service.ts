import {
  formDate,
  MAX_PLANNED_VISITS,
  plannedDays,
  type SojAddCriteriaVersionBody,
  type SojCriteriaKind,
  type SojPlanRoundsBody,
  type SojStationBody,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { quarterOf } from './soj-import.js';
import type { SojRepository } from './soj.repository.js';

type Actor = Pick<Principal, 'userId' | 'username'>;

/** A typed day (DD/MM/YYYY, spec §5) as an ISO day, or the date rule's refusal. */
function day(text: string): string {
  const parsed = formDate(text);
  if (!parsed.ok) throw new AppError(parsed.code);
  return parsed.value;
}

/**
 * The programme's plan: its stations' sides and groups, and its sampling rounds, planned by the
 * manual programmes' plan rule (`plannedDays`): the stations' visit days over a period, one round
 * per station and quarter. A quarter that has a round already keeps it (and is answered as
 * such); each change is one transaction and one entry of the activity log.
 */
export function createSojPlanService({
  db,
  clock,
  repo,
}: {
  db: Kysely<Database>;
  clock: Clock;
  repo: SojRepository;
}) {
  return {
    /** Adds a version of the standard or the benchmarks over the programme's parameters; logged. */
    async addCriteriaVersion(
      kind: SojCriteriaKind,
      body: SojAddCriteriaVersionBody,
      actor: Actor,
      ip: string | null,
    ) {
      const known = new Set((await repo.parameters()).map((p) => p.code));
      if (body.rows.some((r) => !known.has(r.parameterCode)))
        throw new AppError('REFERENCE_INVALID');
      await db.transaction().execute(async (trx) => {
        if (!(await repo.addCriteriaVersion(trx, kind, body, actor.username)))
          throw new AppError('NAME_TAKEN');
        await recordActivity(trx, {
          actor,
          action: 'create',
          entity: `soj_${kind}`,
          entityId: body.version,
          after: body,
          at: clock.now(),
          ip,
        });
      });
      return { version: body.version };
    },

    /** Records which side of the Straits a programme station is on, and its group; logged. */
    async setStation(id: string, body: SojStationBody, actor: Actor, ip: string | null) {
      const before = orNotFound((await repo.stations()).find((s) => s.id === id));
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await repo.setStation(trx, { stationId: id, ...body });
        await recordActivity(trx, {
          actor,
          action: 'update',
          entity: 'soj_station',
          entityId: id,
          before: { side: before.side, stationGroup: before.stationGroup },
          after: body,
          at: now,
          ip,
        });
      });
      return (await repo.stations()).find((s) => s.id === id)!;
    },

    async plan(body: SojPlanRoundsBody, actor: Actor, ip: string | null) {
      const [startsOn, endsOn] = [day(body.startsOn), day(body.endsOn)];
      if (endsOn < startsOn)
        throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.range' });
      const days = plannedDays(body.frequency, startsOn, endsOn);
      if (days === null)
        throw new AppError('SAMPLING_PLAN_TOO_LONG', { values: { max: MAX_PLANNED_VISITS } });
      const stationIds = [...new Set(body.stationIds)];
      const known = new Set((await repo.stations()).map((s) => s.id));
      if (stationIds.some((id) => !known.has(id))) throw new AppError('REFERENCE_INVALID');
      const wanted = stationIds.flatMap((stationId) =>
        days.map((plannedOn) => ({ stationId, quarter: quarterOf(plannedOn), plannedOn })),
      );
      const now = clock.now();
      const ids = await db.transaction().execute(async (trx) => {
        const made = await repo.planRounds(trx, wanted, now);
        await recordActivity(trx, {
          actor,
          action: 'soj_plan',
          entity: 'soj_round',
          entityId: made.join(',') || null,
          after: { ...body, rounds: made },
          at: now,
          ip,
        });
        return made;
      });
      const planned = await repo.rounds({ ids });
      const made = new Set(planned.map((r) => `${r.stationId}|${r.quarter}`));
      return {
        planned: planned.map(({ enteredById: _e, verifiedById: _v, stationGroup: _g, ...r }) => r),
        alreadyPlanned: wanted
          .filter((w) => !made.has(`${w.stationId}|${w.quarter}`))
          .map(({ stationId, quarter }) => ({ stationId, quarter })),
      };
    },
  };
}
