import {
  CAPTURE_MIN_FRACTION,
  laggedPearson,
  SUMMARY_MAX_DAYS,
  type HotspotPm,
  type ModuleCode,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { dataLevel } from '../values/index.js';
import { createHotspotPmRepository } from './hotspot-pm.repository.js';
import { createIndexOverviewRepository } from './index-overview.repository.js';
import { createSummaryStationsRepository } from './stations.repository.js';
import { dayPeriod, type PeriodQuery } from './summary-period.js';

/** A station's daily mean counts only with 18 valid hours of 24 (QUALITY.md completeness). */
const MIN_DAY_HOURS = Math.ceil(CAPTURE_MIN_FRACTION * 24);
const PM = ['PM25', 'PM10'] as const;
const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/**
 * Hotspots against PM (spec §2 hotspot): per local day of the period (last 30 by default), the
 * fire hotspots detected in Malaysia's states (or in the chosen state) and outside them (haze
 * from neighbouring countries), and the mean of the continuous air stations' daily PM2.5 and
 * PM10 means (of those stations, or of the chosen state's; a daily mean needs 18 valid hours).
 * Pearson's r between the day's hotspots (in and outside) and PM, the same day and a day later.
 * Hotspots are satellite detections, not station data: everyone with the page sees them; PM
 * keeps to the caller's modules (CAQM).
 */
export function createHotspotPmService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db } = deps;
  const repo = createHotspotPmRepository(db);
  const stationsRepo = createIndexOverviewRepository(db);
  const states = createSummaryStationsRepository(db);

  return async (
    covered: readonly ModuleCode[],
    query: PeriodQuery & { stateId?: number | undefined },
  ): Promise<HotspotPm> => {
    const now = deps.clock.now();
    const period = dayPeriod(query, now, 30, SUMMARY_MAX_DAYS);
    const stateName = query.stateId === undefined ? null : await states.stateName(query.stateId);
    const fires = await repo.firesPerDay(period.start, period.end, query.stateId);
    const stations = covered.includes('CAQM')
      ? await stationsRepo.stations(['CAQM'], query.stateId)
      : [];
    const ids = stations.map((s) => s.id);
    const pm = await repo.dailyMeans(ids, PM, period.from, period.to, MIN_DAY_HOURS);

    const fireOf = new Map(fires.map((f) => [f.day, f]));
    const hotspots = period.days.map((d) => fireOf.get(d)?.inside ?? 0);
    const outside = period.days.map((d) => fireOf.get(d)?.outside ?? 0);
    const series = (code: string) =>
      period.days.map((d) =>
        round1(pm.find((r) => r.day === d && r.parameterCode === code)?.value ?? null),
      );
    const pm25 = series('PM25');
    const pm10 = series('PM10');
    const fireTotal = hotspots.map((n, i) => n + outside[i]!);
    const correlation = PM.flatMap((pollutant) =>
      [0, 1].map((lag) => {
        const result = laggedPearson(fireTotal, pollutant === 'PM25' ? pm25 : pm10, lag);
        return {
          pollutant,
          lag,
          r: result ? Math.round(result.r * 1000) / 1000 : null,
          n: result?.n ?? 0,
        };
      }),
    );
    return {
      from: period.from,
      to: period.to,
      stateName,
      days: period.days,
      hotspots,
      outside,
      pm25,
      pm10,
      pmStations: ids.length,
      totals: {
        hotspots: hotspots.reduce((a, b) => a + b, 0),
        highConfidence: fires.reduce((sum, f) => sum + f.high, 0),
        outside: outside.reduce((a, b) => a + b, 0),
      },
      correlation,
      dataLevel: await dataLevel(db, ids, PM, period.start, now < period.end ? now : period.end),
    };
  };
}
