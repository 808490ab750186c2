import { formDate, MAX_PLANNED_VISITS, plannedDays, type SojPlanRoundsBody } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
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
 * Planning the programme's sampling rounds with the manual programmes' plan rule (`plannedDays`):
 * the stations' visit days over a period, one round per station and quarter. A quarter that has
 * a round already keeps it (and is answered as such); the plan is one transaction and one entry
 * of the activity log.
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
