import { PENDING_STATUSES, type AlertKind, type ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** A module and the alert kinds of it that a user may handle. */
export interface HandledKinds {
  readonly module: ModuleCode;
  readonly kinds: readonly AlertKind[];
}

/** SQL only: the reads of Home. Each is one statement whatever the number of modules. */
export function createHomeRepository(db: Kysely<Database>) {
  const pendingOf = (scope: readonly HandledKinds[]) =>
    db
      .selectFrom('alert')
      .where('alert.status', 'in', [...PENDING_STATUSES])
      .where((eb) =>
        eb.or(
          scope.map((s) =>
            eb.and([eb('alert.module', '=', s.module), eb('alert.kind', 'in', [...s.kinds])]),
          ),
        ),
      );

  return {
    /** The newest pending alerts of these modules and kinds. */
    async pendingAlerts(scope: readonly HandledKinds[], limit: number) {
      if (scope.length === 0) return [];
      return pendingOf(scope)
        .innerJoin('station', 'station.id', 'alert.stationId')
        .leftJoin('state', 'state.id', 'alert.stateId')
        .select([
          'alert.id',
          'alert.module',
          'alert.kind',
          'alert.stationId',
          'station.name as stationName',
          'state.name as stateName',
          'alert.parameterCode',
          'alert.status',
          'alert.openedAt',
        ])
        .orderBy('alert.openedAt', 'desc')
        .orderBy('alert.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Pending counts of these modules and kinds, per module and kind. */
    async pendingCounts(scope: readonly HandledKinds[]) {
      if (scope.length === 0) return [];
      return pendingOf(scope)
        .select(['alert.module', 'alert.kind', sql<number>`count(*)::int`.as('pending')])
        .groupBy(['alert.module', 'alert.kind'])
        .execute();
    },

    /** Active continuous stations of these modules with the time of their latest value. */
    async transmittingStations(modules: readonly ModuleCode[]) {
      if (modules.length === 0) return [];
      return db
        .selectFrom('station')
        .leftJoin('state', 'state.id', 'station.stateId')
        .leftJoin('stationStatus', 'stationStatus.stationId', 'station.id')
        .select([
          'station.id',
          'station.name',
          'station.module',
          'state.name as stateName',
          'station.expectedIntervalMinutes',
          'stationStatus.lastTs',
        ])
        .where('station.isActive', '=', true)
        .where('station.expectedIntervalMinutes', 'is not', null)
        .where('station.module', 'in', [...modules])
        .orderBy('station.module')
        .orderBy('station.id')
        .execute();
    },
  };
}
