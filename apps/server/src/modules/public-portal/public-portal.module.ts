import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { publicHistoryRoutes } from './public-history.routes.js';
import { publicSignageRoutes } from './public-signage.routes.js';
import { createPublicStationsService } from './public-stations.service.js';
import { publicWaterRoutes } from './public-water.routes.js';

/** The public portal's answers (no sign-in): cached, and limited per address. */
export const publicPortalModule: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  await app.register(publicWaterRoutes, { stations: createPublicStationsService({ db, clock }) });
  await app.register(publicHistoryRoutes, { db, clock });
  await app.register(publicSignageRoutes, { db, clock });
};
