import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { eqmpReportingRoutes } from './eqmp-reporting.routes.js';
import { createEqmpReportingService } from './eqmp-reporting.service.js';

/** EQMP report submission per module and period: upload, review and delete requests. */
export const eqmpReportingModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
}> = async (app, { db, clock, storage }) => {
  await app.register(eqmpReportingRoutes, {
    eqmp: createEqmpReportingService({ db, clock, storage }),
  });
};
