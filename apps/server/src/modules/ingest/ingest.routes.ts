import { API } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { createIngestService } from './ingest.service.js';
import { stationKeyOf, stationOfKey } from './station-key.js';
import { MAX_BATCH } from './validate-items.js';

const result = z.object({
  accepted: z.number(),
  duplicates: z.number(),
  changed: z.number(),
  rejected: z.array(z.object({ index: z.number(), message: z.string() })),
});

/** `POST /api2/ingest/readings` for station loggers, authenticated by the station's own key. */
export const ingestRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  ingest: ReturnType<typeof createIngestService>;
}> = async (app, { db, ingest }) => {
  app.route({
    ...API.ingestReadings,
    schema: {
      tags: ['ingestion'],
      summary: 'Readings from a station logger (Authorization: Station <key>)',
      description:
        'Idempotent per station, parameter and time: a resend of the same value counts as a duplicate, of another value as a recorded change. Good items are kept when others are rejected; the answer comes after the data is committed.',
      body: z.object({
        station_id: z.string().min(1).max(20),
        readings: z.array(z.unknown()).min(1).max(MAX_BATCH, 'errors:ingest.batchTooLarge'),
      }),
      response: { 200: result },
    },
    handler: async (request) => {
      const stationId = await stationOfKey(db, stationKeyOf(request.headers.authorization));
      if (!stationId) throw new AppError('STATION_KEY_INVALID');
      if (stationId !== request.body.station_id) throw new AppError('STATION_MISMATCH');
      return ingest.ingest(stationId, request.body.readings, 'logger', request.language);
    },
  });
};
