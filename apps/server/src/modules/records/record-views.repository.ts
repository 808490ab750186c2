import type { RecordKind, RecordListQuery } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { recordTable } from './records.repository.js';

/** SQL of the records' list rows and detail. */
export function createRecordViewsRepository(db: Kysely<Database>) {
  /** Records of a kind with their station, parameters, calibration result and number of files. */
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

  return {
    /** A module's live records overlapping the period, newest window first. */
    list: (kind: RecordKind, q: RecordListQuery) =>
      summaries(kind)
        .where('st.module', '=', q.module)
        .where('r.status', '<>', 'deleted')
        .$if(!!q.stationId, (qb) => qb.where('r.stationId', '=', q.stationId!))
        .$if(!!q.to, (qb) => qb.where('r.fromTs', '<', new Date(q.to!)))
        .$if(!!q.from, (qb) => qb.where('r.toTs', '>', new Date(q.from!)))
        .orderBy('r.fromTs', 'desc')
        .limit(500)
        .execute(),

    summary: (kind: RecordKind, id: number) =>
      summaries(kind).where('r.id', '=', id).executeTakeFirst(),

    /** A calibration's points, in entry order. */
    points: (recordId: number) =>
      db
        .selectFrom('calibrationPoint')
        .selectAll()
        .where('recordId', '=', recordId)
        .orderBy('id')
        .execute(),
  };
}

export type RecordSummaryRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createRecordViewsRepository>['summary']>>
>;
