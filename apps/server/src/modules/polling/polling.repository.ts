import type { ModuleCode } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import {
  continuousStationsOf,
  type ContinuousStationFilter,
} from '../../db/continuous-stations.js';
import { columnById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { moduleIn } from '../../http/module-scope.js';
import { offsetOf, type PageQuery } from '../../http/paging.js';

export type TransmissionFilter = ContinuousStationFilter;

export type RawQuery = PageQuery & {
  readonly stationId: string;
  readonly parameter?: string;
  readonly from: Date;
  readonly to: Date;
};

/** SQL of the data polling pages: continuous stations' last values, pickers and raw readings. */
export function createPollingRepository(db: Kysely<Database>) {
  return {
    /** Active continuous stations of the modules, with their last value and today's valid share. */
    continuousStations: (filter: TransmissionFilter, dayStart: Date) =>
      continuousStationsOf(db, filter)
        .leftJoin('stationStatus', 'stationStatus.stationId', 'station.id')
        .select((eb) => [
          'station.expectedIntervalMinutes',
          'stationStatus.lastTs',
          'stationStatus.lastReceivedAt',
          eb
            .selectFrom('stationParameter')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('stationParameter.stationId', '=', 'station.id')
            .where('stationParameter.isActive', '=', true)
            .as('parameterCount'),
          eb
            .selectFrom('readingHourly')
            .select(sql<number>`coalesce(sum(valid_count::float / expected_count), 0)`.as('v'))
            .whereRef('readingHourly.stationId', '=', 'station.id')
            .where('readingHourly.hour', '>=', dayStart)
            .as('validToday'),
        ])
        .execute(),

    /** Active stations of the modules with the parameters they measure. */
    async stations(modules: readonly ModuleCode[]) {
      const rows = await db
        .selectFrom('station')
        .select((eb) => [
          'station.id',
          'station.name',
          'station.module',
          eb
            .selectFrom('stationParameter')
            .select(
              sql<string[]>`coalesce(array_agg(parameter_code order by parameter_code), '{}')`.as(
                'p',
              ),
            )
            .whereRef('stationParameter.stationId', '=', 'station.id')
            .as('parameters'),
        ])
        .where('station.isActive', '=', true)
        .where(moduleIn(sql.ref('station.module'), modules))
        .orderBy('station.module')
        .orderBy('station.id')
        .execute();
      return rows.map((r) => ({ ...r, parameters: r.parameters ?? [] }));
    },

    moduleOf: (stationId: string) => columnById(db, 'station', stationId, 'module'),

    /** One page of a station's readings as received, beside their current value and validity. */
    async raw(q: RawQuery) {
      const base = db
        .selectFrom('currentReading as c')
        .where('c.stationId', '=', q.stationId)
        .where('c.ts', '>=', q.from)
        .where('c.ts', '<', q.to)
        .$if(q.parameter !== undefined, (b) => b.where('c.parameterCode', '=', q.parameter!));
      const [items, count] = await Promise.all([
        base
          .select([
            'c.parameterCode',
            'c.ts',
            'c.rawValue',
            'c.value',
            'c.validity',
            'c.autoFlag',
            'c.autoChecks',
            'c.nullReason',
            'c.loggerFlag',
            'c.source',
            'c.receivedAt',
            'c.changed',
          ])
          .orderBy('c.ts', 'desc')
          .orderBy('c.parameterCode')
          .limit(q.pageSize)
          .offset(offsetOf(q))
          .execute(),
        base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: count.total, page: q.page, pageSize: q.pageSize };
    },
  };
}
