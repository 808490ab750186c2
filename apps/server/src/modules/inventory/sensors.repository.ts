import { type SensorListQuery } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { likePattern, offsetOf } from '../../http/paging.js';

/** SQL of the sensor list: sensors with their station's and parameter's names. */
export function createSensorsRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('sensor')
      .innerJoin('station', 'station.id', 'sensor.stationId')
      .innerJoin('parameter', 'parameter.code', 'sensor.parameterCode')
      .select([
        'sensor.id',
        'sensor.stationId',
        'station.name as stationName',
        'sensor.parameterCode',
        'parameter.nameEn as parameterNameEn',
        'parameter.nameMs as parameterNameMs',
        'sensor.make',
        'sensor.model',
        'sensor.serialNo',
        sql<string | null>`sensor.installed_on::text`.as('installedOn'),
        'sensor.status',
        'sensor.createdAt',
        'sensor.updatedAt',
      ]);
  type Base = ReturnType<typeof base>;

  return {
    async list(query: SensorListQuery) {
      const filtered = (q: Base) =>
        q
          .$if(Boolean(query.search), (qb) =>
            qb.where((eb) =>
              eb.or(
                (
                  [
                    'sensor.make',
                    'sensor.model',
                    'sensor.serialNo',
                    'sensor.stationId',
                    'station.name',
                    'sensor.parameterCode',
                  ] as const
                ).map((column) => eb(column, 'ilike', likePattern(query.search!))),
              ),
            ),
          )
          .$if(query.stationId !== undefined, (qb) =>
            qb.where('sensor.stationId', '=', query.stationId!),
          )
          .$if(query.parameterCode !== undefined, (qb) =>
            qb.where('sensor.parameterCode', '=', query.parameterCode!),
          )
          .$if(query.status !== undefined, (qb) => qb.where('sensor.status', '=', query.status!));
      const items = await filtered(base())
        .orderBy('sensor.stationId')
        .orderBy('sensor.parameterCode')
        .orderBy('sensor.id')
        .limit(query.pageSize)
        .offset(offsetOf(query))
        .execute();
      const { total } = await filtered(base())
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow();
      return { items, total };
    },

    findById: (id: number) => base().where('sensor.id', '=', id).executeTakeFirst(),

    ofStation: (stationId: string) =>
      base()
        .where('sensor.stationId', '=', stationId)
        .orderBy('sensor.parameterCode')
        .orderBy('sensor.id')
        .execute(),
  };
}
