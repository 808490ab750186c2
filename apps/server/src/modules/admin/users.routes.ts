import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf, pageQuery } from '../../http/paging.js';
import type { createUsersService } from './users.service.js';
import { signedIn } from '../../plugins/access-control.js';

const idParams = z.object({ id: z.uuid() });

const userDetails = {
  username: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[A-Za-z0-9._-]+$/, 'errors:validation.username'),
  fullName: z.string().trim().min(2).max(120),
  email: z.email().max(200),
  phone: z.string().trim().max(40).nullable().default(null),
  organisation: z.string().trim().max(200).nullable().default(null),
  userGroup: z.enum(['department', 'other']),
  templateIds: z.array(z.uuid()).max(100).default([]),
  functions: z.array(z.string()).max(2000).default([]),
};

const userRow = z.object({
  id: z.string(),
  username: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  organisation: z.string().nullable(),
  userGroup: z.enum(['department', 'other']),
  isActive: z.boolean(),
  isLocked: z.boolean(),
  lastLoginAt: z.date().nullable(),
  createdAt: z.date(),
});
const userFull = userRow.extend({
  templateIds: z.array(z.string()),
  functions: z.array(z.string()),
});

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
      response: { 200: pageOf(userRow.extend({ templates: z.array(z.string()) })) },
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
      body: z.object({ ...userDetails, password: z.string().min(1).max(200) }),
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
      body: z.object(userDetails),
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
      body: z.object({ isActive: z.boolean() }),
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
