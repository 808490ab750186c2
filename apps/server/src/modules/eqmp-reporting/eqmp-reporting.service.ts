import { randomBytes } from 'node:crypto';
import {
  EQMP_REPORT_TYPES,
  eqmpPeriod,
  eqmpPeriodsOfYear,
  isEqmpOverdue,
  localDayKey,
  type eqmpListResponse,
  type EqmpModule,
  type EqmpPeriodType,
  type eqmpReportDetailResponse,
  type EqmpReviewBody,
  type EqmpUploadQuery,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database, EqmpReportStatus } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { Principal } from '../../plugins/access-control.js';
import { sniffDocumentType } from '../../storage/document-type.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { recordActivity } from '../activity/index.js';
import { cleanFileName, versionOut } from '../documents/index.js';
import { createEqmpReportingRepository, type ReportChanges } from './eqmp-reporting.repository.js';

type Actor = Pick<Principal, 'userId' | 'username'>;
type EqmpListResponse = z.output<typeof eqmpListResponse>;
type EqmpReportDetailResponse = z.output<typeof eqmpReportDetailResponse>;

/** Which statuses each step starts from. */
const CAN_UPLOAD: readonly EqmpReportStatus[] = ['under_review', 'returned'];
const CAN_REVIEW: readonly EqmpReportStatus[] = ['under_review'];
const CAN_REQUEST_DELETE: readonly EqmpReportStatus[] = ['under_review', 'returned', 'submitted'];

/** What the reporting steps need: the database, the clock, the files and the module's SQL. */
type ReportingDeps = {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
  repo: ReturnType<typeof createEqmpReportingRepository>;
};

async function report(repo: ReportingDeps['repo'], module: EqmpModule, id: number) {
  const row = await repo.report(module, id);
  if (!row || row.status === 'deleted')
    throw new AppError('NOT_FOUND', { messageKey: 'eqmp:errors.notFound' });
  return row;
}

function requireStatus(status: EqmpReportStatus, allowed: readonly EqmpReportStatus[]) {
  if (!allowed.includes(status))
    throw new AppError('CONFLICT', { messageKey: 'eqmp:errors.state', values: { status } });
}

/** Changes the status and records the step, in one transaction. */
async function step(
  { db, clock, repo }: Pick<ReportingDeps, 'db' | 'clock' | 'repo'>,
  id: number,
  action: string,
  set: Pick<ReportChanges, 'status' | 'remarks' | 'statusBeforeDelete'>,
  remarks: string | null,
  actor: Actor,
  ip: string,
) {
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await repo.update(trx, id, set, now);
    await repo.insertEvent(trx, {
      reportId: id,
      action,
      actor: actor.username,
      remarks,
      at: now,
    });
    await recordActivity(trx, {
      actor,
      action,
      entity: 'eqmp_report',
      entityId: id,
      after: { ...set, remarks },
      ip,
      at: now,
    });
  });
}

/** The periods of a year with their reports, a report's details and its files. */
function createEqmpReportReading({ clock, storage, repo }: ReportingDeps) {
  return {
    /** The periods of a year begun so far, each with its live report or whether it is overdue. */
    async list(
      module: EqmpModule,
      periodType: EqmpPeriodType,
      year: number,
    ): Promise<EqmpListResponse> {
      const now = clock.now();
      const rows = await repo.ofYear(module, periodType, year);
      const byPeriod = new Map(rows.map((r) => [r.period, r]));
      return eqmpPeriodsOfYear(periodType, year, now).map((p) => {
        const r = byPeriod.get(p.period);
        return {
          ...p,
          overdue: !r && isEqmpOverdue(p, now),
          report: r
            ? {
                id: r.id,
                status: r.status,
                currentVersion: r.currentVersion,
                fileName: r.fileName,
                uploadedBy: r.uploadedBy,
                updatedAt: r.updatedAt,
                remarks: r.remarks,
              }
            : null,
        };
      });
    },

    async detail(module: EqmpModule, id: number): Promise<EqmpReportDetailResponse> {
      const r = await report(repo, module, id);
      const [versions, events] = await Promise.all([repo.versions(id), repo.events(id)]);
      return {
        id: r.id,
        module: r.module,
        periodType: r.periodType,
        period: r.period,
        status: r.status,
        currentVersion: r.currentVersion,
        remarks: r.remarks,
        uploadedBy: r.uploadedBy,
        updatedAt: r.updatedAt,
        fileName: versions[0]?.fileName ?? '',
        versions: versions.map(versionOut),
        events: events.map((e) => ({
          action: e.action,
          actor: e.actor,
          remarks: e.remarks,
          at: e.at,
        })),
      };
    },

    async open(module: EqmpModule, id: number, version: number | undefined) {
      const r = await report(repo, module, id);
      const v = await repo.version(id, version ?? r.currentVersion);
      const file = v ? await storage.get(v.storageKey) : null;
      if (!v || !file) throw new AppError('NOT_FOUND', { messageKey: 'eqmp:errors.notFound' });
      return { file, fileName: v.fileName, contentType: v.contentType };
    },
  };
}

