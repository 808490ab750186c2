import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createMapLayerService } from '../maps/index.js';
import { homeRoutes } from './home.routes.js';
import { createHomeService } from './home.service.js';

/** Home (`/Main`): its service reads the map layers for the national status. */
export const homeModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(homeRoutes, {
    home: createHomeService({ db, clock, layer: createMapLayerService({ db, clock }) }),
  });
};
