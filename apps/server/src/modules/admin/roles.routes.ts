import {
  API,
  functionGroupingBody,
  functionsResponse,
  roleBody,
  roleParams as idParams,
  roleResponse as role,
  rolesResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access-control.js';
import type { RolesService } from './roles.service.js';

/** System Administration: role_list, add_role and function_ierarchy. */
export const roleAdminRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (
  app,
  { roles },
) => {
  const tags = ['admin'];

  app.route({
    ...API.adminRoles,
    schema: { tags, summary: 'Role templates', response: { 200: rolesResponse } },
    handler: async () => roles.list(),
  });

  app.route({
    ...API.adminRole,
    schema: { tags, summary: 'One role template', params: idParams, response: { 200: role } },
    handler: async (request) => roles.get(request.params.id),
  });

  app.route({
    ...API.adminCreateRole,
    schema: { tags, summary: 'Add a role template', body: roleBody, response: { 201: role } },
    handler: async (request, reply) =>
      reply.code(201).send(await roles.create(request.body, signedIn(request), request.ip)),
  });

  app.route({
    ...API.adminUpdateRole,
    schema: {
      tags,
      summary: 'Change a role template',
      params: idParams,
      body: roleBody,
      response: { 200: role },
    },
    handler: async (request) =>
      roles.update(request.params.id, request.body, signedIn(request), request.ip),
  });

  app.route({
    ...API.adminDeleteRole,
    schema: {
      tags,
      summary: 'Remove a role template',
      params: idParams,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await roles.remove(request.params.id, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...API.adminFunctions,
    schema: {
      tags,
      summary: 'The function hierarchy with the admin grouping',
      response: { 200: functionsResponse },
    },
    handler: async () => roles.functions(),
  });

  app.route({
    ...API.adminUpdateFunctionGrouping,
    schema: {
      tags,
      summary: 'Regroup or relabel functions (never new role names)',
      body: functionGroupingBody,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await roles.saveGrouping(request.body.grouping, signedIn(request), request.ip);
      return reply.code(204).send(null);
    },
  });
};
