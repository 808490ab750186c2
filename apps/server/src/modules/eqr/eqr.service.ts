import {
  compileRiverEqr,
  EQR_TREND_YEARS,
  localDayStart,
  lowestLevel,
  MODULES,
  stationDataLevel,
  type EqrModule,
  type EqrRiverResponse,
  type StationYearWqi,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { loadIndexStandards, riverIndexOf } from '../calculators/index.js';
import { KL } from '../reports/index.js';

interface YearMean {
  stationId: string;
  year: number;
  parameterCode: string;
  value: number;
}

/**
 * The river chapter of the Environmental Quality Report, compiled from validated data: yearly
 * means per station and parameter (continuous: the daily rollup's valid hours; manual: samples
 * with a usable validity, a reviewer's correction included), the DOE-WQI of each station-year with
 * the standards in force, and the level the data has reached (approval ranges, QUALITY.md).
 */
export function createEqrService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  async function yearMeans(
    module: EqrModule,
    ids: string[],
    fromYear: number,
    toYear: number,
  ): Promise<YearMean[]> {
    const from = localDayStart(`${fromYear}-01-01`);
    const to = localDayStart(`${toYear + 1}-01-01`);
    if (ids.length === 0) return [];
    if (MODULES[module].kind === 'manual') {
      const { rows } = await sql<YearMean>`
        select r.station_id, extract(year from r.ts at time zone ${KL})::int as year, r.parameter_code, avg(coalesce(s.value, r.value)) as value
        from reading r
        left join reading_state s on s.station_id = r.station_id and s.parameter_code = r.parameter_code and s.ts = r.ts
        where r.source = 'manual' and r.station_id in (${sql.join(ids)}) and r.ts >= ${from} and r.ts < ${to}
          and coalesce(s.validity, r.auto_validity) in (1, 2, 3) and coalesce(s.value, r.value) is not null
        group by 1, 2, 3`.execute(db);
      return rows;
    }
    const { rows } = await sql<YearMean>`
      select d.station_id, extract(year from d.day)::int as year, d.parameter_code, sum(d.valid_sum) / sum(d.valid_hours) as value
      from reading_daily d
      where d.station_id in (${sql.join(ids)}) and d.day >= ${`${fromYear}-01-01`}::date and d.day < ${`${toYear + 1}-01-01`}::date and d.valid_hours > 0
      group by 1, 2, 3`.execute(db);
    return rows;
  }

  return {
    async compileRiver(
      module: EqrModule,
      year: number,
      language: Language,
    ): Promise<EqrRiverResponse> {
      const from = localDayStart(`${year}-01-01`);
      const to = localDayStart(`${year + 1}-01-01`);
      const stations = await db
        .selectFrom('station as s')
        .leftJoin('basin as b', 'b.id', 's.basinId')
        .select(['s.id', 'b.name as basin'])
        .where('s.module', '=', module)
        .where('s.isActive', '=', true)
        .execute();
      const ids = stations.map((s) => s.id);
      const means = await yearMeans(module, ids, year - EQR_TREND_YEARS + 1, year);
      const standards = await loadIndexStandards(db, clock.now());
      const basinOf = new Map(stations.map((s) => [s.id, s.basin]));
      const groups = new Map<
        string,
        { stationId: string; year: number; values: Record<string, number> }
      >();
      for (const m of means) {
        const key = `${m.stationId}|${m.year}`;
        const group = groups.get(key) ?? { stationId: m.stationId, year: m.year, values: {} };
        group.values[m.parameterCode] = Number(m.value);
        groups.set(key, group);
      }
      const rows: StationYearWqi[] = [...groups.values()].map((g) => {
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
      // Approvals for all parameters of a station (parameter_code null) decide its level.
      const approvals = used.length
        ? await db
            .selectFrom('approval')
            .select(['stationId', 'fromTs', 'toTs', 'level'])
            .where('stationId', 'in', used)
            .where('parameterCode', 'is', null)
            // A reopened range no longer vouches for its data.
            .where('reopenedAt', 'is', null)
            .where('toTs', '>', from)
            .where('fromTs', '<', to)
            .execute()
        : [];
      const levels = used.map((id) =>
        stationDataLevel(
          approvals
            .filter((a) => a.stationId === id)
            .map((a) => ({ from: a.fromTs, to: a.toTs, level: a.level })),
          from,
          to,
        ),
      );
      const years = Array.from(
        { length: EQR_TREND_YEARS },
        (_, i) => year - EQR_TREND_YEARS + 1 + i,
      );
      const eqr = compileRiverEqr(rows, year, years, translate(language, 'eqr:noBasin'));
      return {
        module,
        year,
        dataLevel: lowestLevel(levels),
        stations: used.length,
        ...eqr,
        classShares: [...eqr.classShares],
        byBasin: eqr.byBasin.map((b) => ({ ...b, counts: { ...b.counts } })),
        trend: [...eqr.trend],
      };
    },
  };
}
