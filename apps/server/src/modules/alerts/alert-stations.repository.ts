import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/**
 * SQL of what the alert engine reads about stations: a station's identity, parameters and
 * newest valid values for its evaluation, the stations the sweep checks and station names. Every read of one station is by its key (primary-key and index
 * ranges), so evaluating a batch stays cheap.
 */
export function createAlertStationsRepository(db: Kysely<Database>) {
  return {
    /** The station's identity, target class, whether it is active and its newest value time. */
    station(stationId: string) {
      return db
        .selectFrom('station')
        .leftJoin('stationStatus', 'stationStatus.stationId', 'station.id')
        .select([
          'station.id',
          'station.module',
          'station.stateId',
          'station.targetClass',
          'station.isActive',
          'stationStatus.lastTs',
        ])
        .where('station.id', '=', stationId)
        .executeTakeFirst();
    },

    /** The station's active parameters with their unit and largest plausible step. */
    parameters(stationId: string) {
      return db
        .selectFrom('stationParameter')
        .innerJoin('parameter', 'parameter.code', 'stationParameter.parameterCode')
        .select(['parameter.code', 'parameter.unit', 'parameter.maxStep'])
        .where('stationParameter.stationId', '=', stationId)
        .where('stationParameter.isActive', '=', true)
        .execute();
    },

    /** The station's valid values of (from, to], oldest first. */
    validValues(stationId: string, from: Date, to: Date) {
      return db
        .selectFrom('currentReading as c')
        .select(['c.parameterCode', 'c.ts', 'c.value'])
        .where('c.stationId', '=', stationId)
        .where('c.ts', '>', from)
        .where('c.ts', '<=', to)
        .where('c.validity', '>', 0)
        .orderBy('c.ts')
        .execute();
    },

    /** The station's valid hourly means of the hours in (from, to], oldest first. */
    validHourlyMeans(stationId: string, from: Date, to: Date) {
      return db
        .selectFrom('readingHourly')
        .select(['parameterCode', 'hour as ts', 'avg as value'])
        .where('stationId', '=', stationId)
        .where('hour', '>', from)
        .where('hour', '<=', to)
        .where('validity', '>', 0)
        .orderBy('hour')
        .execute();
    },

    /** Every active station with an expected interval: its newest value and arrival, and its last evaluation. */
    expectingData() {
      return db
        .selectFrom('station')
        .innerJoin('stationStatus', 'stationStatus.stationId', 'station.id')
        .leftJoin('alertStationMark', 'alertStationMark.stationId', 'station.id')
        .select([
          'station.id',
          'station.module',
          'station.stateId',
          'stationStatus.lastTs',
          'stationStatus.lastReceivedAt',
          'alertStationMark.evaluatedAt',
        ])
        .where('station.isActive', '=', true)
        .where('station.expectedIntervalMinutes', 'is not', null)
        .execute();
    },

    /** The names of these stations. */
    names(ids: readonly string[]) {
      return db
        .selectFrom('station')
        .select(['id', 'name'])
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}
