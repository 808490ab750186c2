import {
  adminUserParams as idParams,
  API,
  pageQuery,
  userActiveBody,
  userCreateBody,
  userListResponse,
  userResponse as userFull,
  userUpdateBody,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
    ...API.adminUsers,
    schema: {
      tags,
      summary: 'Users, searchable and paged',
      querystring: pageQuery,
      response: { 200: userListResponse },
    },
    handler: async (request) => users.list(request.query),
  });

  app.route({
    ...API.adminUser,
    schema: { tags, summary: 'One user with roles', params: idParams, response: { 200: userFull } },
    handler: async (request) => users.get(request.params.id),
  });

  app.route({
    ...API.adminCreateUser,
    schema: {
      tags,
      summary: 'Add a user',
      body: userCreateBody,
      response: { 201: userFull },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await users.create(request.body, signedIn(request), request.ip)),
  });

  app.route({
    ...API.adminUpdateUser,
    schema: {
      tags,
      summary: 'Change a user and their roles',
      params: idParams,
      body: userUpdateBody,
      response: { 200: userFull },
    },
    handler: async (request) =>
      users.update(request.params.id, request.body, signedIn(request), request.ip),
  });

  app.route({
    ...API.adminSetUserActive,
    schema: {
      tags,
      summary: 'Enable or disable a user',
      params: idParams,
      body: userActiveBody,
      response: { 200: userFull },
    },
    handler: async (request) =>
      users.setActive(request.params.id, request.body.isActive, signedIn(request), request.ip),
  });

  app.route({
    ...API.adminUnlockUser,
    schema: { tags, summary: 'Lift a sign-in lock', params: idParams, response: { 200: userFull } },
    handler: async (request) => users.unlock(request.params.id, signedIn(request), request.ip),
  });

  app.route({
    ...API.adminResetUserPassword,
    schema: {
      tags,
      summary: 'Email the user a password reset link',
      params: idParams,
      response: { 204: z.null() },
    },
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
