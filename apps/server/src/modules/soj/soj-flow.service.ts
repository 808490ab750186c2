import { decideSojTransition, type SojAction, type SojResult } from '@eqmp/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import type { JudgedAlerts } from '../alerts/index.js';
import { criterionOn, judge, sojConditions } from './soj-criteria.js';
import { parseResultsFile, quarterOf, type ImportProblem } from './soj-import.js';
import { createSojRoundsRepository } from './soj-rounds.repository.js';
import type { SojRepository } from './soj.repository.js';

type Actor = Pick<Principal, 'userId' | 'username'>;

/** What the sign-off steps need: the database, the clock, the reads and the alert engine. */
type FlowDeps = {
  db: Kysely<Database>;
  clock: Clock;
  repo: SojRepository;
  /** The alert engine's episodes for results judged here (absent: no alerts, e.g. the demo seed). */
  alerts?: JudgedAlerts | undefined;
};

type RoundWrites = ReturnType<typeof createSojRoundsRepository>;

async function load(repo: SojRepository, id: number) {
  return orNotFound(await repo.round(id));
}

/** The round a review decides on; returning it needs remarks. */
async function loadForDecision(
  repo: SojRepository,
  id: number,
  decision: string,
  remarks: string | undefined,
) {
  const round = await load(repo, id);
  if (decision === 'return' && !remarks)
    throw new AppError('BAD_REQUEST', { messageKey: 'soj:errors.remarksRequired' });
  return round;
}

/** One checked transition: the round's status, its history and the activity log, in the caller's transaction. */
async function move(
  trx: Transaction<Database>,
  clock: Clock,
  roundWrites: RoundWrites,
  round: Awaited<ReturnType<typeof load>>,
  action: SojAction,
  actor: Actor,
  change: { remarks?: string | null; sampledOn?: string; data?: object; ip?: string | null },
) {
  const decision = decideSojTransition(
    { status: round.status, enteredBy: round.enteredById, verifiedBy: round.verifiedById },
    action,
    actor.userId,
  );
  if (!decision.ok) throw new AppError(decision.code);
  const now = clock.now();
  const people =
    action === 'enter'
      ? {
          enteredBy: actor.userId,
          enteredByName: actor.username,
          verifiedBy: null,
          verifiedByName: null,
          approvedBy: null,
          approvedByName: null,
        }
      : action === 'verify'
        ? { verifiedBy: actor.userId, verifiedByName: actor.username }
        : action === 'approve'
          ? { approvedBy: actor.userId, approvedByName: actor.username }
          : {};
  // Optimistic check: the round must still be in the status the decision was made on.
  const moved = await roundWrites.moveRound(trx, round.id, round.status, {
    status: decision.to,
    updatedAt: now,
    remarks: change.remarks ?? null,
    ...people,
    ...(change.sampledOn ? { sampledOn: change.sampledOn } : {}),
  });
  if (!moved) throw new AppError('SOJ_TRANSITION_INVALID');
  await roundWrites.addEvent(trx, {
    roundId: round.id,
    action,
    fromStatus: round.status,
    toStatus: decision.to,
    userId: actor.userId,
    username: actor.username,
    at: now,
    remarks: change.remarks ?? null,
    data: JSON.stringify(change.data ?? {}),
  });
  await recordActivity(trx, {
    actor,
    action: `soj_${action}`,
    entity: 'soj_round',
    entityId: round.id,
    before: { status: round.status },
    after: { status: decision.to, ...(change.data ?? {}) },
    at: now,
    ip: change.ip ?? null,
  });
  return decision.to;
}

async function checkParameters(repo: SojRepository, results: readonly SojResult[]) {
  const known = new Set((await repo.parameters()).map((p) => p.code));
  const unknown = results.find((r) => !known.has(r.parameterCode));
  if (unknown || new Set(results.map((r) => r.parameterCode)).size !== results.length)
    throw new AppError('REFERENCE_INVALID');
}

