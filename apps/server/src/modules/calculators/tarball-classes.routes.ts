import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TarballClassesService } from './tarball-classes.js';
import { routeOf } from '../../http/route-of.js';

/** System Administration: tar-ball class versions (every change in the activity log). */
export const tarballClassRoutes: FastifyPluginAsyncZod<{ tarball: TarballClassesService }> = async (
  app,
  { tarball },
) => {
  const tags = ['admin', 'standards'];

  app.route({
    ...routeOf(API.adminTarballClasses, {
      tags,
      summary: 'Tar-ball class versions, with sources and which is in force',
    }),
    handler: async () => tarball.overview(),
  });

  app.route({
    ...routeOf(API.adminAddTarballVersion, {
      tags,
      summary: 'Add a version of the tar-ball class bounds (g/m2 of beach)',
    }),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await tarball.add({ principal: request.principal, ip: request.ip }, request.body)),
  });
};
