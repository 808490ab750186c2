import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { pollingRoutes } from './polling.routes.js';
import { createPollingService } from './polling.service.js';

/** Data polling: transmission monitoring, raw data and the station pickers. */
export const pollingModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(pollingRoutes, { polling: createPollingService({ db, clock }) });
};
