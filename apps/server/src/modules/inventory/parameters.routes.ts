import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ParametersService } from './parameters.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf } from '../../http/route-of.js';

/** list_parameter and the parameter tab of inventory maintenance. */
export const parameterRoutes: FastifyPluginAsyncZod<{ parameters: ParametersService }> = async (
  app,
  { parameters },
) => {
  const tags = ['inventory'];

  app.route({
    ...routeOf(API.inventoryParameters, {
      tags,
      summary: 'Parameters, searchable and paged, by medium and active',
    }),
    handler: async (request) => parameters.list(request.query),
  });

  app.route({
    ...routeOf(API.inventoryCreateParameter, { tags, summary: 'Add a parameter' }),
    handler: async (request, reply) =>
      reply.code(201).send(await parameters.create(request.body, signedIn(request), request.ip)),
  });

  app.route({
    ...routeOf(API.inventoryUpdateParameter, {
      tags,
      summary: 'Change a parameter (its code stays)',
    }),
    handler: async (request) =>
      parameters.update(request.params.code, request.body, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.inventorySetParameterActive, {
      tags,
      summary: 'Deactivate or activate a parameter',
    }),
    handler: async (request) =>
      parameters.setActive(
        request.params.code,
        request.body.isActive,
        signedIn(request),
        request.ip,
      ),
  });
};
