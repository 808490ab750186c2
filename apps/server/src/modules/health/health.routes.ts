import { API, healthResponse } from '@eqmp/domain';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/create-db.js';
import { sendError } from '../../plugins/error-handler.js';

/** `GET /api2/health`: the server is up and its database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  version: string;
  now: () => Date;
}> = async (app, { db, version, now }) => {
  app.route({
    method: API.health.method,
    url: API.health.url,
    schema: {
      tags: ['system'],
      summary: 'Liveness and database reachability',
      response: { 200: healthResponse },
    },
    handler: async (request, reply) => {
      try {
        await sql`select 1`.execute(db.kysely);
      } catch (err) {
        request.log.error({ err }, 'database unreachable');
        return sendError(request, reply, 'DATABASE_UNAVAILABLE');
      }
      return { status: 'ok' as const, database: db.kind, version, time: now().toISOString() };
    },
  });
};
