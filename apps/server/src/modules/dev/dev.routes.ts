import { API, devStatusResponse } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DevStatusService } from './dev-status.service.js';

/** The developer status page's data (spec §2 `/dev/serasi/local`, role 'Close Page'). */
export const devRoutes: FastifyPluginAsyncZod<{ status: DevStatusService }> = async (
  app,
  { status },
) => {
  app.route({
    ...API.devStatus,
    schema: {
      tags: ['system'],
      summary: 'Build, configuration (secrets hidden), database and background jobs',
      response: { 200: devStatusResponse },
    },
    handler: async () => status.status(),
  });
};
