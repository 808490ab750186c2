import type { ModuleCode, StationInfoListQuery } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { likePattern } from '../../http/paging.js';

/** SQL of the station information list: one module's stations under the list's filters, and their states. */
export function createStationInformationRepository(db: Kysely<Database>) {
  /** The module's stations matching the search (id, name, place or district), state and status. */
  const filtered = (module: ModuleCode, q: StationInfoListQuery) =>
    db
      .selectFrom('station')
      .leftJoin('state', 'state.id', 'station.stateId')
      .leftJoin('district', 'district.id', 'station.districtId')
      .where('station.module', '=', module)
      .$if(Boolean(q.search), (w) =>
        w.where((eb) =>
          eb.or([
            eb('station.id', 'ilike', likePattern(q.search!)),
            eb('station.name', 'ilike', likePattern(q.search!)),
            eb('station.place', 'ilike', likePattern(q.search!)),
            eb('district.name', 'ilike', likePattern(q.search!)),
          ]),
        ),
      )
      .$if(q.stateId !== undefined, (w) => w.where('station.stateId', '=', q.stateId!))
      .$if(q.status !== undefined, (w) => w.where('station.isActive', '=', q.status === 'active'));

  return {
    /** How many stations match. */
    async count(module: ModuleCode, q: StationInfoListQuery): Promise<number> {
      const row = await filtered(module, q)
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow();
      return row.total;
    },

    /** One page of the matching stations by id, with their places and last live value's time. */
    page: (module: ModuleCode, q: StationInfoListQuery) =>
      filtered(module, q)
        .leftJoin('stationStatus', 'stationStatus.stationId', 'station.id')
        .select([
          'station.id',
          'station.name',
          'state.name as stateName',
          'district.name as districtName',
          'station.place',
          'station.category',
          'station.isActive',
          'stationStatus.lastTs',
        ])
        .orderBy('station.id')
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .execute(),

    /** The states with a station of the module, by name (the list's filter). */
    states: (module: ModuleCode) =>
      db
        .selectFrom('state')
        .select(['state.id', 'state.name'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('station')
              .select('station.id')
              .whereRef('station.stateId', '=', 'state.id')
              .where('station.module', '=', module),
          ),
        )
        .orderBy('state.name')
        .execute(),
  };
}
