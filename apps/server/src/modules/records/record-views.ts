import {
  pointTolerance,
  type recordDeleteRequest,
  type recordDetail,
  type RecordKind,
  type RecordListQuery,
  type RecordModule,
  type recordSummary,
  MINUTE_MS,
} from '@eqmp/domain';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, RecordDeleteRequestTable } from '../../db/schema/index.js';
import { createRecordDeletesRepository } from './record-deletes.repository.js';
import { createRecordFilesRepository } from './record-files.repository.js';
import { createRecordMarksRepository } from './record-marks.repository.js';
import { createRecordViewsRepository, type RecordSummaryRow } from './record-views.repository.js';
import { createRecordsRepository } from './records.repository.js';

type RecordSummary = z.output<typeof recordSummary>;
type RecordDeleteRequest = z.output<typeof recordDeleteRequest>;
type RecordDetail = z.output<typeof recordDetail>;

export const deleteRequestOut = (r: Selectable<RecordDeleteRequestTable>): RecordDeleteRequest => ({
  id: r.id,
  kind: r.recordKind,
  recordId: r.recordId,
  stationId: r.stationId,
  reason: r.reason,
  requesterName: r.requesterName,
  requestedAt: r.requestedAt,
  status: r.status,
  reviewerName: r.reviewerName,
  reviewedAt: r.reviewedAt,
  reviewNote: r.reviewNote,
  changeSet: r.changeSet,
});

/** The list rows and the detail of records, read through `db` or a transaction. */
export function recordViews(db: Kysely<Database>) {
  const views = createRecordViewsRepository(db);
  const records = createRecordsRepository(db);
  const files = createRecordFilesRepository(db);
  const requests = createRecordDeletesRepository(db);
  const marks = createRecordMarksRepository(db);
  type Row = RecordSummaryRow;
  const summaryOut = (kind: RecordKind, r: Row): RecordSummary => ({
    id: r.id,
    kind,
    module: r.module as RecordModule,
    stationId: r.stationId,
    stationName: r.stationName,
    from: r.fromTs,
    to: r.toTs,
    type: r.type,
    people: r.people,
    remarks: r.remarks,
    parameterCodes: r.parameterCodes,
    passed: r.passed,
    status: r.status,
    attachments: r.attachments,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    updatedBy: r.updatedBy,
    updatedAt: r.updatedAt,
  });

  return {
    /** A module's live records overlapping the period, newest window first. */
    async list(kind: RecordKind, q: RecordListQuery): Promise<RecordSummary[]> {
      const rows = await views.list(kind, q);
      return rows.map((r) => summaryOut(kind, r));
    },

    async detail(kind: RecordKind, id: number): Promise<RecordDetail | null> {
      const row = await views.summary(kind, id);
      if (!row) return null;
      const [parameters, points, attached, asked] = await Promise.all([
        records.recordParameters(db, kind, id),
        kind === 'calibration' ? views.points(id) : Promise.resolve([]),
        files.list(kind, id),
        requests.ofRecord(kind, id),
      ]);
      const marked = await Promise.all(
        parameters.map(async (p) => {
          const until = new Date(row.toTs.getTime() + p.bufferMinutes * MINUTE_MS);
          const count = await marks.count(row.stationId, p.parameterCode, row.fromTs, until);
          const own = points.filter((x) => x.parameterCode === p.parameterCode);
          return {
            parameterCode: p.parameterCode,
            bufferMinutes: p.bufferMinutes,
            markedUntil: until,
            suspectFrom: p.suspectFrom,
            suspectTo: p.suspectTo,
            passed: own.length === 0 ? null : own.every((x) => x.passed),
            marked: count,
          };
        }),
      );
      return {
        ...summaryOut(kind, row),
        parameters: marked,
        points: points.map((p) => ({
          parameterCode: p.parameterCode,
          kind: p.kind,
          expected: p.expected,
          measured: p.measured,
          absTolerance: p.absTolerance,
          relTolerancePct: p.relTolerancePct,
          tolerance: pointTolerance(p.expected, p),
          passed: p.passed,
        })),
        files: attached.map((f) => ({
          id: f.id,
          fileName: f.fileName,
          contentType: f.contentType,
          size: f.sizeBytes,
          uploadedBy: f.uploadedBy,
          uploadedAt: f.uploadedAt,
        })),
        deleteRequests: asked.map(deleteRequestOut),
      };
    },
  };
}
