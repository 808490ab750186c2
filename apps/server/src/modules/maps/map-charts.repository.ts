import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { meanOf } from '../../db/direction-sql.js';
import { localMonth } from '../values/index.js';

/** Reads behind the station charts: one statement each, bounded by station and time. */
export function createMapChartsRepository(db: Kysely<Database>) {
  return {
    /** The active station of this module, with its state and what it measures; null if none. */
    async station(module: ModuleCode, id: string) {
      const station = await db
        .selectFrom('station')
        .leftJoin('state', 'state.id', 'station.stateId')
        .select(['station.id', 'station.name', 'station.locationType', 'state.name as stateName'])
        .where('station.id', '=', id)
        .where('station.module', '=', module)
        .where('station.isActive', '=', true)
        .executeTakeFirst();
      if (!station) return null;
      const parameters = await db
        .selectFrom('stationParameter')
        .innerJoin('parameter', 'parameter.code', 'stationParameter.parameterCode')
        .select(['parameter.code', 'parameter.unit'])
        .where('stationParameter.stationId', '=', id)
        .where('stationParameter.isActive', '=', true)
        .orderBy('parameter.code')
        .execute();
      return { ...station, parameters };
    },

    /** Hourly means of some parameters in (from, to]. */
    async hourly(stationId: string, codes: readonly string[], from: Date, to: Date) {
      if (codes.length === 0) return [];
      return db
        .selectFrom('readingHourly')
        .select(['parameterCode', 'hour', 'avg', 'validity'])
        .where('stationId', '=', stationId)
        .where('parameterCode', 'in', [...codes])
        .where('hour', '>', from)
        .where('hour', '<=', to)
        .orderBy('hour')
        .execute();
    },

    /** The station's API rows of the hours in [from, to]. */
    async airIndex(stationId: string, from: Date, to: Date) {
      return db
        .selectFrom('airIndexHourly')
        .select(['hour', 'displayApi', 'category', 'dominant', 'subIndices'])
        .where('stationId', '=', stationId)
        .where('hour', '>=', from)
        .where('hour', '<=', to)
        .execute();
    },

    /** Current raw values (a reviewer's change applied; invalidated values as null) in (from, to]. */
    async raw(stationId: string, codes: readonly string[], from: Date, to: Date) {
      if (codes.length === 0) return [];
      return db
        .selectFrom('currentReading as c')
        .select([
          'c.parameterCode',
          'c.ts',
          sql<number | null>`case when c.usable then c.value end`.as('value'),
        ])
        .where('c.stationId', '=', stationId)
        .where('c.parameterCode', 'in', [...codes])
        .where('c.ts', '>', from)
        .where('c.ts', '<=', to)
        .orderBy('c.ts')
        .execute();
    },

    /** Monthly means (local months `YYYY-MM`) of valid hourly means since `from`. */
    async monthly(stationId: string, codes: readonly string[], from: Date, to: Date) {
      if (codes.length === 0) return [];
      const month = localMonth('hour');
      return db
        .selectFrom('readingHourly')
        .select([
          'parameterCode',
          month.as('month'),
          meanOf(sql`avg`, sql`parameter_code`).as('mean'),
        ])
        .where('stationId', '=', stationId)
        .where('parameterCode', 'in', [...codes])
        .where('hour', '>=', from)
        .where('hour', '<=', to)
        .where('validity', '=', 1)
        .groupBy(['parameterCode', month])
        .execute();
    },
  };
}
