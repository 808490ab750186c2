import {
  canSampling,
  formatCensored,
  IN_SITU_PARAMETERS,
  localDayKey,
  type SamplingModule,
  type VerificationLevel,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { Principal } from '../../plugins/access-control.js';
import { loadIndexStandards } from '../calculators/index.js';
import { sampleDataLevel } from '../values/index.js';
import { indexOfValues, sampleValues } from './sample-values.js';
import { requireSampling } from './sampling-guard.js';

/** A module's active stations with their parameters (the pages' pickers and columns). */
export async function moduleStations(db: Kysely<Database>, module: SamplingModule) {
  const rows = await db
    .selectFrom('station as st')
    .leftJoin('state as s', 's.id', 'st.stateId')
    .innerJoin('stationParameter as sp', 'sp.stationId', 'st.id')
    .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
    .select([
      'st.id',
      'st.name',
      's.name as stateName',
      'st.locationType',
      'p.code',
      'p.nameEn',
      'p.nameMs',
      'p.unit',
      'p.decimals',
    ])
    .where('st.module', '=', module)
    .where('st.isActive', '=', true)
    .where('sp.isActive', '=', true)
    .orderBy('st.id')
    .orderBy('p.code')
    .execute();
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
      const latest = await sql<{
        id: number;
        code: string;
        stationId: string;
        collectedAt: Date;
        state: Database['sample']['state'];
      }>`
        select distinct on (station_id) id, code, station_id, collected_at, state
        from sample
        where module = ${module} and collected_at is not null and state not in ('rejected')
        order by station_id, collected_at desc`.execute(db);
      const plans = await db
        .selectFrom('sample')
        .select([
          'stationId',
          sql<
            string | null
          >`min(planned_on) filter (where state = 'planned' and planned_on >= ${today})::text`.as(
            'nextPlannedOn',
          ),
          sql<number>`(count(*) filter (where state = 'not_collected' and planned_on >= ${`${today.slice(0, 4)}-01-01`}))::int`.as(
            'missed',
          ),
        ])
        .where('module', '=', module)
        .groupBy('stationId')
        .execute();
      const keys = latest.rows.map((r) => ({ ...r, id: Number(r.id) }));
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
          collectedAt: sample?.collectedAt.toISOString() ?? null,
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

/** The censored results of these samples, as reported (`<x` with its limit, `>x`). */
async function censoredResults(db: Kysely<Database>, sampleIds: readonly number[]) {
  if (sampleIds.length === 0) return [];
  const { rows } = await sql<{
    sampleId: number;
    parameterCode: string;
    value: number;
    censored: '<' | '>';
    detectionLimit: number | null;
  }>`
    select sample_id::int as sample_id, parameter_code, value, censored, detection_limit
    from sample_result
    where sample_id in (${sql.join([...sampleIds])}) and censored is not null`.execute(db);
  return rows;
}

export type MonitoringService = ReturnType<typeof createMonitoringService>;
