import { API } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { routeOf } from '../../http/route-of.js';
import type { createIngestService } from './ingest.service.js';
import { keyedStation } from './station-key.js';

/** `POST /api2/ingest/readings` for station loggers, authenticated by the station's own key. */
export const ingestRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  ingest: ReturnType<typeof createIngestService>;
}> = async (app, { db, ingest }) => {
  app.route({
    ...routeOf(API.ingestReadings, {
      tags: ['ingestion'],
      summary: 'Readings from a station logger (Authorization: Station <key>)',
      description:
        'Idempotent per station, parameter and time: a resend of the same value counts as a duplicate, of another value as a recorded change. Good items are kept when others are rejected; the answer comes after the data is committed.',
    }),
    handler: async (request) => {
      const stationId = await keyedStation(db, request.headers.authorization);
      if (stationId !== request.body.station_id) throw new AppError('STATION_MISMATCH');
      return ingest.ingest(stationId, request.body.readings, 'logger', request.language);
    },
  });
};
