import { AIR_POLLUTANTS, type ModuleCode, type Pollutant, HOUR_MS } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { localDay } from '../values/index.js';

/** The pollutants with an 8-hour standard: only these need the hourly running means. */
const EIGHT_HOUR: readonly Pollutant[] = ['O3', 'CO'];

/**
 * The air chapter's reads, one statement each over all the stations: the highest hourly API of
 * each station-day (`air_index_hourly`, computed from valid hours only), each station-day's valid
 * statistics per pollutant (`reading_daily`) and, for O3 and CO, the day's highest 8-hour running
 * mean (from `reading_hourly`, each mean with at least 6 valid hours).
 */
export function createAirEqrRepository(db: Kysely<Database>) {
  return {
    async stations(module: ModuleCode) {
      return db
        .selectFrom('station as s')
        .leftJoin('state', 'state.id', 's.stateId')
        .select(['s.id', 'state.name as state'])
        .where('s.module', '=', module)
        .where('s.isActive', '=', true)
        .orderBy('s.id')
        .execute();
    },

    async dailyMaxApi(ids: readonly string[], from: Date, to: Date) {
      if (ids.length === 0) return [];
      const { rows } = await sql<{ stationId: string; day: string; maxApi: number }>`
        select station_id, ${localDay('hour')} as day, max(display_api)::int as max_api
        from air_index_hourly
        where station_id in (${sql.join([...ids])}) and hour >= ${from} and hour < ${to} and display_api is not null
        group by 1, 2`.execute(db);
      return rows;
    },

    async dailyStats(ids: readonly string[], year: number) {
      if (ids.length === 0) return [];
      const { rows } = await sql<{
        stationId: string;
        parameterCode: Pollutant;
        day: string;
        validHours: number;
        mean: number | null;
        max1h: number | null;
      }>`
        select station_id, parameter_code, day::text as day, valid_hours::int as valid_hours,
          case when valid_hours > 0 then valid_sum / valid_hours end as mean, valid_max_mean as max1h
        from reading_daily
        where station_id in (${sql.join([...ids])}) and parameter_code in (${sql.join([...AIR_POLLUTANTS])})
          and day >= ${`${year}-01-01`}::date and day < ${`${year + 1}-01-01`}::date`.execute(db);
      return rows;
    },

    async dailyMax8h(ids: readonly string[], from: Date, to: Date) {
      if (ids.length === 0) return [];
      const { rows } = await sql<{
        stationId: string;
        parameterCode: Pollutant;
        day: string;
        max8h: number | null;
      }>`
        with h as (
          select station_id, parameter_code, hour,
            avg(avg) over w as mean8, count(*) over w as n8
          from reading_hourly
          where station_id in (${sql.join([...ids])}) and parameter_code in (${sql.join([...EIGHT_HOUR])})
            and validity = 1 and avg is not null
            and hour >= ${new Date(from.getTime() - 7 * HOUR_MS)} and hour < ${to}
          window w as (partition by station_id, parameter_code order by hour range between interval '7 hours' preceding and current row)
        )
        select station_id, parameter_code, ${localDay('hour')} as day,
          max(case when n8 >= 6 then mean8 end) as max8h
        from h where hour >= ${from}
        group by 1, 2, 3`.execute(db);
      return rows;
    },

    async units() {
      return db
        .selectFrom('parameter')
        .select(['code', 'unit'])
        .where('code', 'in', [...AIR_POLLUTANTS])
        .execute();
    },
  };
}
