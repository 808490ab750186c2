import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { casesRoutes } from './cases.routes.js';
import { createCasesService } from './cases.service.js';

/** Investigative studies (RWIS, MWIS): the case register. */
export const investigativeModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  await app.register(casesRoutes, { cases: createCasesService({ db, clock }) });
};
