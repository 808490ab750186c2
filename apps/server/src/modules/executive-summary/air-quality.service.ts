import {
  AIR_POLLUTANTS,
  API_BANDS,
  daysPerClass,
  SUMMARY_AIR_CLASSES,
  SUMMARY_MAX_DAYS,
  type airQualityAnswer,
  type ModuleCode,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createAirQualityRepository } from './air-quality.repository.js';
import { createIndexOverviewRepository } from './index-overview.repository.js';
import { dataLevel } from '../values/index.js';
import { dayPeriod, type PeriodQuery } from './summary-period.js';

type AirQualityOverview = z.output<typeof airQualityAnswer>;

/** The lowest displayed API of the unhealthy band (101). */
const UNHEALTHY_FROM = API_BANDS.find((b) => b.category === 'UNHEALTHY')!.min;
const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((1000 * part) / whole) / 10 : 0;

/**
 * Air quality overview (spec §2 air_quality_overview) of the continuous air network (CAQM) over
 * a period of local days (last 30 by default): days per API class per state and nationally (a
 * day takes the class of its highest hourly API, see `daysPerClass`), the ten stations with the
 * most unhealthy hours (API ≥ 101), and the share of station-hours each pollutant was dominant.
 */
export function createAirQualityService(deps: { db: Kysely<Database>; clock: Clock }) {
  const repo = createAirQualityRepository(deps.db);
  const stationsRepo = createIndexOverviewRepository(deps.db);

  return async (
    covered: readonly ModuleCode[],
    query: PeriodQuery,
  ): Promise<AirQualityOverview> => {
    const now = deps.clock.now();
    const period = dayPeriod(query, now, 30, SUMMARY_MAX_DAYS);
    const stations = covered.includes('CAQM') ? await stationsRepo.stations(['CAQM']) : [];
    const ids = stations.map((s) => s.id);
    const states = [...new Set(stations.map((s) => s.stateName))].sort((a, b) =>
      a === null ? 1 : b === null ? -1 : a.localeCompare(b),
    );
    const [dayMax, worst, dominant] = [
      await repo.stateDayMax(ids, period.start, period.end),
      await repo.worst(ids, period.start, period.end, UNHEALTHY_FROM),
      await repo.dominant(ids, period.start, period.end),
    ];
    const days = daysPerClass(dayMax, period.days, states);

    const totals = new Map<string, number>();
    for (const r of dominant) totals.set(r.pollutant, (totals.get(r.pollutant) ?? 0) + r.hours);
    const allHours = [...totals.values()].reduce((a, b) => a + b, 0);
    const order = [...AIR_POLLUTANTS, 'MULTIPLE'] as string[];
    const dominantByState = states.flatMap((stateName) => {
      const own = dominant.filter((r) => r.stateName === stateName);
      const top = [...own].sort(
        (a, b) => b.hours - a.hours || order.indexOf(a.pollutant) - order.indexOf(b.pollutant),
      )[0];
      const stateHours = own.reduce((sum, r) => sum + r.hours, 0);
      return top ? [{ stateName, pollutant: top.pollutant, pct: pct(top.hours, stateHours) }] : [];
    });

    return {
      from: period.from,
      to: period.to,
      days: period.days.length,
      classes: [...SUMMARY_AIR_CLASSES],
      national: days.national,
      states: days.states,
      worst: worst.map((w) => ({ ...w, maxAt: new Date(w.maxAt) })),
      dominant: [...totals]
        .map(([pollutant, hours]) => ({ pollutant, hours, pct: pct(hours, allHours) }))
        .sort(
          (a, b) => b.hours - a.hours || order.indexOf(a.pollutant) - order.indexOf(b.pollutant),
        ),
      dominantByState,
      dataLevel: await dataLevel(
        deps.db,
        ids,
        AIR_POLLUTANTS,
        period.start,
        now < period.end ? now : period.end,
      ),
    };
  };
}
