import { reopenDecision, type QaqcRangeBody } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { noteValuesChanged } from '../values/index.js';
import type { createQaqcRepository } from './qaqc.repository.js';
import { approveRange, rangeOut, reviewRange, type RangeDecision } from './range-decisions.js';

/** Review, approval and reopening of a station's ranges (levels 2 and 3). */
export function createQaqcRanges({
  db,
  clock,
  repo,
  levelStation,
}: {
  db: Kysely<Database>;
  clock: Clock;
  repo: ReturnType<typeof createQaqcRepository>;
  /** The station of a level decision, once the caller's role and the module allow it. */
  levelStation: (stationId: string, principal: Principal) => Promise<{ id: string }>;
}) {
  return {
    /** Marks a range reviewed (level 2); refused where any part is approved. */
    async review(body: QaqcRangeBody, principal: Principal) {
      const station = await levelStation(body.stationId, principal);
      const decision = rangeDecision(station.id, body, principal, clock.now());
      return db.transaction().execute((trx) => reviewRange(trx, decision));
    },

    /** Approves a range (level 3): reviewed throughout, by someone who did not review it; locks it. */
    async approve(body: QaqcRangeBody, principal: Principal) {
      const station = await levelStation(body.stationId, principal);
      const decision = rangeDecision(station.id, body, principal, clock.now());
      return db.transaction().execute((trx) => approveRange(trx, decision));
    },

    /** Reopens an approved range with a reason; its values are editable again and fall back to their review level. */
    async reopen(id: number, reason: string, principal: Principal) {
      const row = orNotFound(await repo.approval(id));
      await levelStation(row.stationId, principal);
      if (
        reopenDecision(
          { level: row.level, reopenedAt: row.reopenedAt?.getTime() ?? null },
          reason,
        ) !== 'ok'
      )
        throw new AppError('QAQC_REOPEN_INVALID');
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const updated = await repo.reopenApproval(trx, id, {
          reopenedAt: now,
          reopenedBy: principal.username,
          reopenReason: reason,
        });
        if (!updated) throw new AppError('QAQC_REOPEN_INVALID');
        // Reopened values are provisional again on the public pages once this commits.
        await noteValuesChanged(trx, [row.stationId]);
        await recordActivity(trx, {
          actor: principal,
          action: 'reopen',
          entity: 'approval',
          entityId: id,
          before: rangeOut(row),
          after: rangeOut(updated),
          at: now,
        });
        return rangeOut(updated);
      });
    },
  };
}

function rangeDecision(
  stationId: string,
  body: QaqcRangeBody,
  principal: Principal,
  now: Date,
): RangeDecision {
  return {
    stationId,
    parameterCode: body.parameterCode ?? null,
    from: new Date(body.from),
    to: new Date(body.to),
    note: body.note ?? null,
    principal,
    now,
  };
}
