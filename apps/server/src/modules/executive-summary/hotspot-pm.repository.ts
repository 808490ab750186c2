import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { localDay } from '../values/index.js';

/** The hotspots-against-PM page's reads: fire detections and daily PM means per local day. */
export function createHotspotPmRepository(db: Kysely<Database>) {
  return {
    /**
     * Hotspots detected in [from, to) per local day: in Malaysia's states (or in one state), outside
     * them, and of those inside the high-confidence ones.
     */
    async firesPerDay(from: Date, to: Date, stateId: number | undefined) {
      const inside =
        stateId === undefined ? sql`h.state_id is not null` : sql`h.state_id = ${stateId}`;
      const { rows } = await sql<{ day: string; inside: number; outside: number; high: number }>`
        select ${localDay('h.observed_at')} as day,
          (count(*) filter (where ${inside}))::int as inside,
          (count(*) filter (where h.state_id is null))::int as outside,
          (count(*) filter (where ${inside} and h.confidence = 'high'))::int as high
        from hotspot h
        where h.observed_at >= ${from} and h.observed_at < ${to}
        group by 1`.execute(db);
      return rows;
    },

    /**
     * The mean over the stations of their daily means of each parameter per local day of
     * [fromDay, toDay], counting a station's day only with at least `minHours` valid hours.
     */
    async dailyMeans(
      stationIds: readonly string[],
      parameterCodes: readonly string[],
      fromDay: string,
      toDay: string,
      minHours: number,
    ) {
      if (stationIds.length === 0) return [];
      const { rows } = await sql<{ day: string; parameterCode: string; value: number }>`
        select to_char(d.day, 'YYYY-MM-DD') as day, d.parameter_code, avg(d.valid_sum / d.valid_hours) as value
        from reading_daily d
        where d.station_id in (${sql.join([...stationIds])}) and d.parameter_code in (${sql.join([...parameterCodes])})
          and d.day >= ${fromDay}::date and d.day <= ${toDay}::date and d.valid_hours >= ${minHours}
        group by 1, 2`.execute(db);
      return rows;
    },
  };
}
