import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { stationInformationRoutes } from './station-information.routes.js';
import { createStationInformationService } from './station-information.service.js';

/** Station information of every monitoring type (read-only; the inventory pages edit). */
export const stationInformationModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  await app.register(stationInformationRoutes, {
    info: createStationInformationService({ db, clock }),
  });
};
