import { randomUUID } from 'node:crypto';
import { DAY_MS, localDayKey, localDayStart } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createSojResultChangesRepository } from './soj-result-changes.repository.js';
import { createSojRepository } from './soj.repository.js';

type Actor = Pick<Principal, 'userId' | 'username'>;

/** One result as a change leaves it: null where the round has no result of the parameter. */
interface ResultState {
  readonly value: number;
  readonly censored: boolean;
}

interface Change {
  readonly stationId: string;
  readonly roundId: number;
  readonly parameterCode: string;
  readonly sampledOn: string;
  readonly before: ResultState | null;
  readonly after: ResultState | null;
  readonly exceedanceId: number | null;
}

/**
 * Writes one change set of SOJ results: each result becomes its `after` (removed when null), and
 * every change is kept with who, when and why, so the change set can be reverted. Only results of
 * rounds not approved are changed (`assertRoundsOpen`), so no standing exceedance or alert is
 * touched: approving the round again judges its results anew. Call in a transaction.
 */
async function writeResultChanges(
  trx: Kysely<Database>,
  changes: readonly Change[],
  change: { reason: string; actor: Actor; at: Date },
): Promise<string> {
  const repo = createSojResultChangesRepository(trx);
  const changeSet = randomUUID();
  for (const c of changes) {
    await repo.setResult(c.roundId, c.parameterCode, c.after);
  }
  await repo.insertChanges(
    changes.map((c) => ({
      changeSet,
      kind: c.after ? ('restore' as const) : ('delete' as const),
      stationId: c.stationId,
      roundId: c.roundId,
      parameterCode: c.parameterCode,
      sampledOn: c.sampledOn,
      beforeValue: c.before?.value ?? null,
      beforeCensored: c.before?.censored ?? null,
      afterValue: c.after?.value ?? null,
      afterCensored: c.after?.censored ?? null,
      exceedanceId: c.exceedanceId,
      reason: change.reason,
      userId: change.actor.userId,
      username: change.actor.username,
      at: change.at,
    })),
  );
  return changeSet;
}

/** The first Kuala Lumpur day that starts at or after an instant. */
function firstDayFrom(instant: Date): string {
  const day = localDayKey(instant);
  return localDayStart(day).getTime() === instant.getTime()
    ? day
    : localDayKey(new Date(localDayStart(day).getTime() + DAY_MS));
}

/**
 * Refuses (`SOJ_ROUND_LOCKED`) when one of these rounds is approved: an approved round's results
 * are locked until it is reopened, with a reason, in the SOJ flow. The rounds stay locked for the
 * transaction, so none is approved meanwhile.
 */
async function assertRoundsOpen(trx: Kysely<Database>, roundIds: readonly number[]) {
  const rounds = await createSojResultChangesRepository(trx).lockRounds(roundIds);
  if (rounds.some((r) => r.status === 'approved')) throw new AppError('SOJ_ROUND_LOCKED');
}

type DeleteTarget = { stationId: string; parameterCode: string; from: Date; to: Date };

/**
 * The delete-data flow's target in the Straits of Johor: a station parameter's results of the
 * rounds sampled in a period, as its readings are (a sampling day whose start is at or after
 * `from` and before `to`, which is not included), locked for the transaction; refused when one of
 * their rounds is approved.
 */
export async function openSojResults(trx: Kysely<Database>, target: DeleteTarget) {
  const rows = await createSojResultChangesRepository(trx).resultsOfDays(
    target,
    firstDayFrom(target.from),
    firstDayFrom(target.to),
  );
  await assertRoundsOpen(trx, [...new Set(rows.map((r) => r.roundId))]);
  return rows;
}

/**
 * Removes the delete-data flow's target (`openSojResults`) as one change set. Answers the change
 * set (null when there was nothing to delete) and how many results it removed.
 */
export async function deleteSojResults(
  trx: Kysely<Database>,
  target: DeleteTarget,
  change: { reason: string; actor: Actor; at: Date },
): Promise<{ changeSet: string | null; values: number }> {
  const rows = await openSojResults(trx, target);
  if (rows.length === 0) return { changeSet: null, values: 0 };
  const changeSet = await writeResultChanges(
    trx,
    rows.map((r) => ({
      stationId: target.stationId,
      roundId: r.roundId,
      parameterCode: target.parameterCode,
      sampledOn: r.sampledOn,
      before: { value: r.value, censored: r.censored },
      after: null,
      exceedanceId: r.exceedanceId,
    })),
    change,
  );
  return { changeSet, values: rows.length };
}

