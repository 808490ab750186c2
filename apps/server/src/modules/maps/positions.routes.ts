import { API } from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema/index.js';
import { routeOf } from '../../http/route-of.js';
import { keyedStation } from '../ingest/index.js';
import type { createPositionsService } from './positions.service.js';

/** `POST /api2/ingest/positions`: position fixes of a mobile unit, with the station's own key. */
export const positionsRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  positions: ReturnType<typeof createPositionsService>;
}> = async (app, { db, positions }) => {
  app.route({
    ...routeOf(API.ingestPositions, {
      tags: ['ingestion'],
      summary: 'Position fixes of a mobile station (Authorization: Station <key>)',
      description:
        'Only mobile (MCAQM) stations. Idempotent per station and time: a resend counts as a duplicate. Good items are kept when others are rejected; the answer comes after the data is committed.',
    }),
    handler: async (request) => {
      const stationId = await keyedStation(db, request.headers.authorization);
      return positions.ingest(stationId, request.body.items, request.language);
    },
  });
};
