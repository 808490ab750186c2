import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { hotspotRoutes } from './hotspots.routes.js';
import { createHotspotsService } from './hotspots.service.js';

/** Fire hotspot files (FIRMS/ASMC CSV) imported by the air report holders. */
export const hotspotsModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(hotspotRoutes, { hotspots: createHotspotsService({ db, clock }) });
};
