import { API } from '@eqmp/domain';
import type { TarballClassesService } from './tarball-classes.js';
import { routeGroup } from '../../http/route-of.js';

/** System Administration: tar-ball class versions (every change in the activity log). */
export const tarballClassRoutes = routeGroup<{ tarball: TarballClassesService }>(
  ['admin', 'standards'],
  (route, { tarball }) => {
    route(
      API.adminTarballClasses,
      'Tar-ball class versions, with sources and which is in force',
      async () => tarball.overview(),
    );

    route(
      API.adminAddTarballVersion,
      'Add a version of the tar-ball class bounds (g/m2 of beach)',
      async (request, reply) =>
        reply
          .code(201)
          .send(await tarball.add({ principal: request.principal, ip: request.ip }, request.body)),
    );
  },
);