/** A round with its results and history, as the sign-off pages show it. */
async function detail(repo: SojRepository, id: number) {
  const round = await load(repo, id);
  const [results, history] = await Promise.all([repo.results(id), repo.history(id)]);
  const { enteredById: _e, verifiedById: _v, stationGroup: _g, ...summary } = round;
  return {
    ...summary,
    results,
    history,
  };
}

/** Entry of a round's results: by form, or by file for many rounds at once. */
function createSojEntry({ db, clock, repo }: FlowDeps, roundWrites: RoundWrites) {
  return {
    /** Form entry: replaces the round's results and submits them for verification. */
    async enter(
      id: number,
      body: { sampledOn: string; results: SojResult[] },
      actor: Actor,
      ip: string | null,
    ) {
      const round = await load(repo, id);
      await checkParameters(repo, body.results);
      if (quarterOf(body.sampledOn) !== round.quarter)
        throw new AppError('BAD_REQUEST', {
          messageKey: 'soj:errors.outsideQuarter',
          values: { quarter: round.quarter },
        });
      await db.transaction().execute(async (trx) => {
        await move(trx, clock, roundWrites, round, 'enter', actor, {
          sampledOn: body.sampledOn,
          data: { results: body.results },
          ip,
        });
        await roundWrites.writeResults(trx, round.id, body.results, true);
      });
      return detail(repo, id);
    },

    /** File entry: good lines go to their station's round of that quarter; bad lines come back by row. */
    async importFile(csv: string, actor: Actor, ip: string | null) {
      const known = new Set((await repo.parameters()).map((p) => p.code));
      const { lines, problems } = parseResultsFile(csv, known);
      const byRound = new Map<string, typeof lines>();
      for (const line of lines) {
        const key = `${line.stationId}|${quarterOf(line.sampledOn)}`;
        const group = byRound.get(key);
        if (group) group.push(line);
        else byRound.set(key, [line]);
      }
      // Every round the file names, in one statement (a file of unknown stations once cost a
      // lookup per line and held the server for minutes).
      const pairs = [...byRound.keys()].map((key) => {
        const [stationId = '', quarter = ''] = key.split('|');
        return { stationId, quarter };
      });
      const found = new Map(
        (await repo.roundsByStationQuarters(pairs)).map((r) => [`${r.stationId}|${r.quarter}`, r]),
      );
      const errors: ImportProblem[] = [...problems];
      const rounds: number[] = [];
      let rows = 0;
      for (const [key, group] of byRound) {
        const round = found.get(key);
        const refuse = (reason: string) => {
          for (const l of group) errors.push({ row: l.row, key: reason });
        };
        if (!round) {
          refuse('soj:import.noRound');
          continue;
        }
        if (new Set(group.map((l) => l.sampledOn)).size > 1) {
          refuse('soj:import.twoDates');
          continue;
        }
        const decision = decideSojTransition(
          { status: round.status, enteredBy: round.enteredById, verifiedBy: round.verifiedById },
          'enter',
          actor.userId,
        );
        if (!decision.ok) {
          refuse('soj:import.roundClosed');
          continue;
        }
        const results = group.map((l) => ({
          parameterCode: l.parameterCode,
          value: l.value,
          censored: l.censored,
        }));
        await db.transaction().execute(async (trx) => {
          await move(trx, clock, roundWrites, round, 'enter', actor, {
            sampledOn: group[0]!.sampledOn,
            data: { results, source: 'file' },
            ip,
          });
          await roundWrites.writeResults(trx, round.id, results, false);
        });
        rounds.push(round.id);
        rows += group.length;
      }
      return { rounds, rows, errors: errors.sort((a, b) => a.row - b.row) };
    },
  };
}

