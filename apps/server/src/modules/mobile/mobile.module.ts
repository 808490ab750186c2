import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import type { createIngestService } from '../ingest/index.js';
import { createDeploymentsService } from './deployments.service.js';
import { mobileRoutes } from './mobile.routes.js';
import { createReadingsEntryService } from './readings-entry.service.js';

/** Mobile air deployments and their readings (the ingestion service is the app's own). */
export const mobileModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  ingest: ReturnType<typeof createIngestService>;
}> = async (app, { db, clock, ingest }) => {
  const deployments = createDeploymentsService({ db, clock });
  await app.register(mobileRoutes, {
    deployments,
    entry: createReadingsEntryService({ db, clock, ingest, deployments }),
  });
};
