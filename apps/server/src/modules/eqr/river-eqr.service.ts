import {
  compileRiverEqr,
  EQR_TREND_YEARS,
  type EqrModule,
  type EqrRiverResponse,
  type StationYearWqi,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { loadIndexStandards, riverIndexOf } from '../calculators/index.js';
import { yearDataLevel } from './eqr-levels.js';
import { byStationYear } from './eqr-year-means.js';
import { createRiverEqrRepository } from './river-eqr.repository.js';
import { createYearMeansRepository } from './year-means.repository.js';

/**
 * The river chapter of the Environmental Quality Report, compiled from validated data: yearly
 * means per station and parameter, the DOE-WQI of each station-year with the standards in force,
 * and the level the data has reached (approval ranges, QUALITY.md).
 */
export function createRiverEqrService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createRiverEqrRepository(db);
  const yearMeansRepo = createYearMeansRepository(db);
  return {
    async compile(module: EqrModule, year: number, language: Language): Promise<EqrRiverResponse> {
      const stations = await repo.stations(module);
      const means = await yearMeansRepo.yearMeans(
        module,
        stations.map((s) => s.id),
        year - EQR_TREND_YEARS + 1,
        year,
      );
      const standards = await loadIndexStandards(db, clock.now());
      const basinOf = new Map(stations.map((s) => [s.id, s.basin]));
      const rows: StationYearWqi[] = byStationYear(means).map((g) => {
        const result = riverIndexOf(g.values, standards.wqi);
        return {
          stationId: g.stationId,
          basin: basinOf.get(g.stationId) ?? null,
          year: g.year,
          wqi: result.wqi,
          riverClass: result.riverClass,
        };
      });
      const used = [...new Set(rows.filter((r) => r.year === year).map((r) => r.stationId))];
      const years = Array.from(
        { length: EQR_TREND_YEARS },
        (_, i) => year - EQR_TREND_YEARS + 1 + i,
      );
      const eqr = compileRiverEqr(rows, year, years, translate(language, 'eqr:noBasin'));
      return {
        module,
        year,
        dataLevel: await yearDataLevel(db, module, used, year),
        stations: used.length,
        ...eqr,
        classShares: [...eqr.classShares],
        byBasin: eqr.byBasin.map((b) => ({ ...b, counts: { ...b.counts } })),
        trend: [...eqr.trend],
      };
    },
  };
}
