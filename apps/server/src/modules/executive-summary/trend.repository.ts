import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { localText } from '../values/index.js';

export type TrendBucketing = 'month' | 'year';

/** One station's mean in one bucket (`YYYY-MM` or `YYYY`). */
export interface BucketMean {
  stationId: string;
  parameterCode: string;
  bucket: string;
  value: number;
  /** Valid hours behind the mean (a sample's value counts as one hour). */
  hours: number;
}

/** The trend's reads: means per station and month or year, aggregated in SQL. */
export function createTrendRepository(db: Kysely<Database>) {
  return {
    /** The modules' stations (active or not: a trend reads history) and the parameters measured. */
    async options(modules: readonly ModuleCode[]) {
      if (modules.length === 0) return { stations: [], parameters: [] };
      const stations = await db
        .selectFrom('station')
        .select(['id', 'name', 'module', 'stateId', 'locationType'])
        .where('module', 'in', [...modules])
        .orderBy('id')
        .execute();
      const parameters = await db
        .selectFrom('stationParameter as sp')
        .innerJoin('station as s', 's.id', 'sp.stationId')
        .innerJoin('parameter as p', 'p.code', 'sp.parameterCode')
        .select(['s.module', 'p.code', 'p.nameEn', 'p.nameMs', 'p.unit'])
        .where('s.module', 'in', [...modules])
        .distinct()
        .orderBy('s.module')
        .orderBy('p.code')
        .execute();
      return { stations, parameters };
    },

    /**
     * Mean of the valid hourly means of each station × parameter per local month or year over the
     * local days [fromDay, toDay], from the daily rollup (Σ sums ÷ Σ hours).
     */
    async parameterMeans(
      stationIds: readonly string[],
      parameterCodes: readonly string[],
      fromDay: string,
      toDay: string,
      by: TrendBucketing,
    ): Promise<BucketMean[]> {
      if (stationIds.length === 0 || parameterCodes.length === 0) return [];
      const bucket =
        by === 'month' ? sql`to_char(d.month, 'YYYY-MM')` : sql`to_char(d.month, 'YYYY')`;
      const { rows } = await sql<BucketMean>`
        select d.station_id, d.parameter_code, ${bucket} as bucket, sum(d.valid_sum) / sum(d.valid_hours) as value, sum(d.valid_hours)::int as hours
        from reading_daily d
        where d.station_id in (${sql.join([...stationIds])}) and d.parameter_code in (${sql.join([...parameterCodes])})
          and d.day >= ${fromDay}::date and d.day <= ${toDay}::date and d.valid_hours > 0
        group by 1, 2, 3`.execute(db);
      return rows;
    },

    /** Mean hourly API (unrounded) and its hours, of each station per local month or year over [from, to). */
    async apiMeans(stationIds: readonly string[], from: Date, to: Date, by: TrendBucketing) {
      if (stationIds.length === 0) return [];
      const bucket = localText('x.hour', by === 'month' ? 'YYYY-MM' : 'YYYY');
      const { rows } = await sql<{
        stationId: string;
        bucket: string;
        value: number;
        hours: number;
      }>`
        select x.station_id, ${bucket} as bucket, avg(x.api) as value, count(*)::int as hours
        from air_index_hourly x
        where x.station_id in (${sql.join([...stationIds])}) and x.hour >= ${from} and x.hour < ${to} and x.api is not null
        group by 1, 2`.execute(db);
      return rows;
    },
  };
}
