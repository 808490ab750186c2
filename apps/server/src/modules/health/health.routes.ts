import { API, healthResponse } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/create-db.js';
import { sendError } from '../../plugins/error-handler.js';
import { watchReadiness } from './readiness.js';

/**
 * `GET /api2/health`: the server is up and its database answers. Answered from the readiness
 * kept in the background, with no database work and no token check, so it stays quick however
 * long the database queue is.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  version: string;
  now: () => Date;
}> = async (app, { db, version, now }) => {
  const readiness = await watchReadiness(db, (err) =>
    app.log.error({ err }, 'database unreachable'),
  );
  app.addHook('onClose', async () => readiness.stop());
  app.route({
    method: API.health.method,
    url: API.health.url,
    config: { callerUnused: true },
    schema: {
      tags: ['system'],
      summary: 'Liveness and database reachability',
      response: { 200: healthResponse },
    },
    handler: async (request, reply) => {
      if (!readiness.ready()) return sendError(request, reply, 'DATABASE_UNAVAILABLE');
      return { status: 'ok' as const, database: db.kind, version, time: now() };
    },
  });
};
