import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { backgroundPriority } from '../../plugins/request-priority.js';
import { createBoundaries } from '../maps/index.js';
import { createPublicStationsService } from '../public-portal/index.js';
import { createOpenDataLayers } from './open-data-layers.js';
import { createOpenDataRepository } from './open-data.repository.js';
import { ogcRoutes } from './ogc.routes.js';
import { createStaRepository } from './sta.repository.js';
import { staRoutes } from './sta.routes.js';
import { createStaService } from './sta.service.js';

/**
 * Open environmental data (docs/open-data.md): the public layers as OGC API – Features and the
 * public stations' hourly values as SensorThings API 1.1, both read only.
 */
export const openDataModule: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
  /** Where the portal's pages are (`PUBLIC_URL`): the service's documentation is its Open data page. */
  publicUrl: string;
}> = async (app, { db, clock, publicUrl }) => {
  const boundaries = createBoundaries();
  const now = () => clock.now().getTime();
  const stations = createPublicStationsService({ db, clock });
  const layers = createOpenDataLayers({
    stations,
    now,
    statesFile: () => boundaries.file('states').body,
    repo: createOpenDataRepository(db),
  });
  await app.register(ogcRoutes, { layers, publicUrl });
  // Observations reach months of hourly values: on PGlite their statements wait behind the
  // portal's interactive ones, so no public query holds up the staff's pages.
  await app.register(async (scope) => {
    backgroundPriority(scope);
    await scope.register(staRoutes, {
      sta: createStaService({ db, stations, repo: createStaRepository(db), now }),
    });
  });
};
