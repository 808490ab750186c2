import {
  API,
  geographyParams as idParams,
  regionBody,
  regionResponse,
  stateBody,
  stateResponse,
  type ApiDef,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/access-control.js';
import type { GeographyTable, GeographyValues } from './geography.repository.js';
import type { GeographyService } from './geography.service.js';

/** Region and state administration: the same list/add/change/remove on two small tables. */
export const geographyAdminRoutes: FastifyPluginAsyncZod<{ geography: GeographyService }> = async (
  app,
  { geography },
) => {
  const tags = ['admin'];

  function crud(
    table: GeographyTable,
    routes: { list: ApiDef; create: ApiDef; update: ApiDef; remove: ApiDef },
    body: z.ZodType<GeographyValues>,
    row: z.ZodObject,
  ) {
    app.route({
      ...routes.list,
      schema: { tags, response: { 200: z.array(row) } },
      handler: async () => geography.list(table),
    });

    app.route({
      ...routes.create,
      schema: { tags, body, response: { 201: row } },
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await geography.create(table, request.body, signedIn(request), request.ip)),
    });

    app.route({
      ...routes.update,
      schema: { tags, params: idParams, body, response: { 200: row } },
      handler: async (request) =>
        geography.update(table, request.params.id, request.body, signedIn(request), request.ip),
    });

    app.route({
      ...routes.remove,
      schema: { tags, params: idParams, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await geography.remove(table, request.params.id, signedIn(request), request.ip);
        return reply.code(204).send(null);
      },
    });
  }

  crud(
    'region',
    {
      list: API.adminRegions,
      create: API.adminCreateRegion,
      update: API.adminUpdateRegion,
      remove: API.adminDeleteRegion,
    },
    regionBody,
    regionResponse,
  );
  crud(
    'state',
    {
      list: API.adminStates,
      create: API.adminCreateState,
      update: API.adminUpdateState,
      remove: API.adminDeleteState,
    },
    stateBody,
    stateResponse,
  );
};
