import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { HomeService } from './home.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** `/Main`: what needs the signed-in user today and the national status. */
export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.route({
    ...routeOf(API.home, {
      tags: ['home'],
      summary:
        'Pending alerts the caller may handle, transmission problems they watch, and stations per class now',
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return home.forUser(signedIn(request));
    },
  });
};