/** Verification, approval (with its exceedances and alerts) and reopening of a round. */
function createSojReview({ db, clock, repo, alerts }: FlowDeps, roundWrites: RoundWrites) {
  return {
    async verify(
      id: number,
      decision: 'verify' | 'return',
      remarks: string | undefined,
      actor: Actor,
      ip: string | null,
    ) {
      const round = await loadForDecision(repo, id, decision, remarks);
      await db.transaction().execute((trx) =>
        move(
          trx,
          clock,
          roundWrites,
          round,
          decision === 'verify' ? 'verify' : 'returnEntered',
          actor,
          {
            remarks: remarks ?? null,
            ip,
          },
        ),
      );
      return detail(repo, id);
    },

    /**
     * Approval locks the results and raises an exceedance for each result beyond the standard in
     * force: in the SOJ record, and as an alert episode of the one alert engine (a result within
     * the standard ends the episode an earlier round opened), told to the recipients after the commit.
     */
    async approve(
      id: number,
      decision: 'approve' | 'return',
      remarks: string | undefined,
      actor: Actor,
      ip: string | null,
    ) {
      const round = await loadForDecision(repo, id, decision, remarks);
      const standard = await repo.criteria('standard');
      const results = await repo.results(id);
      const context = await repo.alertContext(round.stationId);
      const opened = await db.transaction().execute(async (trx) => {
        await move(
          trx,
          clock,
          roundWrites,
          round,
          decision === 'approve' ? 'approve' : 'returnVerified',
          actor,
          {
            remarks: remarks ?? null,
            ip,
          },
        );
        if (decision !== 'approve' || !round.sampledOn) return [];
        const sampledOn = round.sampledOn;
        const station = { id: round.stationId, module: 'SOJ' as const, stateId: context.stateId };
        const conditions = sojConditions(
          standard,
          { id: round.id, sampledOn, stationGroup: round.stationGroup },
          results,
          context.units,
        );
        const alerted = alerts ? await alerts.open(trx, station, conditions, clock.now()) : [];
        const broken = results.filter(
          (r) => judge(standard, sampledOn, r.parameterCode, round.stationGroup, r.value) === true,
        );
        if (broken.length === 0) return alerted;
        const now = clock.now();
        await roundWrites.raiseExceedances(
          trx,
          broken.map((r) => {
            const c = criterionOn(standard, sampledOn, r.parameterCode, round.stationGroup)!;
            return {
              roundId: round.id,
              stationId: round.stationId,
              parameterCode: r.parameterCode,
              sampledOn,
              value: r.value,
              min: c.min,
              max: c.max,
              standardVersion: c.version,
              raisedAt: now,
              withdrawnAt: null,
            };
          }),
        );
        return alerted;
      });
      await alerts?.notify(db, opened);
      return detail(repo, id);
    },

    /** Reopening an approved round needs a reason; its exceedances are withdrawn until it is approved again. */
    async reopen(id: number, reason: string, actor: Actor, ip: string | null) {
      const round = await load(repo, id);
      await db.transaction().execute(async (trx) => {
        await move(trx, clock, roundWrites, round, 'reopen', actor, { remarks: reason, ip });
        await roundWrites.withdrawExceedances(trx, round.id, clock.now());
        await alerts?.withdraw(
          trx,
          round.stationId,
          { key: 'roundId', value: round.id },
          clock.now(),
          reason,
        );
      });
      return detail(repo, id);
    },
  };
}

/**
 * The sampling round's sign-off: entry (form or file), verification by a second person,
 * approval by a third, reopening with a reason. Each transition is checked by the pure rule
 * (decideSojTransition), recorded in the round's append-only history and in the activity log,
 * in the same transaction as the change.
 */
export function createSojFlowService(deps: FlowDeps) {
  const roundWrites = createSojRoundsRepository();
  return {
    ...createSojEntry(deps, roundWrites),
    ...createSojReview(deps, roundWrites),
    detail: (id: number) => detail(deps.repo, id),
  };
}
