import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { ingestRoutes } from './ingest.routes.js';
import type { createIngestService } from './ingest.service.js';

/**
 * Logger readings posted with a station key. The ingestion service is the app's own (made with the
 * alert engine's `onAccepted`), shared with the mobile deployments' typed and imported readings.
 */
export const ingestModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  ingest: ReturnType<typeof createIngestService>;
}> = async (app, { db, ingest }) => {
  await app.register(ingestRoutes, { db, ingest });
};
