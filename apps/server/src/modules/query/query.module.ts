import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { ExportService } from '../exports/index.js';
import { queryRoutes } from './query.routes.js';
import { createQueryService } from './query.service.js';

/** Query options (spec §2): report, parameter graph, cross-tab, comparison, windrose, frequency. */
export const queryModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  exports: ExportService;
}> = async (app, { db, clock, exports }) => {
  await app.register(queryRoutes, { query: createQueryService({ db, clock }), exports });
};
