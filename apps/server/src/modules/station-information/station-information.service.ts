import type {
  ModuleCode,
  StationInfoListQuery,
  StationInfoListResponse,
  StationInfoResponse,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { likePattern } from '../../http/paging.js';
import { pictureUrl } from '../inventory/index.js';
import { createStationsRepository } from '../inventory/index.js';
import { createMapRepository } from '../maps/index.js';

/** Read-only station information of one module: the list with filters, and one station in full. */
export function createStationInformationService({
  db,
  clock,
}: {
  db: Kysely<Database>;
  clock: Clock;
}) {
  const stations = createStationsRepository(db);
  const maps = createMapRepository(db);

  return {
    async list(module: ModuleCode, q: StationInfoListQuery): Promise<StationInfoListResponse> {
      const filtered = db
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
        .$if(q.status !== undefined, (w) =>
          w.where('station.isActive', '=', q.status === 'active'),
        );
      const [{ total }, rows, states] = await Promise.all([
        filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        filtered
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
      ]);
      // Manual stations have no live status row: their latest value is their latest sample's hour.
      const missing = rows.filter((r) => !r.lastTs).map((r) => r.id);
      const sampled = new Map<string, Date>();
      for (const row of await maps.latestHourly(missing, clock.now())) {
        if ((sampled.get(row.stationId)?.getTime() ?? 0) < row.hour.getTime())
          sampled.set(row.stationId, row.hour);
      }
      return {
        items: rows.map(({ lastTs, ...r }) => ({
          ...r,
          lastValueAt: (lastTs ?? sampled.get(r.id) ?? null)?.toISOString() ?? null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        states,
      };
    },

    async get(module: ModuleCode, id: string): Promise<StationInfoResponse> {
      const station = await stations.findById(id);
      if (!station || station.module !== module) throw new AppError('NOT_FOUND');
      const [parameters, gallery, latest] = await Promise.all([
        stations.parametersOf(id),
        stations.galleryOf(id),
        maps.latestHourly([id], clock.now()),
      ]);
      const latestOf = new Map(latest.map((l) => [l.parameterCode, l]));
      return {
        id: station.id,
        module: station.module,
        name: station.name,
        stateName: station.stateName,
        districtName: station.districtName,
        place: station.place,
        lotInfo: station.lotInfo,
        address: station.address,
        longitude: station.longitude,
        latitude: station.latitude,
        category: station.category,
        locationType: station.locationType,
        basinName: station.basinName,
        riverName: station.riverName,
        isActive: station.isActive,
        picture: station.isActive ? pictureUrl(station.pictureKey) : null,
        gallery: station.isActive
          ? gallery.map((g) => ({ url: pictureUrl(g.fileKey), caption: g.caption }))
          : [],
        parameters: parameters
          .filter((p) => p.isActive)
          .map((p) => ({
            code: p.code,
            nameEn: p.nameEn,
            nameMs: p.nameMs,
            unit: p.unit,
            latest: latestOf.get(p.code)?.avg ?? null,
            latestAt: latestOf.get(p.code)?.hour.toISOString() ?? null,
          })),
      };
    },
  };
}

export type StationInformationService = ReturnType<typeof createStationInformationService>;
