import { POLLUTION_EVENT_KINDS, type AlertKind, type ModuleCode } from '@eqmp/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { localDay } from '../values/index.js';

/** Which alert episodes count: of a pollution kind and these modules (and state), under way at some time of [start, end). */
export interface EpisodeFilter {
  readonly modules: readonly ModuleCode[];
  readonly stateId: number | undefined;
  readonly start: Date;
  readonly end: Date;
}

const under = (f: EpisodeFilter) => sql<SqlBool>`a.kind in (${sql.join([...POLLUTION_EVENT_KINDS])})
      and a.module in (${sql.join([...f.modules])})
      ${f.stateId === undefined ? sql`` : sql`and a.state_id = ${f.stateId}`}
      and a.opened_at < ${f.end}
      and (a.condition_ended_at is null or a.condition_ended_at >= ${f.start})`;

/** The pollution events page's reads of alert episodes (the filter needs at least one module). */
export function createPollutionEventsRepository(db: Kysely<Database>) {
  return {
    /** Episodes per kind. */
    async perKind(filter: EpisodeFilter) {
      const { rows } = await sql<{ kind: AlertKind; count: number }>`
        select a.kind, count(*)::int as count from alert a where ${under(filter)} group by a.kind`.execute(
        db,
      );
      return rows;
    },

    /** Episodes per state, most first. */
    async perState(filter: EpisodeFilter) {
      const { rows } = await sql<{ stateName: string | null; count: number }>`
        select st.name as state_name, count(*)::int as count
        from alert a left join state st on st.id = a.state_id
        where ${under(filter)} group by st.name order by count desc, st.name`.execute(db);
      return rows;
    },

    /** Episodes under way on each local day of the filter's span per kind (an ongoing one runs until `now`). */
    async perDay(filter: EpisodeFilter, now: Date) {
      const { rows } = await sql<{ day: string; kind: AlertKind; count: number }>`
        with e as (select a.kind, a.opened_at, coalesce(a.condition_ended_at, ${now}) as ended from alert a where ${under(filter)})
        select ${localDay('d.day')} as day, e.kind, count(*)::int as count
        from generate_series(${filter.start}::timestamptz, ${filter.end}::timestamptz - interval '1 day', interval '1 day') as d(day)
        join e on e.opened_at < d.day + interval '1 day' and e.ended >= d.day
        group by 1, 2`.execute(db);
      return rows;
    },

    /** The newest episodes (up to `limit`) with their station's name and place. */
    newest: (filter: EpisodeFilter, limit: number) =>
      db
        .selectFrom('alert as a')
        .innerJoin('station as s', 's.id', 'a.stationId')
        .leftJoin('state as st', 'st.id', 'a.stateId')
        .select([
          'a.id',
          'a.module',
          'a.kind',
          'a.stationId',
          's.name as stationName',
          'st.name as stateName',
          's.longitude',
          's.latitude',
          'a.parameterCode',
          'a.openedAt',
          'a.conditionEndedAt',
          'a.peakValue',
          'a.value',
          'a.limitValue',
          'a.unit',
          'a.status',
        ])
        .where(under(filter))
        .orderBy('a.openedAt', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .execute(),
  };
}
