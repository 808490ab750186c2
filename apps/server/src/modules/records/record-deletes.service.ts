import { canRecord, RECORD_KINDS, type ModuleCode, type RecordKind } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError, orNotFound } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { recordActivity } from '../activity/index.js';
import { createStandardsRepository } from '../calculators/index.js';
import {
  apiTablesForApproval,
  assertReviewable,
  requestedBy,
  reviewColumns,
  settled,
} from '../qaqc/index.js';
import { rederiveMarks, scopesOf } from './record-marks.js';
import { deleteRequestOut } from './record-views.js';
import { createRecordDeletesRepository } from './record-deletes.repository.js';
import { createRecordsRepository } from './records.repository.js';
import { changeReason } from './records.service.js';

/**
 * Deleting a record, as the spec's roles say: an officer with Request Delete asks, another officer
 * with Review Request of Deleted Data decides (never the requester, as for data). Approval marks
 * the record deleted and restores the values it marked, as one change set.
 */
export function createRecordDeletesService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createRecordsRepository(db);
  const requests = createRecordDeletesRepository(db);
  const standards = createStandardsRepository(db);

  async function recordFor(kind: RecordKind, id: number) {
    const row = orNotFound(await repo.record(db, kind, id));
    const station = orNotFound(await repo.station(row.stationId));
    return { row, station };
  }

  return {
    /** A module's requests of the kinds the caller may read, newest first. */
    async list(
      q: { module: ModuleCode; status?: 'pending' | 'approved' | 'rejected' | undefined },
      principal: Principal,
    ) {
      const kinds = RECORD_KINDS.filter((k) => canRecord(k, 'read', q.module, principal.ticked));
      if (kinds.length === 0) throw new AppError('FORBIDDEN');
      const rows = await requests.list({ ...q, kinds });
      return rows.map(deleteRequestOut);
    },

    async request(kind: RecordKind, id: number, reason: string, principal: Principal) {
      const { row, station } = await recordFor(kind, id);
      if (!canRecord(kind, 'requestDelete', station.module, principal.ticked))
        throw new AppError('FORBIDDEN');
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        if (!(await repo.moveStatus(trx, kind, id, 'active', 'delete_requested')))
          throw new AppError('RECORD_STATE_INVALID');
        const request = await requests.insert(trx, {
          recordKind: kind,
          recordId: id,
          stationId: row.stationId,
          reason,
          ...requestedBy(principal, now),
        });
        await recordActivity(trx, {
          actor: principal,
          action: 'request_delete',
          entity: `${kind}_record`,
          entityId: id,
          after: deleteRequestOut(request),
          at: now,
        });
        return deleteRequestOut(request);
      });
    },

    async review(
      requestId: number,
      decision: 'approve' | 'reject',
      note: string | undefined,
      principal: Principal,
    ) {
      const request = orNotFound(await requests.find(requestId));
      const kind = request.recordKind;
      const { row, station } = await recordFor(kind, request.recordId);
      if (!canRecord(kind, 'reviewDelete', station.module, principal.ticked))
        throw new AppError('FORBIDDEN');
      assertReviewable(request, principal);
      const parameters = await repo.recordParameters(db, kind, row.id);
      const tables = await apiTablesForApproval(
        decision,
        parameters.map((p) => p.parameterCode),
        standards,
        clock,
      );
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const decided = settled(
          await requests.settle(trx, requestId, reviewColumns(decision, note, principal, now)),
        );
        await repo.updateRecord(trx, kind, row.id, {
          status: decision === 'approve' ? 'deleted' : 'active',
          updatedBy: principal.username,
          updatedAt: now,
        });
        let changeSet: string | null = null;
        if (decision === 'approve') {
          const marks = await rederiveMarks(trx, {
            station,
            scopes: scopesOf(row, parameters),
            actor: principal,
            reason: `${changeReason(kind, row.id)}: ${request.reason}`,
            at: now,
            apiTables: tables,
          });
          changeSet = marks.changeSet;
          await requests.setChangeSet(trx, requestId, changeSet);
        }
        const out = deleteRequestOut({ ...decided, changeSet });
        await recordActivity(trx, {
          actor: principal,
          action: decision === 'approve' ? 'approve_delete' : 'reject_delete',
          entity: `${kind}_record`,
          entityId: row.id,
          before: deleteRequestOut(request),
          after: out,
          at: now,
        });
        return out;
      });
    },
  };
}

export type RecordDeletesService = ReturnType<typeof createRecordDeletesService>;
