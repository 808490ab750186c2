import {
  canQaqc,
  lockingRange,
  withdraw,
  type DataDeleteRequestStatus,
  type DeleteRequestBody,
  type ModuleCode,
} from '@eqmp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database, DeleteRequestTable } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { deleteSojResults, isSojParameter, openSojResults } from '../soj/index.js';
import { createStandardsRepository } from '../calculators/index.js';
import { createDeleteRequestsRepository } from './delete-requests.repository.js';
import {
  apiTablesForApproval,
  assertReviewable,
  requestedBy,
  reviewColumns,
  settled,
} from './delete-review.js';
import { createQaqcRepository } from './qaqc.repository.js';
import { stateOf } from './values-view.js';
import { writeChangeSet, type ValueChange } from './write-changes.js';

type Row = Selectable<DeleteRequestTable>;
type QaqcRepository = ReturnType<typeof createQaqcRepository>;
type Station = NonNullable<Awaited<ReturnType<QaqcRepository['station']>>>;

const out = (r: Row) => ({
  id: Number(r.id),
  stationId: r.stationId,
  parameterCode: r.parameterCode,
  from: r.fromTs,
  to: r.toTs,
  reason: r.reason,
  requesterName: r.requesterName,
  requestedAt: r.requestedAt,
  status: r.status,
  reviewerName: r.reviewerName,
  reviewedAt: r.reviewedAt,
  reviewNote: r.reviewNote,
  changeSet: r.changeSet,
});

/**
 * An approved request on a Straits of Johor station: the results of the station's parameter
 * sampled in the period are removed as one change set of SOJ results (revertible like the
 * readings' change sets), logged as a QA/QC deletion.
 */
async function deleteSojChangeSet(
  trx: Kysely<Database>,
  request: Row,
  principal: Principal,
  now: Date,
): Promise<string | null> {
  const deleted = await deleteSojResults(
    trx,
    {
      stationId: request.stationId,
      parameterCode: request.parameterCode,
      from: request.fromTs,
      to: request.toTs,
    },
    { reason: request.reason, actor: principal, at: now },
  );
  if (deleted.changeSet)
    await recordActivity(trx, {
      actor: principal,
      action: 'qaqc_delete',
      entity: 'soj_result_change',
      entityId: deleted.changeSet,
      at: now,
      after: {
        stationId: request.stationId,
        parameterCodes: [request.parameterCode],
        values: deleted.values,
        deleteRequest: Number(request.id),
        reason: request.reason,
      },
    });
  return deleted.changeSet;
}

/**
 * An approved request on any other station: every value of the period withdrawn with `AL` as
 * one change set (none when nothing changes), logged as a QA/QC deletion.
 */
async function deleteReadingsChangeSet(
  trx: Kysely<Database>,
  {
    repo,
    station: s,
    id,
    request,
    principal,
    now,
    tables,
  }: {
    repo: QaqcRepository;
    station: Station;
    id: number;
    request: Row;
    principal: Principal;
    now: Date;
    tables: Awaited<ReturnType<typeof apiTablesForApproval>>;
  },
): Promise<string | null> {
  let changeSet: string | null = null;
  if (
    lockingRange(
      await repo.ranges(trx, s.id),
      request.parameterCode,
      request.fromTs.getTime(),
      request.toTs.getTime(),
    )
  )
    throw new AppError('QAQC_LOCKED');
  const targets = await repo.current(trx, s.id, [request.parameterCode], {
    from: request.fromTs,
    to: request.toTs,
  });
  const changes: ValueChange[] = targets
    .map((t) => ({
      parameterCode: t.parameterCode,
      ts: t.ts,
      kind: 'delete' as const,
      before: stateOf(t),
      after: withdraw(stateOf(t)),
    }))
    .filter(
      (c) => c.before.validity !== c.after.validity || c.before.nullReason !== c.after.nullReason,
    );
  if (changes.length > 0) {
    changeSet = await writeChangeSet(trx, {
      station: s,
      actor: principal,
      reason: request.reason,
      at: now,
      changes,
      apiTables: tables,
    });
    // The withdrawal is a change set a QA/QC officer can revert like an edit.
    await recordActivity(trx, {
      actor: principal,
      action: 'qaqc_delete',
      entity: 'reading_change',
      entityId: changeSet,
      at: now,
      after: {
        stationId: s.id,
        parameterCodes: [request.parameterCode],
        values: changes.length,
        deleteRequest: id,
        reason: request.reason,
      },
    });
  }
  return changeSet;
}

/** The station of a request, once the caller's role in its module allows the step. */
async function requestStation(
  repo: QaqcRepository,
  stationId: string,
  fn: 'requestDelete' | 'reviewDelete',
  principal: Principal,
) {
  const s = orNotFound(await repo.station(stationId));
  if (!canQaqc(fn, s.module, principal.ticked)) throw new AppError('FORBIDDEN');
  return s;
}

