import { MAP_BOUNDARY_LAYERS } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createBoundaries } from './boundaries.js';
import { createMapChartsService } from './map-charts.service.js';
import { mapLayerRoutes } from './map-layer.routes.js';
import { createMapLayerService } from './map-layer.service.js';
import { createMapProxy } from './map-proxy.js';
import { mapProxyRoutes } from './map-proxy.routes.js';
import { mapPublicRoutes } from './map-public.routes.js';
import type { MapServiceConfig } from './map-services.js';
import { createPositionsService } from './positions.service.js';
import { positionsRoutes } from './positions.routes.js';

/** The map viewers' server side: layers, charts, public map, boundaries, proxy, positions. */
export const mapsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  mapServices: readonly MapServiceConfig[];
}> = async (app, { db, clock, mapServices }) => {
  const layer = createMapLayerService({ db, clock });
  const boundaries = createBoundaries();
  await app.register(mapLayerRoutes, {
    layer,
    charts: createMapChartsService({ db, clock }),
    boundaries,
  });
  await app.register(mapPublicRoutes, { layer, boundaries });
  await app.register(mapProxyRoutes, { proxy: createMapProxy(mapServices) });
  await app.register(positionsRoutes, { db, positions: createPositionsService({ db, clock }) });
  // A listening server prepares the boundary files at once, so the first map does not wait for it.
  app.addHook('onListen', async () => {
    setImmediate(() => MAP_BOUNDARY_LAYERS.forEach((name) => boundaries.file(name)));
  });
};
