import type {
  ModuleCode,
  StationInfoListQuery,
  stationInfoListResponse,
  stationInfoResponse,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { pictureUrl } from '../inventory/index.js';
import { createStationsRepository } from '../inventory/index.js';
import { createMapRepository } from '../maps/index.js';
import { createStationInformationRepository } from './station-information.repository.js';

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
  const repo = createStationInformationRepository(db);

  return {
    async list(
      module: ModuleCode,
      q: StationInfoListQuery,
    ): Promise<z.output<typeof stationInfoListResponse>> {
      const [total, rows, states] = await Promise.all([
        repo.count(module, q),
        repo.page(module, q),
        repo.states(module),
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
          lastValueAt: lastTs ?? sampled.get(r.id) ?? null,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
        states,
      };
    },

    async get(module: ModuleCode, id: string): Promise<z.output<typeof stationInfoResponse>> {
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
            latestAt: latestOf.get(p.code)?.hour ?? null,
          })),
      };
    },
  };
}

export type StationInformationService = ReturnType<typeof createStationInformationService>;
