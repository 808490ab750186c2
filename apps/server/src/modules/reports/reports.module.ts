import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { ExportService } from '../exports/index.js';
import { reportRoutes } from './reports.routes.js';

/** Preformatted reports (spec §2): one generic endpoint per module, on the page and exported. */
export const reportsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  exports: ExportService;
}> = async (app, deps) => {
  await app.register(reportRoutes, deps);
};
