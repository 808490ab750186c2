import type { ModuleCode, RecordKind, RecordModule } from '@eqmp/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { rangeInForce, rangeOf } from '../values/index.js';

type Counted = { module: ModuleCode; count: number };

/**
 * Whether a range in force (not reopened) at `minLevel` or above covers a station's parameter (or
 * the whole station) over [from, to] in one piece.
 */
const covered = (
  station: RawBuilder<unknown>,
  parameter: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
  to: RawBuilder<unknown>,
  minLevel: 2 | 3,
) => sql<boolean>`exists (
  select 1 from approval b
  where ${rangeOf('b', station, parameter)} and ${rangeInForce('b', { atLeast: minLevel })}
    and b.from_ts <= ${from} and b.to_ts >= ${to})`;

/**
 * SQL only: the work waiting for one user on Home, one grouped statement per kind of work. A
 * person never waits on their own work: ranges they reviewed and requests they made are not theirs
 * to decide (the four-eyes rules of QA/QC and deletes).
 */
export function createWorklistRepository(db: Kysely<Database>) {
  return {
    /** Reviewed (level-2) ranges of others, not reopened, that no approval covers yet. */
    toApprove: (modules: readonly ModuleCode[], userId: string): Promise<Counted[]> =>
      db
        .selectFrom('approval as a')
        .innerJoin('station as s', 's.id', 'a.stationId')
        .select(['s.module', sql<number>`count(*)::int`.as('count')])
        .where(rangeInForce('a', { exactly: 2 }))
        .where('a.userId', '<>', userId)
        .where('s.module', 'in', [...modules])
        .where(
          sql<boolean>`not ${covered(sql.ref('a.station_id'), sql.ref('a.parameter_code'), sql.ref('a.from_ts'), sql.ref('a.to_ts'), 3)}`,
        )
        .groupBy('s.module')
        .execute(),

    /** Station × parameter pairs with hourly data in [from, to) that no review or approval covers whole. */
    toReview: (modules: readonly ModuleCode[], from: Date, to: Date): Promise<Counted[]> =>
      db
        .selectFrom(
          db
            .selectFrom('readingHourly as h')
            .select(['h.stationId', 'h.parameterCode'])
            .where('h.hour', '>=', from)
            .where('h.hour', '<', to)
            .distinct()
            .as('p'),
        )
        .innerJoin('station as s', 's.id', 'p.stationId')
        .select(['s.module', sql<number>`count(*)::int`.as('count')])
        .where('s.module', 'in', [...modules])
        .where(
          sql<boolean>`not ${covered(sql.ref('p.station_id'), sql.ref('p.parameter_code'), sql`${from}::timestamptz`, sql`${to}::timestamptz`, 2)}`,
        )
        .groupBy('s.module')
        .execute(),

    /** Pending data delete requests of others. */
    dataDeletes: (modules: readonly ModuleCode[], userId: string): Promise<Counted[]> =>
      db
        .selectFrom('deleteRequest as d')
        .innerJoin('station as s', 's.id', 'd.stationId')
        .select(['s.module', sql<number>`count(*)::int`.as('count')])
        .where('d.status', '=', 'pending')
        .where('d.requesterId', '<>', userId)
        .where('s.module', 'in', [...modules])
        .groupBy('s.module')
        .execute(),

    /** Pending maintenance and calibration record delete requests of others. */
    recordDeletes: (
      modules: readonly RecordModule[],
      userId: string,
    ): Promise<(Counted & { recordKind: RecordKind })[]> =>
      db
        .selectFrom('recordDeleteRequest as r')
        .innerJoin('station as s', 's.id', 'r.stationId')
        .select(['r.recordKind', 's.module', sql<number>`count(*)::int`.as('count')])
        .where('r.status', '=', 'pending')
        .where('r.requesterId', '<>', userId)
        .where('s.module', 'in', [...modules])
        .groupBy(['r.recordKind', 's.module'])
        .execute(),
  };
}