/** A period's report uploaded, or a new version of it. */
function createEqmpReportUpload({ db, clock, storage, repo }: ReportingDeps) {
  return {
    /** Uploads the period's report, or a new version of it while it is under review or returned. */
    async upload(
      module: EqmpModule,
      query: EqmpUploadQuery,
      file: { data: Buffer; fileName: string },
      actor: Actor,
      ip: string,
    ) {
      const now = clock.now();
      const period = eqmpPeriod(query.periodType, query.period);
      if (!period)
        throw new AppError('BAD_REQUEST', {
          messageKey: 'eqmp:errors.period',
          values: { period: query.period },
        });
      if (period.start > localDayKey(now))
        throw new AppError('BAD_REQUEST', { messageKey: 'eqmp:errors.futurePeriod' });
      const contentType = sniffDocumentType(file.data, EQMP_REPORT_TYPES);
      if (!contentType)
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', { messageKey: 'eqmp:errors.fileType' });
      const existing = await repo.live(module, query.periodType, query.period);
      if (existing) requireStatus(existing.status, CAN_UPLOAD);
      const storageKey = `eqmp-reports/${randomBytes(16).toString('hex')}`;
      await storage.put(storageKey, file.data, contentType);
      const fileName = cleanFileName(file.fileName);
      return db.transaction().execute(async (trx) => {
        let id: number;
        let version = 1;
        if (existing) {
          version = (await repo.lockedVersion(trx, existing.id)) + 1;
          id = existing.id;
          await repo.update(
            trx,
            id,
            {
              status: 'under_review',
              currentVersion: version,
              remarks: null,
              uploadedBy: actor.username,
            },
            now,
          );
        } else {
          id = await repo.insert(trx, {
            module,
            periodType: query.periodType,
            period: query.period,
            status: 'under_review',
            currentVersion: 1,
            statusBeforeDelete: null,
            remarks: null,
            uploadedBy: actor.username,
            updatedAt: now,
          });
        }
        await repo.insertVersion(trx, {
          reportId: id,
          version,
          fileName,
          contentType,
          sizeBytes: file.data.length,
          storageKey,
          uploadedBy: actor.username,
          uploadedAt: now,
        });
        await repo.insertEvent(trx, {
          reportId: id,
          action: 'upload',
          actor: actor.username,
          remarks: null,
          at: now,
        });
        await recordActivity(trx, {
          actor,
          action: 'upload',
          entity: 'eqmp_report',
          entityId: id,
          after: { module, ...query, fileName, version },
          ip,
          at: now,
        });
        return { id, version };
      });
    },
  };
}

/** Review of a report, and its deletion through a second person. */
function createEqmpReportReview(deps: ReportingDeps) {
  const { repo } = deps;
  return {
    /** A second person submits or returns a report: never the one who uploaded its current version. */
    async review(module: EqmpModule, id: number, body: EqmpReviewBody, actor: Actor, ip: string) {
      const r = await report(repo, module, id);
      requireStatus(r.status, CAN_REVIEW);
      if (r.uploadedBy === actor.username)
        throw new AppError('FORBIDDEN', { messageKey: 'eqmp:errors.ownUpload' });
      const remarks = body.remarks || null;
      await step(
        deps,
        id,
        body.decision,
        { status: body.decision === 'submit' ? 'submitted' : 'returned', remarks },
        remarks,
        actor,
        ip,
      );
    },

    async requestDelete(module: EqmpModule, id: number, remarks: string, actor: Actor, ip: string) {
      const r = await report(repo, module, id);
      requireStatus(r.status, CAN_REQUEST_DELETE);
      await step(
        deps,
        id,
        'request_delete',
        { status: 'delete_requested', statusBeforeDelete: r.status },
        remarks,
        actor,
        ip,
      );
    },

    /** A reviewer other than the requester approves (the report is withdrawn; files kept) or refuses. */
    async decideDelete(
      module: EqmpModule,
      id: number,
      approve: boolean,
      remarks: string | null,
      actor: Actor,
      ip: string,
    ) {
      const r = await report(repo, module, id);
      requireStatus(r.status, ['delete_requested']);
      if ((await repo.deleteRequester(id)) === actor.username)
        throw new AppError('FORBIDDEN', { messageKey: 'eqmp:errors.ownRequest' });
      await step(
        deps,
        id,
        approve ? 'delete' : 'refuse_delete',
        approve
          ? { status: 'deleted' }
          : { status: r.statusBeforeDelete ?? 'under_review', statusBeforeDelete: null },
        remarks,
        actor,
        ip,
      );
    },
  };
}

/**
 * EQMP report submission per module and period: upload (new versions while under review or
 * returned), review (return with remarks, or submit), delete through a reviewer who is not the
 * requester. Every step is an event of the report and an entry of the activity log.
 */
export function createEqmpReportingService({
  db,
  clock,
  storage,
}: {
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
}) {
  const deps: ReportingDeps = { db, clock, storage, repo: createEqmpReportingRepository(db) };
  return {
    ...createEqmpReportReading(deps),
    ...createEqmpReportUpload(deps),
    ...createEqmpReportReview(deps),
  };
}

export type EqmpReportingService = ReturnType<typeof createEqmpReportingService>;
