import {
  canSampling,
  formatCensored,
  IN_SITU_PARAMETERS,
  localDayKey,
  type SamplingModule,
  type VerificationLevel,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { loadIndexStandards } from '../calculators/index.js';
import { sampleDataLevel } from '../values/index.js';
import { censoredResults } from './results.repository.js';
import { indexOfValues, sampleValues } from './sample-values.js';
import { latestSamples, stationPlans } from './samples.repository.js';
import { requireSampling } from './sampling-guard.js';
import { moduleStationParameters } from './stations.repository.js';

/** A module's active stations with their parameters (the pages' pickers and columns). */
export async function moduleStations(db: Kysely<Database>, module: SamplingModule) {
  const rows = await moduleStationParameters(db, module);
  const out = new Map<
    string,
    {
      id: string;
      name: string;
      stateName: string | null;
      locationType: string | null;
      parameters: {
        code: string;
        nameEn: string;
        nameMs: string;
        unit: string;
        decimals: number;
        inSitu: boolean;
      }[];
    }
  >();
  for (const r of rows) {
    const s = out.get(r.id) ?? {
      id: r.id,
      name: r.name,
      stateName: r.stateName,
      locationType: r.locationType,
      parameters: [],
    };
    s.parameters.push({
      code: r.code,
      nameEn: r.nameEn,
      nameMs: r.nameMs,
      unit: r.unit,
      decimals: r.decimals,
      inSitu: IN_SITU_PARAMETERS.includes(r.code),
    });
    out.set(r.id, s);
  }
  return [...out.values()];
}

/**
 * Manual monitoring (spec `manual_monitoring`): each station's latest sample, its values, index
 * and verification level, its custody state, the next planned visit and the visits missed this
 * year.
 */
export function createMonitoringService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  return {
    stations: async (module: SamplingModule, principal: Principal) => {
      if (!canSampling('summary', module, principal.ticked))
        requireSampling('view', module, principal);
      return moduleStations(db, module);
    },

    async monitoring(module: SamplingModule, principal: Principal) {
      requireSampling('summary', module, principal);
      const now = clock.now();
      const today = localDayKey(now);
      const stations = await moduleStations(db, module);
      const latest = await latestSamples(db, module);
      const plans = await stationPlans(db, module, today, `${today.slice(0, 4)}-01-01`);
      const keys = latest.map((r) => ({ ...r, id: Number(r.id) }));
      const values = await sampleValues(db, keys);
      const censored = await censoredResults(
        db,
        keys.map((k) => k.id),
      );
      const standards = await loadIndexStandards(db, now);
      const parameters = [
        ...new Map(stations.flatMap((s) => s.parameters).map((p) => [p.code, p])).values(),
      ].sort((a, b) => a.code.localeCompare(b.code));
      const rows = [];
      for (const station of stations) {
        const sample = keys.find((k) => k.stationId === station.id);
        const plan = plans.find((p) => p.stationId === station.id);
        const own = sample ? values.get(sample.id)! : {};
        const level: VerificationLevel | null = sample
          ? await sampleDataLevel(
              db,
              [station.id],
              Object.keys(own).length ? Object.keys(own) : null,
              sample.collectedAt,
              new Date(sample.collectedAt.getTime() + 1),
            )
          : null;
        rows.push({
          stationId: station.id,
          name: station.name,
          stateName: station.stateName,
          sampleCode: sample?.code ?? null,
          collectedAt: sample?.collectedAt ?? null,
          state: sample?.state ?? null,
          level,
          index: sample ? indexOfValues(module, own, standards, station.locationType) : null,
          values: Object.fromEntries(parameters.map((p) => [p.code, own[p.code] ?? null])),
          shown: Object.fromEntries(
            censored
              .filter((c) => c.sampleId === sample?.id)
              .map((c) => [c.parameterCode, formatCensored(c.value, c.censored, c.detectionLimit)]),
          ),
          nextPlannedOn: plan?.nextPlannedOn ?? null,
          missedThisYear: plan?.missed ?? 0,
        });
      }
      return { parameters, rows };
    },
  };
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
