import {
  pointTolerance,
  type RecordDeleteRequest,
  type RecordDetail,
  type RecordKind,
  type RecordListQuery,
  type RecordModule,
  type RecordSummary,
  MINUTE_MS,
} from '@eqmp/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, RecordDeleteRequestTable } from '../../db/schema/index.js';
import { recordTable } from './records.repository.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const deleteRequestOut = (r: Selectable<RecordDeleteRequestTable>): RecordDeleteRequest => ({
  id: r.id,
  kind: r.recordKind,
  recordId: r.recordId,
  stationId: r.stationId,
  reason: r.reason,
  requesterName: r.requesterName,
  requestedAt: r.requestedAt.toISOString(),
  status: r.status,
  reviewerName: r.reviewerName,
  reviewedAt: iso(r.reviewedAt),
  reviewNote: r.reviewNote,
  changeSet: r.changeSet,
});

/** The list rows and the detail of records, read through `db` or a transaction. */
export function recordViews(db: Kysely<Database>) {
  function summaries(kind: RecordKind) {
    return db
      .selectFrom(`${recordTable(kind)} as r`)
      .innerJoin('station as st', 'st.id', 'r.stationId')
      .selectAll('r')
      .select([
        'st.name as stationName',
        'st.module',
        sql<string[]>`array(select rp.parameter_code from record_parameter rp
          where rp.record_kind = ${kind} and rp.record_id = r.id order by rp.parameter_code)`.as(
          'parameterCodes',
        ),
        (kind === 'calibration'
          ? sql<
              boolean | null
            >`(select bool_and(p.passed) from calibration_point p where p.record_id = r.id)`
          : sql<boolean | null>`null::boolean`
        ).as('passed'),
        sql<number>`(select count(*)::int from record_attachment a
          where a.record_kind = ${kind} and a.record_id = r.id and a.removed_at is null)`.as(
          'attachments',
        ),
      ]);
  }
  type Row = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];
  const summaryOut = (kind: RecordKind, r: Row): RecordSummary => ({
    id: r.id,
    kind,
    module: r.module as RecordModule,
    stationId: r.stationId,
    stationName: r.stationName,
    from: r.fromTs.toISOString(),
    to: r.toTs.toISOString(),
    type: r.type,
    people: r.people,
    remarks: r.remarks,
    parameterCodes: r.parameterCodes,
    passed: r.passed,
    status: r.status,
    attachments: r.attachments,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedBy: r.updatedBy,
    updatedAt: r.updatedAt.toISOString(),
  });

  return {
    /** A module's live records overlapping the period, newest window first. */
    async list(kind: RecordKind, q: RecordListQuery): Promise<RecordSummary[]> {
      const rows = await summaries(kind)
        .where('st.module', '=', q.module)
        .where('r.status', '<>', 'deleted')
        .$if(!!q.stationId, (qb) => qb.where('r.stationId', '=', q.stationId!))
        .$if(!!q.to, (qb) => qb.where('r.fromTs', '<', new Date(q.to!)))
        .$if(!!q.from, (qb) => qb.where('r.toTs', '>', new Date(q.from!)))
        .orderBy('r.fromTs', 'desc')
        .limit(500)
        .execute();
      return rows.map((r) => summaryOut(kind, r));
    },

    async detail(kind: RecordKind, id: number): Promise<RecordDetail | null> {
      const row = await summaries(kind).where('r.id', '=', id).executeTakeFirst();
      if (!row) return null;
      const [parameters, points, files, requests] = await Promise.all([
        db
          .selectFrom('recordParameter')
          .selectAll()
          .where('recordKind', '=', kind)
          .where('recordId', '=', id)
          .orderBy('parameterCode')
          .execute(),
        kind === 'calibration'
          ? db
              .selectFrom('calibrationPoint')
              .selectAll()
              .where('recordId', '=', id)
              .orderBy('id')
              .execute()
          : Promise.resolve([]),
        db
          .selectFrom('recordAttachment')
          .selectAll()
          .where('recordKind', '=', kind)
          .where('recordId', '=', id)
          .where('removedAt', 'is', null)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('recordDeleteRequest')
          .selectAll()
          .where('recordKind', '=', kind)
          .where('recordId', '=', id)
          .orderBy('id', 'desc')
          .execute(),
      ]);
      const marked = await Promise.all(
        parameters.map(async (p) => {
          const until = new Date(row.toTs.getTime() + p.bufferMinutes * MINUTE_MS);
          const r = await db
            .selectFrom('recordMark')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('stationId', '=', row.stationId)
            .where('parameterCode', '=', p.parameterCode)
            .where('ts', '>=', row.fromTs)
            .where('ts', '<', until)
            .executeTakeFirstOrThrow();
          const own = points.filter((x) => x.parameterCode === p.parameterCode);
          return {
            parameterCode: p.parameterCode,
            bufferMinutes: p.bufferMinutes,
            markedUntil: until.toISOString(),
            suspectFrom: iso(p.suspectFrom),
            suspectTo: iso(p.suspectTo),
            passed: own.length === 0 ? null : own.every((x) => x.passed),
            marked: r.n,
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
        files: files.map((f) => ({
          id: f.id,
          fileName: f.fileName,
          contentType: f.contentType,
          size: f.sizeBytes,
          uploadedBy: f.uploadedBy,
          uploadedAt: f.uploadedAt.toISOString(),
        })),
        deleteRequests: requests.map(deleteRequestOut),
      };
    },
  };
}
