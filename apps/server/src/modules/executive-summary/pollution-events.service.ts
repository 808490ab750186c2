import {
  EPISODE_LIST_LIMIT,
  MODULE_CODES,
  POLLUTION_EVENT_KINDS,
  SUMMARY_MAX_DAYS,
  type AlertKind,
  type ModuleCode,
  type pollutionEventsAnswer,
  HOUR_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createPollutionEventsRepository } from './pollution-events.repository.js';
import { dayPeriod, type PeriodQuery } from './summary-period.js';

type PollutionEvents = z.output<typeof pollutionEventsAnswer>;

/**
 * Pollution events (spec §2 pollution_event): the alert episodes of a pollution kind that were
 * under way at some time of the period (opened before its end, not ended before its start), of
 * the modules the caller covers: counts per kind and per state, the episodes under way on each
 * day per kind (the timeline), and the newest episodes with their station's place for the map.
 * An ongoing episode runs until now. Alerts are raised on data as it arrives, so the episodes
 * are provisional figures whatever review later does to the values.
 */
export function createPollutionEventsService(deps: { db: Kysely<Database>; clock: Clock }) {
  const repo = createPollutionEventsRepository(deps.db);

  return async (
    covered: readonly ModuleCode[],
    query: PeriodQuery & { module?: ModuleCode | undefined; stateId?: number | undefined },
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
    const filter = { modules, stateId: query.stateId, start: period.start, end: period.end };
    const counted = await repo.perKind(filter);
    const kinds = POLLUTION_EVENT_KINDS.flatMap((kind) => counted.filter((k) => k.kind === kind));
    const total = kinds.reduce((sum, k) => sum + k.count, 0);
    if (total === 0) return empty;
    const byState = await repo.perState(filter);
    const perDay = await repo.perDay(filter, now);
    const episodes = await repo.newest(filter, EPISODE_LIST_LIMIT);

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
        openedAt: e.openedAt,
        endedAt: e.conditionEndedAt ?? null,
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
