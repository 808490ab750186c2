import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { createIngestService } from '../ingest/index.js';
import { deleteRequestsRoutes } from './delete-requests.routes.js';
import { createDeleteRequestsService } from './delete-requests.service.js';
import { qaqcRoutes } from './qaqc.routes.js';
import { createQaqcService } from './qaqc.service.js';

/** The QA/QC module: levels 1–3, the QA/QC report and delete requests. */
export const qaqcModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  ingest: ReturnType<typeof createIngestService>;
}> = async (app, { db, clock, ingest }) => {
  await app.register(qaqcRoutes, { qaqc: createQaqcService({ db, clock, ingest }), db });
  await app.register(deleteRequestsRoutes, { deletes: createDeleteRequestsService({ db, clock }) });
};
