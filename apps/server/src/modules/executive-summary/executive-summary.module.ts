import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { ExportService } from '../exports/index.js';
import { createMapLayerService } from '../maps/index.js';
import { executiveSummaryRoutes } from './executive-summary.routes.js';
import { createExecutiveSummaryServices } from './executive-summary.services.js';

/** The executive summary (spec §2): national figures for the Executive Summary role, with exports. */
export const executiveSummaryModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  exports: ExportService;
}> = async (app, { db, clock, exports }) => {
  await app.register(executiveSummaryRoutes, {
    summary: createExecutiveSummaryServices({
      db,
      clock,
      layer: createMapLayerService({ db, clock }),
    }),
    exports,
  });
};