/** What the delete-data steps need: the database, the clock and the module's SQL. */
type DeleteDeps = {
  db: Kysely<Database>;
  clock: Clock;
  repo: QaqcRepository;
  requests: ReturnType<typeof createDeleteRequestsRepository>;
  standards: ReturnType<typeof createStandardsRepository>;
};

/** The requests listed, made and withdrawn by their requester. */
function createDeleteRequesting({ db, clock, repo, requests }: DeleteDeps) {
  return {
    async list(
      q: { module: ModuleCode; status?: DataDeleteRequestStatus | undefined },
      principal: Principal,
    ) {
      const may = (['viewDeletes', 'requestDelete', 'reviewDelete'] as const).some((fn) =>
        canQaqc(fn, q.module, principal.ticked),
      );
      if (!may) throw new AppError('FORBIDDEN');
      const rows = await requests.list(q.module, q.status);
      return rows.map(out);
    },

    async create(body: DeleteRequestBody, principal: Principal) {
      const s = await requestStation(repo, body.stationId, 'requestDelete', principal);
      if (s.module === 'SOJ' && !(await isSojParameter(db, body.parameterCode)))
        throw new AppError('REFERENCE_INVALID');
      const from = new Date(body.from);
      const to = new Date(body.to);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        if (
          lockingRange(
            await repo.ranges(trx, s.id),
            body.parameterCode,
            from.getTime(),
            to.getTime(),
          )
        )
          throw new AppError('QAQC_LOCKED');
        // The SOJ's lock is its approved rounds (no approval ranges): refused the same way, early.
        if (s.module === 'SOJ')
          await openSojResults(trx, {
            stationId: s.id,
            parameterCode: body.parameterCode,
            from,
            to,
          });
        const row = await requests.insert(trx, {
          stationId: s.id,
          parameterCode: body.parameterCode,
          fromTs: from,
          toTs: to,
          reason: body.reason,
          ...requestedBy(principal, now),
        });
        await recordActivity(trx, {
          actor: principal,
          action: 'create',
          entity: 'delete_request',
          entityId: Number(row.id),
          after: out(row),
          at: now,
        });
        return out(row);
      });
    },

    /** The requester takes back a request nobody decided yet: nothing was deleted; logged. */
    async withdraw(id: number, principal: Principal) {
      const request = orNotFound(await requests.find(id));
      await requestStation(repo, request.stationId, 'requestDelete', principal);
      if (request.requesterId !== principal.userId) throw new AppError('FORBIDDEN');
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const updated = settled(
          await requests.settle(trx, id, { status: 'withdrawn', reviewedAt: now }),
        );
        await recordActivity(trx, {
          actor: principal,
          action: 'withdraw',
          entity: 'delete_request',
          entityId: id,
          before: out(request),
          after: out(updated),
          at: now,
        });
        return out(updated);
      });
    },
  };
}

/** A request reviewed by someone else: rejected, or approved and its data deleted. */
function createDeleteReview({ db, clock, repo, requests, standards }: DeleteDeps) {
  return {
    async review(
      id: number,
      decision: 'approve' | 'reject',
      note: string | undefined,
      principal: Principal,
    ) {
      const request = orNotFound(await requests.find(id));
      const s = await requestStation(repo, request.stationId, 'reviewDelete', principal);
      assertReviewable(request, principal);
      const tables = await apiTablesForApproval(
        decision,
        [request.parameterCode],
        standards,
        clock,
      );
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        let changeSet: string | null = null;
        if (decision === 'approve' && s.module === 'SOJ') {
          changeSet = await deleteSojChangeSet(trx, request, principal, now);
        } else if (decision === 'approve') {
          changeSet = await deleteReadingsChangeSet(trx, {
            repo,
            station: s,
            id,
            request,
            principal,
            now,
            tables,
          });
        }
        const updated = settled(
          await requests.settle(trx, id, {
            ...reviewColumns(decision, note, principal, now),
            changeSet,
          }),
        );
        await recordActivity(trx, {
          actor: principal,
          action: decision === 'approve' ? 'approve' : 'reject',
          entity: 'delete_request',
          entityId: id,
          before: out(request),
          after: out(updated),
          at: now,
        });
        return out(updated);
      });
    },
  };
}

/**
 * "Delete data" (QUALITY.md): a request, reviewed by someone else, then a logical delete — every
 * value of the period withdrawn with `AL` as one change set, raw values kept (for the Straits of
 * Johor, its results removed as one change set of SOJ results).
 */
export function createDeleteRequestsService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const deps: DeleteDeps = {
    db,
    clock,
    repo: createQaqcRepository(db),
    requests: createDeleteRequestsRepository(db),
    standards: createStandardsRepository(db),
  };
  return { ...createDeleteRequesting(deps), ...createDeleteReview(deps) };
}

export type DeleteRequestsService = ReturnType<typeof createDeleteRequestsService>;
