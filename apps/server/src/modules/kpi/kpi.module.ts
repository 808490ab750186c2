import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { kpiRoutes } from './kpi.routes.js';
import { createKpiService } from './kpi.service.js';

/** System and data KPIs (spec §2 More → kpi_report). */
export const kpiModule: FastifyPluginAsync<{ db: Kysely<Database>; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  await app.register(kpiRoutes, { kpi: createKpiService({ db, clock }) });
};
