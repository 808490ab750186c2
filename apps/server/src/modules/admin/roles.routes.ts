import { API } from '@eqmp/domain';
import { routeGroup } from '../../http/route-of.js';
import { signedIn } from '../../plugins/access-control.js';
import type { RolesService } from './roles.service.js';

/** System Administration: role_list, add_role and function_ierarchy. */
export const roleAdminRoutes = routeGroup<{ roles: RolesService }>(
  ['admin'],
  (route, { roles }) => {
    route(API.adminRoles, 'Role templates', async () => roles.list());

    route(API.adminRole, 'One role template', async (request) => roles.get(request.params.id));

    route(API.adminCreateRole, 'Add a role template', async (request, reply) =>
      reply.code(201).send(await roles.create(request.body, signedIn(request), request.ip)),
    );

    route(API.adminUpdateRole, 'Change a role template', async (request) =>
      roles.update(request.params.id, request.body, signedIn(request), request.ip),
    );

    route(API.adminDeleteRole, 'Remove a role template', async (request, reply) => {
      await roles.remove(request.params.id, signedIn(request), request.ip);
      return reply.code(204).send(null);
    });

    route(API.adminFunctions, 'The function hierarchy with the admin grouping', async () =>
      roles.functions(),
    );

    route(
      API.adminUpdateFunctionGrouping,
      'Regroup or relabel functions (never new role names)',
      async (request, reply) => {
        await roles.saveGrouping(request.body.grouping, signedIn(request), request.ip);
        return reply.code(204).send(null);
      },
    );
  },
);
