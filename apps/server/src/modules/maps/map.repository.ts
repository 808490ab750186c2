import { HOUR_MS } from '@eqmp/domain';
import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { rowById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { localStart } from '../values/index.js';

/** Structured filters of the station layer (map contract §1); an empty list filters nothing. */
export interface StationFilters {
  readonly state?: readonly string[];
  readonly basin?: readonly string[];
  readonly river?: readonly string[];
  readonly category?: readonly string[];
  readonly stationid?: readonly string[];
}

export type MapStation = Awaited<
  ReturnType<ReturnType<typeof createMapRepository>['stations']>
>[number];

/** The stations of the layer with their places, and one station's module. */
function createMapStationsRepository(db: Kysely<Database>) {
  return {
    /** Active stations of a module with their places and investigative case; OBJECTID is stable. */
    async stations(module: ModuleCode, filters: StationFilters = {}) {
      let query = db
        .with('s', (qb) =>
          qb
            .selectFrom('station as st')
            .leftJoin('state', 'state.id', 'st.stateId')
            .leftJoin('district', 'district.id', 'st.districtId')
            .leftJoin('basin', 'basin.id', 'st.basinId')
            .leftJoin('river', 'river.id', 'st.riverId')
            .leftJoinLateral(
              (eb) =>
                eb
                  .selectFrom('investigativeCaseStation as ics')
                  .innerJoin('investigativeCase as ic', 'ic.id', 'ics.caseId')
                  .select(['ic.id as caseId', 'ic.caseTitle', 'ic.year'])
                  .whereRef('ics.stationId', '=', 'st.id')
                  .orderBy('ic.year', 'desc')
                  .orderBy('ic.caseStartDate', 'desc')
                  .limit(1)
                  .as('c'),
              (join) => join.onTrue(),
            )
            .select([
              'st.id',
              'st.name',
              'st.module',
              'st.longitude',
              'st.latitude',
              'st.category',
              'st.locationType',
              'st.stateId',
              'state.name as stateName',
              'district.name as districtName',
              'basin.name as basinName',
              'river.name as riverName',
              'c.caseId',
              'c.caseTitle',
              'c.year',
              sql<number>`(row_number() over (order by st.id))::int`.as('objectid'),
            ])
            .where('st.module', '=', module)
            .where('st.isActive', '=', true),
        )
        .selectFrom('s')
        .selectAll();
      const list = (values: readonly string[] | undefined) =>
        values && values.length > 0 ? [...values] : null;
      const state = list(filters.state);
      const basin = list(filters.basin);
      const river = list(filters.river);
      const category = list(filters.category);
      const ids = list(filters.stationid);
      if (state) query = query.where('s.stateName', 'in', state);
      if (basin) query = query.where('s.basinName', 'in', basin);
      if (river) query = query.where('s.riverName', 'in', river);
      if (category) query = query.where('s.category', 'in', category);
      if (ids) query = query.where('s.id', 'in', ids);
      return query.orderBy('s.id').execute();
    },

    /** A station's module and whether it is active (undefined: no such station). */
    station(stationId: string) {
      return rowById(db, 'station', stationId, ['module', 'isActive']);
    },
  };
}

/** The latest values of each station: its API, its samples or its hourly means. */
function createMapLatestRepository(db: Kysely<Database>) {
  return {
    /** The latest hour with an API (display value) of each station, at or before `now`. */
    async latestAirIndex(stationIds: readonly string[], now: Date) {
      if (stationIds.length === 0) return [];
      const result = await sql<{
        stationId: string;
        hour: Date;
        displayApi: number;
        category: string;
        dominant: string[];
      }>`
        select s.id as station_id, a.hour, a.display_api, a.category, a.dominant
        from station s
        cross join lateral (
          select hour, display_api, category, dominant from air_index_hourly x
          where x.station_id = s.id and x.hour <= ${now} and x.display_api is not null
          order by x.hour desc limit 1
        ) a
        where s.id in (${sql.join([...stationIds])})
      `.execute(db);
      return result.rows;
    },

    /**
     * A sampling programme's figures at or before `now`, from the usable current values of its
     * samples: with `wholeMonth`, the mean of each parameter over the local month of the station's
     * latest sample (the monthly report's rule); without, the latest sample's own values. Each row
     * carries the month's first sampling time and the latest one, to the second.
     */
    async latestSamples(stationIds: readonly string[], now: Date, wholeMonth: boolean) {
      if (stationIds.length === 0) return [];
      const from = wholeMonth ? localStart({ monthOf: 'l.ts' }) : sql`l.ts`;
      const result = await sql<{
        stationId: string;
        parameterCode: string;
        firstTs: Date;
        lastTs: Date;
        avg: number;
      }>`
        select s.id as station_id, c.parameter_code, min(c.ts) as first_ts, l.ts as last_ts, avg(c.value) as avg
        from station s
        cross join lateral (
          select x.ts from current_reading x
          where x.station_id = s.id and x.source = 'manual' and x.usable and x.ts <= ${now}
          order by x.ts desc limit 1
        ) l
        join current_reading c on c.station_id = s.id and c.source = 'manual' and c.usable
          and c.ts <= l.ts and c.ts >= ${from}
        where s.id in (${sql.join([...stationIds])})
        group by s.id, c.parameter_code, l.ts
      `.execute(db);
      return result.rows;
    },

    /**
     * The latest hourly mean of each parameter each station measures (the rollup of a manual
     * sample is the hour it was taken), at or before `now`.
     */
    async latestHourly(stationIds: readonly string[], now: Date) {
      if (stationIds.length === 0) return [];
      const result = await sql<{
        stationId: string;
        parameterCode: string;
        hour: Date;
        avg: number;
      }>`
        select sp.station_id, sp.parameter_code, h.hour, h.avg
        from station_parameter sp
        cross join lateral (
          select hour, avg from reading_hourly x
          where x.station_id = sp.station_id and x.parameter_code = sp.parameter_code and x.hour <= ${now} and x.avg is not null
          order by x.hour desc limit 1
        ) h
        where sp.station_id in (${sql.join([...stationIds])}) and sp.is_active
      `.execute(db);
      return result.rows;
    },
  };
}

/** Where mobile stations are: their latest position, their tracks, and new fixes. */
function createMapPositionsRepository(db: Kysely<Database>) {
  return {
    /** The latest position of each station, at or before `now`. */
    async latestPositions(stationIds: readonly string[], now: Date) {
      if (stationIds.length === 0) return [];
      const result = await sql<{
        stationId: string;
        ts: Date;
        longitude: number;
        latitude: number;
      }>`
        select s.id as station_id, p.ts, p.longitude, p.latitude
        from station s
        cross join lateral (
          select ts, longitude, latitude from station_position x where x.station_id = s.id and x.ts <= ${now} order by x.ts desc limit 1
        ) p
        where s.id in (${sql.join([...stationIds])})
      `.execute(db);
      return result.rows;
    },

    /** Positions of the last 24 hours up to `now`, oldest first. */
    async tracks(stationIds: readonly string[], now: Date) {
      if (stationIds.length === 0) return [];
      return db
        .selectFrom('stationPosition')
        .select(['stationId', 'ts', 'longitude', 'latitude'])
        .where('stationId', 'in', [...stationIds])
        .where('ts', '>', new Date(now.getTime() - 24 * HOUR_MS))
        .where('ts', '<=', now)
        .orderBy('stationId')
        .orderBy('ts')
        .execute();
    },

    /** Stores position fixes, a fix already stored (same station and time) left as it is; how many were new. */
    async addPositions(
      fixes: readonly {
        stationId: string;
        ts: Date;
        longitude: number;
        latitude: number;
        receivedAt: Date;
      }[],
    ): Promise<number> {
      const inserted = await db
        .insertInto('stationPosition')
        .values([...fixes])
        .onConflict((oc) => oc.doNothing())
        .returning('ts')
        .execute();
      return inserted.length;
    },
  };
}

/**
 * The map's reads. Each is one statement over all the stations asked for (no query per station),
 * and the "latest" reads walk the primary keys backwards with a lateral LIMIT 1 per station (or
 * station and parameter), so their cost grows with the number of stations, not of hours stored.
 */
export function createMapRepository(db: Kysely<Database>) {
  return {
    ...createMapStationsRepository(db),
    ...createMapLatestRepository(db),
    ...createMapPositionsRepository(db),
  };
}
