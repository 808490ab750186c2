import {
  compileMarineEqr,
  judgeMarineSample,
  LOCATION_TYPES,
  MODULES,
  type EqrMarineResponse,
  type EqrModule,
  type LocationType,
  type MarineJudgement,
  type MarineParameter,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import {
  createStandardsRepository,
  loadIndexStandards,
  marineIndexOf,
} from '../calculators/index.js';
import { yearDataLevel } from './eqr-levels.js';
import { byStationYear } from './eqr-year-means.js';
import { createMarineEqrRepository, marineParameterOf } from './marine-eqr.repository.js';
import { createYearMeansRepository } from './year-means.repository.js';

const unitKey = (unit: string) => unit.replace(/\s+/g, '').toLowerCase();
const locationTypeOf = (t: string | null): LocationType | null =>
  (LOCATION_TYPES as readonly string[]).includes(t ?? '') ? (t as LocationType) : null;

/**
 * The marine chapter of the Environmental Quality Report: each station's MMWQI category from its
 * yearly means (per location type), and how often each parameter failed: against the marine
 * criteria of the station's class where a limit is in force (and in the catalogue's unit), by
 * its sub-index elsewhere. From validated data, with the level the data has reached.
 */
export function createMarineEqrService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createMarineEqrRepository(db);
  const yearMeansRepo = createYearMeansRepository(db);
  return {
    async compile(module: EqrModule, year: number): Promise<EqrMarineResponse> {
      const stations = await repo.stations(module);
      const ids = stations.map((s) => s.id);
      const manual = MODULES[module].kind === 'manual';
      const [means, values, units, limits, standards] = await Promise.all([
        yearMeansRepo.yearMeans(module, ids, year, year),
        manual ? repo.manualSamples(ids, year) : repo.dailyMeans(ids, year),
        repo.units(),
        createStandardsRepository(db).limitRows(),
        loadIndexStandards(db, clock.now()),
      ]);
      const station = new Map(stations.map((s) => [s.id, s]));
      const years = byStationYear(means);
      const used = years.map((y) => y.stationId);
      const stationYears = years.map((y) => {
        const locationType = locationTypeOf(station.get(y.stationId)?.locationType ?? null);
        return {
          stationId: y.stationId,
          locationType,
          category: locationType
            ? marineIndexOf(y.values, locationType, standards.marine).category
            : ('NA' as const),
        };
      });
      // Criteria rows count only in the unit the catalogue measures the parameter in.
      const unitOf = new Map(units.map((u) => [marineParameterOf(u.code), unitKey(u.unit)]));
      const criteria = limits.filter(
        (r) =>
          r.scheme === 'MARINE_CRITERIA' &&
          unitOf.get(r.parameter as MarineParameter) === unitKey(r.unit),
      );
      const samples = new Map<
        string,
        { stationId: string; at: Date | string; values: Partial<Record<MarineParameter, number>> }
      >();
      for (const v of values) {
        const key = `${v.stationId}|${String(v.at instanceof Date ? v.at.getTime() : v.at)}`;
        const sample = samples.get(key) ?? { stationId: v.stationId, at: v.at, values: {} };
        sample.values[marineParameterOf(v.parameterCode)] = v.value;
        samples.set(key, sample);
      }
      const judgements: MarineJudgement[] = [...samples.values()].flatMap((s) =>
        judgeMarineSample(
          {
            at: s.at,
            locationType: locationTypeOf(station.get(s.stationId)?.locationType ?? null),
            stationClass: station.get(s.stationId)?.targetClass ?? null,
            values: s.values,
          },
          criteria,
          standards.marine,
        ),
      );
      const eqr = compileMarineEqr(stationYears, judgements);
      const typesUsed = new Set(stationYears.map((s) => s.locationType).filter((t) => t !== null));
      return {
        module,
        year,
        dataLevel: await yearDataLevel(db, module, used, year),
        stations: used.length,
        samples: samples.size,
        provisionalIndex: [...typesUsed].some((t) => standards.marine[t].provisional),
        categoryShares: [...eqr.categoryShares],
        byLocationType: eqr.byLocationType.map((r) => ({ ...r, counts: { ...r.counts } })),
        failingParameters: [...eqr.failingParameters],
      };
    },
  };
}
