import {
  EQR_DAY_MIN_VALID_HOURS,
  localDayStart,
  MARINE_PARAMETERS,
  type MarineParameter,
  type ModuleCode,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';

/** Catalogue codes of the MMWQI parameters (`M_DO` …), and back. */
export const MARINE_CODES = MARINE_PARAMETERS.map((p) => `M_${p}`);
export const marineParameterOf = (code: string) => code.slice(2) as MarineParameter;

export interface MarineSampleValue {
  stationId: string;
  /** The sample's time (manual), or its day's noon in Malaysia (continuous daily means). */
  at: Date | string;
  parameterCode: string;
  value: number;
}

/** The marine chapter's reads: the stations, and each validated sample (or valid day) of the year. */
export function createMarineEqrRepository(db: Kysely<Database>) {
  return {
    async stations(module: ModuleCode) {
      return db
        .selectFrom('station')
        .select(['id', 'locationType', 'targetClass'])
        .where('module', '=', module)
        .where('isActive', '=', true)
        .orderBy('id')
        .execute();
    },

    /** Manual: every sample value with a usable validity (a reviewer's correction included). */
    async manualSamples(ids: readonly string[], year: number): Promise<MarineSampleValue[]> {
      if (ids.length === 0) return [];
      const { rows } = await sql<MarineSampleValue>`
        select c.station_id, c.ts as at, c.parameter_code, c.value
        from current_reading c
        where c.source = 'manual' and c.station_id in (${sql.join([...ids])})
          and c.parameter_code in (${sql.join(MARINE_CODES)})
          and c.ts >= ${localDayStart(`${year}-01-01`)} and c.ts < ${localDayStart(`${year + 1}-01-01`)}
          and c.usable`.execute(db);
      return rows.map((r) => ({ ...r, value: Number(r.value) }));
    },

    /** Continuous: each day's mean of its valid hours, when enough hours are valid. */
    async dailyMeans(ids: readonly string[], year: number): Promise<MarineSampleValue[]> {
      if (ids.length === 0) return [];
      const { rows } = await sql<MarineSampleValue>`
        select station_id, day::text || 'T12:00:00+08:00' as at, parameter_code, valid_sum / valid_hours as value
        from reading_daily
        where station_id in (${sql.join([...ids])}) and parameter_code in (${sql.join(MARINE_CODES)})
          and day >= ${`${year}-01-01`}::date and day < ${`${year + 1}-01-01`}::date
          and valid_hours >= ${EQR_DAY_MIN_VALID_HOURS}`.execute(db);
      return rows.map((r) => ({ ...r, value: Number(r.value) }));
    },

    async units() {
      return db
        .selectFrom('parameter')
        .select(['code', 'unit'])
        .where('code', 'in', MARINE_CODES)
        .execute();
    },
  };
}
