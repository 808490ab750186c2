import {
  isOwnResults,
  OPEN_STATES,
  USABLE_VALIDITIES,
  VERIFICATION_LEVELS,
  type SampleState,
  type SamplingDecisionBody,
  type SamplingModule,
  type VerificationLevel,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { recordPendingApprovals } from '../alerts/index.js';
import { loadIndexStandards } from '../calculators/index.js';
import { approveRange, reviewRange } from '../qaqc/index.js';
import { dataLevel } from '../values/index.js';
import { applyMoves, type Actor } from './sample-store.js';
import { indexOfValues, sampleValues, type SampleKey } from './sample-values.js';
import { monthRange, requireSampling } from './sampling-guard.js';
import {
  failedQc,
  monthReadings,
  monthReviewers,
  monthSamples,
  submitterNames,
} from './validation.repository.js';

export type Decision = 'review' | 'approve' | 'publish';
type Stage = 'waiting' | 'review' | 'approval' | 'publish' | 'done';
type Range = ReturnType<typeof monthRange>;

/** The samples a decision moves, and where to. */
const STEP: Readonly<Record<Decision, readonly [SampleState, SampleState]>> = {
  review: ['lab_verified', 'reviewed'],
  approve: ['reviewed', 'approved'],
  publish: ['approved', 'published'],
};

/** The states of samples a decision's earlier step has not finished with. */
const BEHIND: Readonly<Record<Decision, readonly SampleState[]>> = {
  review: OPEN_STATES,
  approve: ['lab_verified'],
  publish: ['lab_verified', 'reviewed'],
};
/** Sample codes a refusal names before it stops listing. */
const LISTED = 10;

/**
 * The refusal of a decision with nothing at its stage: the samples still waiting for an earlier
 * step, by code (those not reviewed yet, when approving), or, when there are none, that there is
 * nothing to do.
 */
function refusalOfEmptyDecision(
  decision: Decision,
  samples: readonly { code: string; state: string }[],
) {
  const behind = samples.filter((s) => (BEHIND[decision] as readonly string[]).includes(s.state));
  if (behind.length === 0) return new AppError('SAMPLING_NOTHING_TO_DO');
  const codes = behind.map((s) => s.code);
  const listed = codes.slice(0, LISTED).join(', ');
  return new AppError('SAMPLING_NOTHING_TO_DO', {
    messageKey: `sampling:validation.notYet.${decision}`,
    values: { samples: codes.length > LISTED ? `${listed} (+${codes.length - LISTED})` : listed },
  });
}

/**
 * Takes a decision on stations' samples over a range (a month on the page; the demo seed passes
 * its whole past), inside the caller's transaction. Review and approval are the QA/QC engine's
 * range decisions on every parameter of the station (so the approver must not be a reviewer, and
 * an approved range is locked); on top of them, no sample may still be with the field team or the
 * lab, and no one reviews or approves results they entered or verified. An approval also records
 * each approved sample's values as "approved, alerts pending" in the same transaction, so its
 * exceedance and NPE alerts are opened once even if nothing runs after the commit (`notify: false`:
 * without mail, the demo's archive). Answers the moved samples.
 */
export async function decideRange(
  trx: Kysely<Database>,
  input: {
    module: SamplingModule;
    stationIds: readonly string[];
    range: Range;
    decision: Decision;
    note: string | null;
    notify?: boolean;
  },
  actor: Actor & { sessionId?: string; ticked?: readonly string[] },
  now: Date,
) {
  const { decision, range } = input;
  const [from, to] = STEP[decision];
  const samples = await monthSamples(trx, input.module, range, input.stationIds);
  const targets = samples.filter((s) => s.state === from);
  if (targets.length === 0) throw refusalOfEmptyDecision(decision, samples);
  const stations = [...new Set(targets.map((s) => s.stationId))];
  for (const stationId of stations) {
    const own = samples.filter((s) => s.stationId === stationId);
    if (decision !== 'publish') {
      const waiting: readonly SampleState[] =
        decision === 'review' ? OPEN_STATES : [...OPEN_STATES, 'lab_verified'];
      if (own.some((s) => waiting.includes(s.state))) throw new AppError('SAMPLING_MONTH_OPEN');
      if (
        actor.userId &&
        own.some((s) => s.state === from && isOwnResults(actor.userId, s.submitterIds))
      )
        throw new AppError('SAMPLING_OWN_RESULTS');
      const principal = {
        userId: actor.userId,
        username: actor.username,
        sessionId: actor.sessionId ?? '',
        ticked: actor.ticked ?? [],
      };
      const step = {
        stationId,
        parameterCode: null,
        from: range.from,
        to: range.to,
        note: input.note,
        principal,
        now,
      };
      if (decision === 'review') await reviewRange(trx, step);
      else await approveRange(trx, step);
    }
  }
  await applyMoves(
    trx,
    targets.map((s) => ({ sampleId: Number(s.id), to, at: now, note: input.note })),
    actor,
  );
  const moved = targets.map((s) => ({ ...s, id: Number(s.id) }));
  if (decision === 'approve') await recordApproved(trx, moved, now, input.notify ?? true);
  return moved;
}

/** The approved samples' usable values, pending their alerts (oldest first). */
async function recordApproved(
  trx: Kysely<Database>,
  samples: readonly SampleKey[],
  now: Date,
  notify: boolean,
) {
  const values = await sampleValues(trx, samples);
  const collected = samples.flatMap((s) =>
    s.collectedAt && values.has(s.id) ? [{ ...s, collectedAt: s.collectedAt }] : [],
  );
  await recordPendingApprovals(
    trx,
    collected
      .sort((a, b) => a.collectedAt.getTime() - b.collectedAt.getTime())
      .map((s) => ({
        sampleId: s.id,
        stationId: s.stationId,
        at: s.collectedAt,
        values: values.get(s.id)!,
      })),
    now,
    notify,
  );
}

/** The month's samples per station with their current values, stage and verification level. */
async function monthView(db: Kysely<Database>, q: { module: SamplingModule; month: string }) {
  const range = monthRange(q.month);
  const samples = await monthSamples(db, q.module, range);
  const stationIds = [...new Set(samples.map((s) => s.stationId))];
  const [readings, reviewers, submitters, values, standards, qcFailed] = await Promise.all([
    monthReadings(db, stationIds, range),
    monthReviewers(db, stationIds, range),
    submitterNames(
      db,
      samples.map((s) => Number(s.id)),
    ),
    sampleValues(
      db,
      samples.map((s) => ({ ...s, id: Number(s.id) })),
    ),
    loadIndexStandards(db, range.from),
    failedQc(db, [
      ...new Set(samples.flatMap((s) => (s.batchId === null ? [] : [Number(s.batchId)]))),
    ]),
  ]);
  const stations = [];
  let lowest = 3;
  for (const stationId of stationIds) {
    const own = samples.filter((s) => s.stationId === stationId);
    const states = new Set(own.map((s) => s.state));
    const stage: Stage = OPEN_STATES.some((s) => states.has(s))
      ? 'waiting'
      : states.has('lab_verified')
        ? 'review'
        : states.has('reviewed')
          ? 'approval'
          : states.has('approved')
            ? 'publish'
            : 'done';
    const level: VerificationLevel = own.some((s) => s.collectedAt)
      ? ((await dataLevel(db, [stationId], null, range.from, range.to)) ?? 'provisional')
      : 'provisional';
    lowest = Math.min(lowest, VERIFICATION_LEVELS.indexOf(level));
    stations.push({
      stationId,
      name: own[0]!.name,
      stage: stage,
      level,
      reviewers: reviewers.filter((r) => r.stationId === stationId).map((r) => r.username),
      submitters: [
        ...new Set(
          submitters
            .filter((x) => own.some((s) => Number(s.id) === Number(x.sampleId)))
            .map((x) => x.username),
        ),
      ],
      samples: own.map((s) => ({
        id: Number(s.id),
        code: s.code,
        collectedAt: s.collectedAt ?? null,
        plannedOn: s.plannedOn,
        state: s.state,
        index: indexOfValues(q.module, values.get(Number(s.id))!, standards, s.locationType),
        results: readings
          .filter((r) => r.stationId === stationId && r.ts.getTime() === s.collectedAt?.getTime())
          .map((r) => ({
            parameterCode: r.parameterCode,
            raw: r.raw,
            value: r.value,
            validity: r.validity,
            nullReason: r.nullReason,
            qualifiers: r.qualifiers,
            autoFlag: r.autoFlag,
            reported: null,
          })),
      })),
    });
  }
  return {
    module: q.module,
    month: q.month,
    level: stations.length ? VERIFICATION_LEVELS[lowest]! : ('provisional' as const),
    stations,
    summary: {
      samples: samples.length,
      results: readings.length,
      valid: readings.filter((r) => (USABLE_VALIDITIES as readonly number[]).includes(r.validity))
        .length,
      flagged: readings.filter((r) => r.autoFlag >= 3).length,
      changed: readings.filter((r) => r.changed).length,
      qcFailed,
    },
  };
}

/**
 * Data validation of the manual programmes (`datavalidation`: pending, history, report): the
 * month's samples per station with their current values and stage, and the month decisions.
 */
export function createValidationService({
  db,
  clock,
  afterApproval,
}: {
  db: Kysely<Database>;
  clock: Clock;
  /**
   * Runs after an approval commits: judges the approvals pending their alerts at once (the alert
   * sweep does otherwise, e.g. when the instance stopped in between).
   */
  afterApproval?: () => Promise<unknown>;
}) {
  return {
    async view(q: { module: SamplingModule; month: string }, principal: Principal) {
      requireSampling('validate', q.module, principal);
      return monthView(db, q);
    },

    async decide(decision: Decision, body: SamplingDecisionBody, principal: Principal) {
      requireSampling('review', body.module, principal);
      const now = clock.now();
      const range = monthRange(body.month);
      const moved = await db.transaction().execute(async (trx) => {
        const done = await decideRange(
          trx,
          {
            module: body.module,
            stationIds: body.stationIds,
            range,
            decision,
            note: body.note ?? null,
          },
          principal,
          now,
        );
        await recordActivity(trx, {
          actor: principal,
          action: `samples_${decision}`,
          entity: 'sample',
          entityId: `${body.module} ${body.month}`,
          after: { stations: [...new Set(done.map((s) => s.stationId))], samples: done.length },
          at: now,
        });
        return done;
      });
      if (decision === 'approve' && afterApproval) await afterApproval();
      return { stations: new Set(moved.map((s) => s.stationId)).size, samples: moved.length };
    },
  };
}

export type ValidationService = ReturnType<typeof createValidationService>;
