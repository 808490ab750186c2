import type { SensorListQuery } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { existsById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { pageWithTotal, withSearch } from '../../http/paging.js';
import { equipmentWrites } from './equipment.repository.js';

/** SQL of the sensors: the list with their station's and parameter's names, and the writes. */
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

  return {
    list: (query: SensorListQuery) =>
      pageWithTotal(
        withSearch(
          base(),
          [
            'sensor.make',
            'sensor.model',
            'sensor.serialNo',
            'sensor.stationId',
            'station.name',
            'sensor.parameterCode',
          ],
          query.search,
        )
          .$if(query.stationId !== undefined, (qb) =>
            qb.where('sensor.stationId', '=', query.stationId!),
          )
          .$if(query.parameterCode !== undefined, (qb) =>
            qb.where('sensor.parameterCode', '=', query.parameterCode!),
          )
          .$if(query.status !== undefined, (qb) => qb.where('sensor.status', '=', query.status!)),
        query,
        (q) => q.orderBy('sensor.stationId').orderBy('sensor.parameterCode').orderBy('sensor.id'),
      ),

    findById: (id: number) => base().where('sensor.id', '=', id).executeTakeFirst(),

    ofStation: (stationId: string) =>
      base()
        .where('sensor.stationId', '=', stationId)
        .orderBy('sensor.parameterCode')
        .orderBy('sensor.id')
        .execute(),
    /** Whether the station exists, and the parameter's activity if it exists. */
    async references(stationId: string, parameterCode: string) {
      const [station, parameter] = await Promise.all([
        existsById(db, 'station', stationId),
        db
          .selectFrom('parameter')
          .select('isActive')
          .where('code', '=', parameterCode)
          .executeTakeFirst(),
      ]);
      return { station, parameter };
    },

    ...equipmentWrites('sensor'),
  };
}
