import {
  compileAirCompliance,
  compileApiDays,
  localDayStart,
  type EqrAirResponse,
  type EqrModule,
  type StationDayPollutant,
  DAY_MS,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createStandardsRepository } from '../calculators/index.js';
import { createAirEqrRepository } from './air-eqr.repository.js';
import { chapterDataLevel } from './eqr-levels.js';

/** Numeric columns may come back as text from PostgreSQL. */
const numberOrNull = (v: number | string | null | undefined) =>
  v === null || v === undefined ? null : Number(v);

/**
 * The air chapter of the Environmental Quality Report (continuous air): days per API class per
 * state and compliance with each MAAQS limit in force, from validated data (the hourly API and
 * the rollups count valid hours only), with the level the data has reached.
 */
export function createAirEqrService({ db }: { db: Kysely<Database> }) {
  const repo = createAirEqrRepository(db);
  return {
    async compile(module: EqrModule, year: number, language: Language): Promise<EqrAirResponse> {
      const from = localDayStart(`${year}-01-01`);
      const to = localDayStart(`${year + 1}-01-01`);
      const daysInYear = Math.round((to.getTime() - from.getTime()) / DAY_MS);
      const stations = await repo.stations(module);
      const ids = stations.map((s) => s.id);
      const [apis, stats, eightHour, units, limits] = await Promise.all([
        repo.dailyMaxApi(ids, from, to),
        repo.dailyStats(ids, year),
        repo.dailyMax8h(ids, from, to),
        repo.units(),
        createStandardsRepository(db).limitRows(),
      ]);
      const stateOf = new Map(stations.map((s) => [s.id, s.state]));
      const unitOf = new Map(units.map((u) => [u.code, u.unit]));
      const max8h = new Map(
        eightHour.map((r) => [`${r.stationId}|${r.parameterCode}|${r.day}`, r.max8h]),
      );
      const days: StationDayPollutant[] = stats.map((s) => ({
        stationId: s.stationId,
        parameter: s.parameterCode,
        day: s.day,
        validHours: s.validHours,
        mean: numberOrNull(s.mean),
        max1h: numberOrNull(s.max1h),
        max8h: numberOrNull(max8h.get(`${s.stationId}|${s.parameterCode}|${s.day}`)),
        unit: unitOf.get(s.parameterCode) ?? '',
      }));
      // A station-day has a class only when the station measured something valid that day: the
      // hourly index of a day without readings comes from the running means of the days before.
      const measured = new Set(
        days.filter((d) => d.validHours > 0).map((d) => `${d.stationId}|${d.day}`),
      );
      const measuredApis = apis.filter((a) => measured.has(`${a.stationId}|${a.day}`));
      // The stations with any valid hour in the year are the chapter's stations.
      const used = [...new Set(days.filter((d) => d.validHours > 0).map((d) => d.stationId))];
      const usedStations = stations
        .filter((s) => used.includes(s.id))
        .map((s) => ({ stationId: s.id, state: s.state }));
      const { byState, stationDays } = compileApiDays(
        measuredApis.map((a) => ({ ...a, state: stateOf.get(a.stationId) ?? null })),
        usedStations,
        daysInYear,
        translate(language, 'eqr:noState'),
      );
      return {
        module,
        year,
        dataLevel: await chapterDataLevel(db, module, used, from, to),
        stations: used.length,
        daysInYear,
        daysByState: byState.map((s) => ({ ...s, counts: { ...s.counts } })),
        stationDays,
        compliance: compileAirCompliance(days, limits, year, daysInYear),
      };
    },
  };
}