/** The station of an SOJ change set, or null when the id is not one (a change set of readings). */
export async function sojChangeSetStation(
  db: Kysely<Database>,
  changeSet: string,
): Promise<string | null> {
  return createSojResultChangesRepository(db).changeSetStation(changeSet);
}

/**
 * Undoes an SOJ change set as a new one (so the revert is in the history and can be reverted):
 * every result goes back to what it was before. Refused (`QAQC_REVERT_STALE`) when a result was
 * changed again since, and (`SOJ_ROUND_LOCKED`) when one of its rounds is approved now; logged as
 * a revert.
 */
export async function revertSojChangeSet(
  db: Kysely<Database>,
  input: { changeSet: string; reason: string; actor: Actor; at: Date; ip?: string | null },
): Promise<{ changeSet: string; changed: number }> {
  return db.transaction().execute(async (trx) => {
    const repo = createSojResultChangesRepository(trx);
    const changes = await repo.changesOf(input.changeSet);
    if (changes.length === 0) throw new AppError('NOT_FOUND');
    await assertRoundsOpen(trx, [...new Set(changes.map((c) => c.roundId))]);
    const standing = await repo.lockResults([...new Set(changes.map((c) => c.roundId))]);
    const now = new Map(standing.map((s) => [`${s.roundId}|${s.parameterCode}`, s]));
    const moved = changes.some((c) => {
      const s = now.get(`${c.roundId}|${c.parameterCode}`);
      return c.afterValue === null
        ? s !== undefined
        : s?.value !== c.afterValue || s.censored !== c.afterCensored;
    });
    if (moved) throw new AppError('QAQC_REVERT_STALE');
    const state = (value: number | null, censored: boolean | null) =>
      value === null ? null : { value, censored: censored ?? false };
    const changeSet = await writeResultChanges(
      trx,
      changes.map((c) => ({
        stationId: c.stationId,
        roundId: c.roundId,
        parameterCode: c.parameterCode,
        sampledOn: c.sampledOn,
        before: state(c.afterValue, c.afterCensored),
        after: state(c.beforeValue, c.beforeCensored),
        exceedanceId: c.exceedanceId,
      })),
      { reason: input.reason, actor: input.actor, at: input.at },
    );
    await recordActivity(trx, {
      actor: input.actor,
      action: 'qaqc_revert',
      entity: 'soj_result_change',
      entityId: changeSet,
      after: {
        stationId: changes[0]!.stationId,
        reverts: input.changeSet,
        values: changes.length,
        reason: input.reason,
      },
      at: input.at,
      ip: input.ip ?? null,
    });
    return { changeSet, changed: changes.length };
  });
}

/**
 * The SOJ change sets made in a period, in the shape of the QA/QC validation history: the days
 * of the results are given as the start and end of their sampling days. All can be reverted.
 */
export async function sojChangeSets(
  db: Kysely<Database>,
  q: { from: Date; to: Date; stationId?: string | undefined },
) {
  const rows = await createSojResultChangesRepository(db).changeSets(q);
  return rows.map(({ firstDay, lastDay, at, ...r }) => ({
    ...r,
    firstTs: localDayStart(firstDay),
    lastTs: localDayStart(lastDay),
    at: new Date(at),
    revertible: true,
  }));
}

/** The programme's active stations for the delete-data form, each with the programme's parameters. */
export async function sojPickerStations(db: Kysely<Database>) {
  const repo = createSojRepository(db);
  const [stations, parameters] = await Promise.all([repo.stations(), repo.parameters()]);
  const list = parameters.map((p) => ({ code: p.code, unit: p.unit }));
  return stations.map((s) => ({ id: s.id, name: s.name, parameters: list }));
}

/** Whether a parameter code is one of the programme's. */
export async function isSojParameter(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await createSojRepository(db).parameters()).some((p) => p.code === code);
}
