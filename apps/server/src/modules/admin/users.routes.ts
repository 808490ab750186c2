import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { createUsersService } from './users.service.js';
import { signedIn } from '../../plugins/access-control.js';

type Service = ReturnType<typeof createUsersService>;

/** System Administration: user_list and add_user. */
export const userAdminRoutes: FastifyPluginAsyncZod<{ users: Service; publicUrl: string }> = async (
  app,
  { users, publicUrl },
) => {
  const tags = ['admin'];

  app.route({
    ...routeOf(API.adminUsers, { tags, summary: 'Users, searchable and paged' }),
    handler: async (request) => users.list(request.query),
  });

  app.route({
    ...routeOf(API.adminUser, { tags, summary: 'One user with roles' }),
    handler: async (request) => users.get(request.params.id),
  });

  app.route({
    ...routeOf(API.adminCreateUser, { tags, summary: 'Add a user' }),
    handler: async (request, reply) =>
      reply.code(201).send(await users.create(request.body, signedIn(request), request.ip)),
  });

  app.route({
    ...routeOf(API.adminUpdateUser, { tags, summary: 'Change a user and their roles' }),
    handler: async (request) =>
      users.update(request.params.id, request.body, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.adminSetUserActive, { tags, summary: 'Enable or disable a user' }),
    handler: async (request) =>
      users.setActive(request.params.id, request.body.isActive, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.adminUnlockUser, { tags, summary: 'Lift a sign-in lock' }),
    handler: async (request) => users.unlock(request.params.id, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.adminResetUserPassword, {
      tags,
      summary: 'Email the user a password reset link',
    }),
    handler: async (request, reply) => {
      await users.sendPasswordReset(
        request.params.id,
        (token) => `${publicUrl}/reset-password?token=${token}`,
        request.language,
        signedIn(request),
        request.ip,
      );
      return reply.code(204).send(null);
    },
  });
};
