import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/**
 * The index overview's reads: each one statement over all the stations asked for, aggregated in
 * SQL (the highest API of each period, the mean of each parameter over each period).
 */
export function createIndexOverviewRepository(db: Kysely<Database>) {
  return {
    /** Active stations of the modules (of one state if given), with their state and (marine) location type. */
    stations: (modules: readonly ModuleCode[], stateId?: number) =>
      modules.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('station as s')
            .leftJoin('state', 'state.id', 's.stateId')
            .select(['s.id', 's.module', 's.locationType', 'state.name as stateName'])
            .where('s.module', 'in', [...modules])
            .where('s.isActive', '=', true)
            .$if(stateId !== undefined, (q) => q.where('s.stateId', '=', stateId!))
            .orderBy('s.id')
            .execute(),

    /**
     * The highest displayed API of each station over the last 24 hours (hours starting after
     * `since24h`), since `since7d` and since `since30d`, up to `now`.
     */
    async maxApi(
      stationIds: readonly string[],
      now: Date,
      since24h: Date,
      since7d: Date,
      since30d: Date,
    ) {
      if (stationIds.length === 0) return [];
      const { rows } = await sql<{
        stationId: string;
        h24: number | null;
        d7: number | null;
        d30: number | null;
      }>`
        select x.station_id,
          max(x.display_api) filter (where x.hour > ${since24h}) as h24,
          max(x.display_api) filter (where x.hour >= ${since7d}) as d7,
          max(x.display_api) as d30
        from air_index_hourly x
        where x.station_id in (${sql.join([...stationIds])})
          and x.hour >= ${since30d} and x.hour <= ${now} and x.display_api is not null
        group by x.station_id`.execute(db);
      return rows;
    },

    /** Mean of each station × parameter's valid hourly means over the hours after `since` up to `now`. */
    async hourlyMeans(stationIds: readonly string[], since: Date, now: Date) {
      if (stationIds.length === 0) return [];
      const { rows } = await sql<{ stationId: string; parameterCode: string; value: number }>`
        select h.station_id, h.parameter_code, avg(h.avg) as value
        from reading_hourly h
        where h.station_id in (${sql.join([...stationIds])})
          and h.hour > ${since} and h.hour <= ${now} and h.validity = 1 and h.avg is not null
        group by h.station_id, h.parameter_code`.execute(db);
      return rows;
    },

    /**
     * Mean of each station × parameter's valid hourly means over the local days from `from7d`
     * and from `from30d` to `today` (both included), from the daily rollup: Σ sums ÷ Σ hours is
     * the mean of the same hours.
     */
    async dailyMeans(
      stationIds: readonly string[],
      from7d: string,
      from30d: string,
      today: string,
    ) {
      if (stationIds.length === 0) return [];
      const { rows } = await sql<{
        stationId: string;
        parameterCode: string;
        d7: number | null;
        d30: number | null;
      }>`
        select d.station_id, d.parameter_code,
          sum(d.valid_sum) filter (where d.day >= ${from7d}::date)
            / nullif(sum(d.valid_hours) filter (where d.day >= ${from7d}::date), 0) as d7,
          sum(d.valid_sum) / nullif(sum(d.valid_hours), 0) as d30
        from reading_daily d
        where d.station_id in (${sql.join([...stationIds])})
          and d.day >= ${from30d}::date and d.day <= ${today}::date and d.valid_hours > 0
        group by d.station_id, d.parameter_code`.execute(db);
      return rows;
    },
  };
}
