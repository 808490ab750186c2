import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { createEqmpReportingService } from '../eqmp-reporting/eqmp-reporting.service.js';
import { eqmpReportingRoutes } from '../eqmp-reporting/eqmp-reporting.routes.js';
import { eqrRoutes } from '../eqr/eqr.routes.js';
import { documentRoutes } from './documents.routes.js';
import { createDocumentsService } from './documents.service.js';

/** Documents and programme reporting: the document repository, EQMP report submission and the EQR compilation. */
export const documentsModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  storage: FileStorage;
}> = async (app, { db, clock, storage }) => {
  await app.register(documentRoutes, { documents: createDocumentsService({ db, clock, storage }) });
  await app.register(eqmpReportingRoutes, { eqmp: createEqmpReportingService({ db, clock, storage }) });
  await app.register(eqrRoutes, { db, clock });
};
