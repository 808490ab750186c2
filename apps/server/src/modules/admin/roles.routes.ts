import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { signedIn } from '../../plugins/access-control.js';
import type { RolesService } from './roles.service.js';

/** System Administration: role_list, add_role and function_ierarchy. */
export const roleAdminRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (
  app,
  { roles },
) => {
  const tags = ['admin'];

  app.route({
    ...routeOf(API.adminRoles, { tags, summary: 'Role templates' }),
    handler: async () => roles.list(),
  });

  app.route({
    ...routeOf(API.adminRole, { tags, summary: 'One role template' }),
    handler: async (request) => roles.get(request.params.id),
  });

  app.route({
    ...routeOf(API.adminCreateRole, { tags, summary: 'Add a role template' }),
    handler: async (request, reply) =>
      reply.code(201).send(await roles.create(request.body, signedIn(request), request.ip)),
  });

  app.route({
    ...routeOf(API.adminUpdateRole, { tags, summary: 'Change a role template' }),
    handler: async (request) =>
      roles.update(request.params.id, request.body, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.adminDeleteRole, { tags, summary: 'Remove a role template' }),
    handler: async (request, reply) => {
      await roles.remove(request.params.id, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(API.adminFunctions, {
      tags,
      summary: 'The function hierarchy with the admin grouping',
    }),
    handler: async () => roles.functions(),
  });

  app.route({
    ...routeOf(API.adminUpdateFunctionGrouping, {
      tags,
      summary: 'Regroup or relabel functions (never new role names)',
    }),
    handler: async (request, reply) => {
      await roles.saveGrouping(request.body.grouping, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });
};
