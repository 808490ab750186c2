import type { EdcListQuery } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { existsById } from '../../db/row-by-id.js';
import type { Database } from '../../db/schema/index.js';
import { pageWithTotal, withSearch } from '../../http/paging.js';
import { equipmentWrites } from './equipment.repository.js';

/** SQL of the EDC inventory (data loggers, collectors and modems, with their station's name), and its writes. */
export function createEdcRepository(db: Kysely<Database>) {
  const base = () =>
    db
      .selectFrom('edcInventory')
      .leftJoin('station', 'station.id', 'edcInventory.stationId')
      .select([
        'edcInventory.id',
        'edcInventory.stationId',
        'station.name as stationName',
        'edcInventory.kind',
        'edcInventory.make',
        'edcInventory.model',
        'edcInventory.serialNo',
        'edcInventory.firmware',
        sql<string | null>`edc_inventory.installed_on::text`.as('installedOn'),
        'edcInventory.status',
        'edcInventory.createdAt',
        'edcInventory.updatedAt',
      ]);

  return {
    list: (query: EdcListQuery) =>
      pageWithTotal(
        withSearch(
          base(),
          [
            'edcInventory.make',
            'edcInventory.model',
            'edcInventory.serialNo',
            'edcInventory.stationId',
            'station.name',
          ],
          query.search,
        )
          .$if(query.stationId !== undefined, (qb) =>
            qb.where('edcInventory.stationId', '=', query.stationId!),
          )
          .$if(query.kind !== undefined, (qb) => qb.where('edcInventory.kind', '=', query.kind!))
          .$if(query.status !== undefined, (qb) =>
            qb.where('edcInventory.status', '=', query.status!),
          ),
        query,
        (q) => q.orderBy('edcInventory.kind').orderBy('edcInventory.id'),
      ),

    findById: (id: number) => base().where('edcInventory.id', '=', id).executeTakeFirst(),

    ofStation: (stationId: string) =>
      base()
        .where('edcInventory.stationId', '=', stationId)
        .orderBy('edcInventory.kind')
        .orderBy('edcInventory.id')
        .execute(),
    stationExists: (stationId: string) => existsById(db, 'station', stationId),

    ...equipmentWrites('edcInventory'),
  };
}
