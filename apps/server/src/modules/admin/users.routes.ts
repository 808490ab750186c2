import { API } from '@eqmp/domain';
import { routeGroup } from '../../http/route-of.js';
import type { createUsersService } from './users.service.js';
import { signedIn } from '../../plugins/access-control.js';

type Service = ReturnType<typeof createUsersService>;

/** System Administration: user_list and add_user. */
export const userAdminRoutes = routeGroup<{ users: Service; publicUrl: string }>(
  ['admin'],
  (route, { users, publicUrl }) => {
    route(API.adminUsers, 'Users, searchable and paged', async (request) =>
      users.list(request.query),
    );

    route(API.adminUser, 'One user with roles', async (request) => users.get(request.params.id));

    route(API.adminCreateUser, 'Add a user', async (request, reply) =>
      reply.code(201).send(await users.create(request.body, signedIn(request), request.ip)),
    );

    route(API.adminUpdateUser, 'Change a user and their roles', async (request) =>
      users.update(request.params.id, request.body, signedIn(request), request.ip),
    );

    route(API.adminSetUserActive, 'Enable or disable a user', async (request) =>
      users.setActive(request.params.id, request.body.isActive, signedIn(request), request.ip),
    );

    route(API.adminUnlockUser, 'Lift a sign-in lock', async (request) =>
      users.unlock(request.params.id, signedIn(request), request.ip),
    );

    route(
      API.adminResetUserPassword,
      'Email the user a password reset link',
      async (request, reply) => {
        await users.sendPasswordReset(
          request.params.id,
          (token) => `${publicUrl}/reset-password?token=${token}`,
          request.language,
          signedIn(request),
          request.ip,
        );
        return reply.code(204).send(null);
      },
    );
  },
);
