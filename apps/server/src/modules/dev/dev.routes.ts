import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { DevStatusService } from './dev-status.service.js';

/** The developer status page's data (spec §2 `/dev/serasi/local`, role 'Close Page'). */
export const devRoutes: FastifyPluginAsyncZod<{ status: DevStatusService }> = async (
  app,
  { status },
) => {
  app.route({
    ...routeOf(API.devStatus, {
      tags: ['system'],
      summary: 'Build, configuration (secrets hidden), database and background jobs',
    }),
    handler: async () => status.status(),
  });
};
