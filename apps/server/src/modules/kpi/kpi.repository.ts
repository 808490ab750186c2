import { sql, type Kysely } from 'kysely';
import {
  continuousStationsOf,
  type ContinuousStationFilter,
} from '../../db/continuous-stations.js';
import type { Database } from '../../db/schema/index.js';
import type { KpiPeriod } from './kpi-periods.js';
import { localDay, localMonth } from '../values/index.js';

export type StationFilter = ContinuousStationFilter;

/** Local (Kuala Lumpur) bucket of an hour in SQL. */
const bucket = (period: KpiPeriod) => (period === 'day' ? localDay('hour') : localMonth('hour'));

/** The SQL of the KPI reports: continuous stations and sums over their hourly rollups. */
export function createKpiRepository(db: Kysely<Database>) {
  /** Active continuous stations (they have an expected interval), by module and id. */
  const stations = (filter: StationFilter) => continuousStationsOf(db, filter);

  return {
    stations: (filter: StationFilter) => stations(filter).execute(),

    /**
     * Hours with data per station and bucket: hours where any parameter's rollup counted a value.
     * Distinct station-hours first, then buckets: a third quicker than `count(distinct hour)`.
     */
    async upHours(stationIds: readonly string[], from: Date, end: Date, period: KpiPeriod) {
      if (stationIds.length === 0 || from >= end) return [];
      return db
        .selectFrom((eb) =>
          eb
            .selectFrom('readingHourly')
            .select(['stationId', 'hour'])
            .where('stationId', 'in', stationIds)
            .where('hour', '>=', from)
            .where('hour', '<', end)
            .where('count', '>', 0)
            .groupBy(['stationId', 'hour'])
            .as('h'),
        )
        .select(['h.stationId', bucket(period).as('bucket'), sql<number>`count(*)::int`.as('up')])
        .groupBy(['h.stationId', 'bucket'])
        .execute();
    },

    /** The active parameters of the filtered stations. */
    stationParameters: (filter: StationFilter) =>
      stations(filter)
        .innerJoin('stationParameter', 'stationParameter.stationId', 'station.id')
        .select('stationParameter.parameterCode')
        .where('stationParameter.isActive', '=', true)
        .orderBy('stationParameter.parameterCode')
        .execute(),

    /**
     * Per station × parameter over [from, end): `captured`, the sum of each hour's
     * valid/expected (between 0 and 1; `least` and `greatest` skip nulls, hence the
     * coalesce and the filter), and the same without calibration/maintenance
     * (`capturedExclCal`) with the hours that were wholly calibration (`calHours`).
     */
    async captureSums(stationIds: readonly string[], from: Date, end: Date) {
      if (stationIds.length === 0 || from >= end) return [];
      return db
        .selectFrom('readingHourly')
        .select([
          'stationId',
          'parameterCode',
          sql<number>`coalesce(sum(greatest(least(coalesce(valid_count::float8 / nullif(expected_count, 0), 0), 1), 0)), 0)`.as(
            'captured',
          ),
          sql<number>`coalesce(sum(greatest(least(capture_excl_cal_pct / 100, 1), 0)) filter (where capture_excl_cal_pct is not null), 0)`.as(
            'capturedExclCal',
          ),
          sql<number>`(count(*) filter (where capture_excl_cal_pct is null))::int`.as('calHours'),
        ])
        .where('stationId', 'in', stationIds)
        .where('hour', '>=', from)
        .where('hour', '<', end)
        .groupBy(['stationId', 'parameterCode'])
        .execute();
    },

    /** States that have an active continuous station, for the filters. */
    states: () =>
      db
        .selectFrom('state')
        .select(['state.id', 'state.name'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('station')
              .select('station.id')
              .whereRef('station.stateId', '=', 'state.id')
              .where('station.isActive', '=', true)
              .where('station.expectedIntervalMinutes', 'is not', null),
          ),
        )
        .orderBy('state.name')
        .execute(),
  };
}
