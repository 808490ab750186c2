import {
  EPISODE_LIST_LIMIT,
  MODULE_CODES,
  POLLUTION_EVENT_KINDS,
  SUMMARY_MAX_DAYS,
  type AlertKind,
  type ModuleCode,
  type PollutionEvents,
  HOUR_MS,
} from '@eqmp/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { KL } from '../reports/index.js';
import { dayPeriod } from './summary-period.js';

/**
 * Pollution events (spec §2 pollution_event): the alert episodes of a pollution kind that were
 * under way at some time of the period (opened before its end, not ended before its start), of
 * the modules the caller covers: counts per kind and per state, the episodes under way on each
 * day per kind (the timeline), and the newest episodes with their station's place for the map.
 * An ongoing episode runs until now. Alerts are raised on data as it arrives, so the episodes
 * are provisional figures whatever review later does to the values.
 */
export function createPollutionEventsService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db } = deps;

  return async (
    covered: readonly ModuleCode[],
    query: {
      from?: string | undefined;
      to?: string | undefined;
      module?: ModuleCode | undefined;
      stateId?: number | undefined;
    },
  ): Promise<PollutionEvents> => {
    const now = deps.clock.now();
    const period = dayPeriod(query, now, 30, SUMMARY_MAX_DAYS);
    const modules = MODULE_CODES.filter(
      (m) => covered.includes(m) && (query.module === undefined || query.module === m),
    );
    const empty = {
      from: period.from,
      to: period.to,
      days: period.days,
      total: 0,
      truncated: false,
      kinds: [],
      timeline: [],
      byState: [],
      episodes: [],
      dataLevel: null,
    };
    if (modules.length === 0) return empty;
    const where = sql<SqlBool>`a.kind in (${sql.join([...POLLUTION_EVENT_KINDS])})
      and a.module in (${sql.join(modules)})
      ${query.stateId === undefined ? sql`` : sql`and a.state_id = ${query.stateId}`}
      and a.opened_at < ${period.end}
      and (a.condition_ended_at is null or a.condition_ended_at >= ${period.start})`;

    const { rows: counted } = await sql<{ kind: AlertKind; count: number }>`
      select a.kind, count(*)::int as count from alert a where ${where} group by a.kind`.execute(
      db,
    );
    const kinds = POLLUTION_EVENT_KINDS.flatMap((kind) => counted.filter((k) => k.kind === kind));
    const total = kinds.reduce((sum, k) => sum + k.count, 0);
    if (total === 0) return empty;
    const { rows: byState } = await sql<{ stateName: string | null; count: number }>`
      select st.name as state_name, count(*)::int as count
      from alert a left join state st on st.id = a.state_id
      where ${where} group by st.name order by count desc, st.name`.execute(db);
    const { rows: perDay } = await sql<{ day: string; kind: AlertKind; count: number }>`
      with e as (select a.kind, a.opened_at, coalesce(a.condition_ended_at, ${now}) as ended from alert a where ${where})
      select to_char(d.day at time zone ${KL}, 'YYYY-MM-DD') as day, e.kind, count(*)::int as count
      from generate_series(${period.start}::timestamptz, ${period.end}::timestamptz - interval '1 day', interval '1 day') as d(day)
      join e on e.opened_at < d.day + interval '1 day' and e.ended >= d.day
      group by 1, 2`.execute(db);
    const episodes = await db
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
      .where(where)
      .orderBy('a.openedAt', 'desc')
      .orderBy('a.id', 'desc')
      .limit(EPISODE_LIST_LIMIT)
      .execute();

    const count = (day: string, kind: AlertKind) =>
      perDay.find((r) => r.day === day && r.kind === kind)?.count ?? 0;
    return {
      from: period.from,
      to: period.to,
      days: period.days,
      total,
      truncated: total > episodes.length,
      kinds,
      timeline: kinds.map(({ kind }) => ({ kind, data: period.days.map((d) => count(d, kind)) })),
      byState,
      episodes: episodes.map((e) => ({
        id: String(e.id),
        module: e.module,
        kind: e.kind,
        stationId: e.stationId,
        stationName: e.stationName,
        stateName: e.stateName,
        longitude: e.longitude,
        latitude: e.latitude,
        parameterCode: e.parameterCode,
        openedAt: e.openedAt.toISOString(),
        endedAt: e.conditionEndedAt?.toISOString() ?? null,
        durationHours:
          Math.round(
            (((e.conditionEndedAt ?? now).getTime() - e.openedAt.getTime()) / HOUR_MS) * 10,
          ) / 10,
        peakValue: e.peakValue ?? e.value,
        limitValue: e.limitValue,
        unit: e.unit,
        status: e.status,
      })),
      dataLevel: 'provisional',
    };
  };
}
