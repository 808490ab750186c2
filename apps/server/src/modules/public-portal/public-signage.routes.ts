import { API, SIGNAGE_RATE_LIMIT, SIGNAGE_CACHE_SECONDS } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { routeOf } from '../../http/route-of.js';
import { createSignageService } from './signage.service.js';

/** A screen's answer: fresh for a minute, then served while it is fetched again (a snapshot, `plugins/public-snapshots.ts`). */
export const SIGNAGE_CACHE = `public, max-age=${SIGNAGE_CACHE_SECONDS}, stale-while-revalidate=300`;

/** The signage screens' one call: a medium's stations in a place, cached and limited per address. */
export const publicSignageRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const signage = createSignageService({ db, clock });
  app.route({
    ...routeOf(API.publicSignage, {
      tags: ['public'],
      summary: 'A signage screen: the current index and class of the stations of a place',
    }),
    // Screens in public places must not be able to slow the staff portal: each address is limited.
    config: { rateLimit: { max: SIGNAGE_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      reply.header('cache-control', SIGNAGE_CACHE);
      return signage.answer(request.params.medium, request.query);
    },
  });
};
