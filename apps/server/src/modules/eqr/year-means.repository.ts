import { localDayStart, MODULES, type EqrModule } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { localPart } from '../values/index.js';

export interface YearMean {
  stationId: string;
  year: number;
  parameterCode: string;
  value: number;
}

/** The chapters' yearly means per station and parameter, aggregated in SQL. */
export function createYearMeansRepository(db: Kysely<Database>) {
  return {
    /**
     * Yearly means per station and parameter from validated data: manual samples with a usable
     * validity (a reviewer's correction included), or the continuous daily rollup's valid hours.
     */
    async yearMeans(
      module: EqrModule,
      ids: readonly string[],
      fromYear: number,
      toYear: number,
    ): Promise<YearMean[]> {
      if (ids.length === 0) return [];
      if (MODULES[module].kind === 'manual') {
        const from = localDayStart(`${fromYear}-01-01`);
        const to = localDayStart(`${toYear + 1}-01-01`);
        const { rows } = await sql<YearMean>`
          select c.station_id, ${localPart('year', 'c.ts')} as year, c.parameter_code, avg(c.value) as value
          from current_reading c
          where c.source = 'manual' and c.station_id in (${sql.join([...ids])}) and c.ts >= ${from} and c.ts < ${to}
            and c.usable
          group by 1, 2, 3`.execute(db);
        return rows.map((r) => ({ ...r, value: Number(r.value) }));
      }
      const { rows } = await sql<YearMean>`
        select d.station_id, extract(year from d.day)::int as year, d.parameter_code, sum(d.valid_sum) / sum(d.valid_hours) as value
        from reading_daily d
        where d.station_id in (${sql.join([...ids])}) and d.day >= ${`${fromYear}-01-01`}::date and d.day < ${`${toYear + 1}-01-01`}::date and d.valid_hours > 0
        group by 1, 2, 3`.execute(db);
      return rows.map((r) => ({ ...r, value: Number(r.value) }));
    },
  };
}
