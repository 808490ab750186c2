import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { ingestRoutes } from './ingest.routes.js';
import { createIngestService } from './ingest.service.js';

/** Logger readings posted with a station key; `onAccepted` runs after each committed batch. */
export const ingestModule: FastifyPluginAsync<{
  db: Kysely<Database>;
  clock: Clock;
  onAccepted?: (stationId: string) => void;
}> = async (app, { db, clock, onAccepted }) => {
  const ingest = createIngestService({ db, clock, ...(onAccepted ? { onAccepted } : {}) });
  await app.register(ingestRoutes, { db, ingest });
};
