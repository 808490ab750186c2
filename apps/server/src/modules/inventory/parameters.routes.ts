import {
  API,
  createParameterBody,
  parameterCodeParams,
  parameterListQuery,
  parameterRow,
  updateParameterBody,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../http/paging.js';
import type { ParametersService } from './parameters.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** list_parameter and the parameter tab of inventory maintenance. */
export const parameterRoutes: FastifyPluginAsyncZod<{ parameters: ParametersService }> = async (
  app,
  { parameters },
) => {
  const tags = ['inventory'];

  app.route({
    ...API.inventoryParameters,
    schema: {
      tags,
      summary: 'Parameters, searchable and paged, by medium and active',
      querystring: parameterListQuery,
      response: { 200: pageOf(parameterRow) },
    },
    handler: async (request) => parameters.list(request.query),
  });

  app.route({
    ...API.inventoryCreateParameter,
    schema: {
      tags,
      summary: 'Add a parameter',
      body: createParameterBody,
      response: { 201: parameterRow },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await parameters.create(request.body, signedIn(request), request.ip)),
  });

  app.route({
    ...API.inventoryUpdateParameter,
    schema: {
      tags,
      summary: 'Change a parameter (its code stays)',
      params: parameterCodeParams,
      body: updateParameterBody,
      response: { 200: parameterRow },
    },
    handler: async (request) =>
      parameters.update(request.params.code, request.body, signedIn(request), request.ip),
  });

  app.route({
    ...API.inventorySetParameterActive,
    schema: {
      tags,
      summary: 'Deactivate or activate a parameter',
      params: parameterCodeParams,
      body: z.object({ isActive: z.boolean() }),
      response: { 200: parameterRow },
    },
    handler: async (request) =>
      parameters.setActive(
        request.params.code,
        request.body.isActive,
        signedIn(request),
        request.ip,
      ),
  });
};
