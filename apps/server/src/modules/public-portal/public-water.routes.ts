import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { PUBLIC_ANSWER_CACHE } from '../../plugins/public-snapshots.js';
import type { PublicStationsService } from './public-stations.service.js';

/** Public answers are shared by every visitor: cached by browsers and proxies for a minute. */
export const PUBLIC_WATER_CACHE = PUBLIC_ANSWER_CACHE;
/** Requests per minute one address may make to a public water page's stations. */
export const PUBLIC_WATER_RATE_LIMIT = 60;

/** The public river and marine pages' answer: each active station's latest class, public fields only. */
export const publicWaterRoutes: FastifyPluginAsyncZod<{
  stations: PublicStationsService;
}> = async (app, { stations }) => {
  app.route({
    ...routeOf(API.publicWaterStations, {
      tags: ['public'],
      summary: 'Latest river class or marine category of each active station (public fields only)',
    }),
    // A crowd of public visitors must not slow the staff portal: each address is limited.
    config: { rateLimit: { max: PUBLIC_WATER_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_WATER_CACHE);
      const { medium } = request.params;
      return { medium, stations: await stations.water(medium) };
    },
  });
};
