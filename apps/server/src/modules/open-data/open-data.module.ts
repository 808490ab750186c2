import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createBoundaries } from '../maps/index.js';
import { createPublicStationsService } from '../public-portal/index.js';
import { createOpenDataLayers } from './open-data-layers.js';
import { createOpenDataRepository } from './open-data.repository.js';
import { ogcRoutes } from './ogc.routes.js';

/** Open environmental data: the public layers as OGC API – Features (docs/open-data.md). */
export const openDataModule: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const boundaries = createBoundaries();
  const layers = createOpenDataLayers({
    stations: createPublicStationsService({ db, clock }),
    statesFile: () => boundaries.file('states').body,
    repo: createOpenDataRepository(db),
  });
  await app.register(ogcRoutes, { layers });
};
