import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import { asRequest, withQueryPriority } from '../db/query-priority.js';

/**
 * Runs every request as interactive database work and notes when its client goes away before
 * the answer (PGlite then drops its statements). Register before any other `onRequest` hook: the
 * rest of the request, its token check included, runs inside.
 */
export function registerRequestPriority(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) =>
    asRequest((state) => {
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) state.gone = true;
      });
      done();
    }),
  );
}

/**
 * Makes the routes registered in `scope` (an encapsulated plugin) do their database work at
 * background priority: on PGlite their statements wait behind those of interactive requests, so
 * a year-long report does not hold up the map or a sign-in. Exports they start inherit it.
 */
export function backgroundPriority(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const handler: RouteHandlerMethod = route.handler;
    route.handler = function (request, reply) {
      return withQueryPriority('background', () => handler.call(this, request, reply));
    };
  });
}
