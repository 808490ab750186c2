import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { informationRoutes } from './information.routes.js';

/** The public information pages: the standards in force, read from the versioned tables. */
export const informationModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  deps,
) => {
  await app.register(informationRoutes, deps);
};
