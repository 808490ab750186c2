import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { eqrRoutes } from './eqr.routes.js';

/** The EQR river chapter per module (spec §2 `eqr_reporting`), on the page and exported. */
export const eqrModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  deps,
) => {
  await app.register(eqrRoutes, deps);
};
