import type { ModuleCode, RecordKind, RecordModule } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

type Counted = { module: ModuleCode; count: number };

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
        .where('a.level', '=', 2)
        .where('a.reopenedAt', 'is', null)
        .where('a.userId', '<>', userId)
        .where('s.module', 'in', [...modules])
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('approval as b')
                .select('b.id')
                .whereRef('b.stationId', '=', 'a.stationId')
                .where('b.level', '=', 3)
                .where('b.reopenedAt', 'is', null)
                .where((eb) =>
                  eb.or([
                    eb('b.parameterCode', 'is', null),
                    eb('b.parameterCode', '=', eb.ref('a.parameterCode')),
                  ]),
                )
                .whereRef('b.fromTs', '<=', 'a.fromTs')
                .whereRef('b.toTs', '>=', 'a.toTs'),
            ),
          ),
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
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('approval as b')
                .select('b.id')
                .whereRef('b.stationId', '=', 'p.stationId')
                .where('b.reopenedAt', 'is', null)
                .where((eb) =>
                  eb.or([
                    eb('b.parameterCode', 'is', null),
                    eb('b.parameterCode', '=', eb.ref('p.parameterCode')),
                  ]),
                )
                .where('b.fromTs', '<=', from)
                .where('b.toTs', '>=', to),
            ),
          ),
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
