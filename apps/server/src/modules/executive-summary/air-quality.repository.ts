import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { localDay } from '../values/index.js';

/** How many stations the air quality overview ranks as the worst. */
export const WORST_STATIONS = 10;

/**
 * The air quality overview's reads over the hourly API of the given stations in [from, to), all
 * aggregated in SQL: the highest API per state and local day, the worst stations, and the
 * station-hours per dominant pollutant.
 */
export function createAirQualityRepository(db: Kysely<Database>) {
  const hours = (ids: readonly string[], from: Date, to: Date) => sql`
    select x.station_id, x.hour, x.display_api, x.dominant, st.name as state_name
    from air_index_hourly x
    join station s on s.id = x.station_id
    left join state st on st.id = s.state_id
    where x.station_id in (${sql.join([...ids])}) and x.hour >= ${from} and x.hour < ${to}
      and x.display_api is not null`;

  return {
    async stateDayMax(ids: readonly string[], from: Date, to: Date) {
      if (ids.length === 0) return [];
      const { rows } = await sql<{ stateName: string | null; day: string; maxApi: number }>`
        with h as (${hours(ids, from, to)})
        select h.state_name, ${localDay('h.hour')} as day, max(h.display_api) as max_api
        from h group by 1, 2`.execute(db);
      return rows;
    },

    /**
     * The stations with the most unhealthy hours (API at least `unhealthyFrom`), then the highest
     * API; with the hour of that highest API (the latest such hour).
     */
    async worst(ids: readonly string[], from: Date, to: Date, unhealthyFrom: number) {
      if (ids.length === 0) return [];
      const { rows } = await sql<{
        stationId: string;
        stationName: string;
        stateName: string | null;
        maxApi: number;
        maxAt: Date;
        unhealthyHours: number;
        unhealthyDays: number;
        hours: number;
      }>`
        with h as (${hours(ids, from, to)}),
        agg as (
          select h.station_id, max(h.display_api) as max_api,
            (count(*) filter (where h.display_api >= ${unhealthyFrom}))::int as unhealthy_hours,
            (count(distinct ${localDay('h.hour')}) filter (where h.display_api >= ${unhealthyFrom}))::int as unhealthy_days,
            count(*)::int as hours
          from h group by h.station_id
        ),
        top as (
          select distinct on (h.station_id) h.station_id, h.hour
          from h order by h.station_id, h.display_api desc, h.hour desc
        )
        select agg.station_id, s.name as station_name, st.name as state_name, agg.max_api,
          top.hour as max_at, agg.unhealthy_hours, agg.unhealthy_days, agg.hours
        from agg join top on top.station_id = agg.station_id
        join station s on s.id = agg.station_id left join state st on st.id = s.state_id
        order by agg.unhealthy_hours desc, agg.max_api desc, agg.station_id
        limit ${WORST_STATIONS}`.execute(db);
      return rows;
    },

    /** Station-hours per state and dominant pollutant (`MULTIPLE` when several shared the top). */
    async dominant(ids: readonly string[], from: Date, to: Date) {
      if (ids.length === 0) return [];
      const { rows } = await sql<{ stateName: string | null; pollutant: string; hours: number }>`
        with h as (${hours(ids, from, to)})
        select h.state_name,
          case when cardinality(h.dominant) = 1 then h.dominant[1] else 'MULTIPLE' end as pollutant,
          count(*)::int as hours
        from h where cardinality(h.dominant) >= 1
        group by 1, 2`.execute(db);
      return rows;
    },
  };
}
