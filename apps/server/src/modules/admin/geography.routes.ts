import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { signedIn } from '../../plugins/access-control.js';
import type { GeographyTable } from './geography.repository.js';
import type { GeographyService } from './geography.service.js';

/** The entries of each table, and what the OpenAPI document calls one of its rows. */
const TABLES = {
  region: {
    row: 'region',
    list: API.adminRegions,
    create: API.adminCreateRegion,
    update: API.adminUpdateRegion,
    remove: API.adminDeleteRegion,
  },
  state: {
    row: 'state',
    list: API.adminStates,
    create: API.adminCreateState,
    update: API.adminUpdateState,
    remove: API.adminDeleteState,
  },
  district: {
    row: 'district',
    list: API.adminDistricts,
    create: API.adminCreateDistrict,
    update: API.adminUpdateDistrict,
    remove: API.adminDeleteDistrict,
  },
  basin: {
    row: 'river basin',
    list: API.adminBasins,
    create: API.adminCreateBasin,
    update: API.adminUpdateBasin,
    remove: API.adminDeleteBasin,
  },
  river: {
    row: 'river',
    list: API.adminRivers,
    create: API.adminCreateRiver,
    update: API.adminUpdateRiver,
    remove: API.adminDeleteRiver,
  },
} as const satisfies Record<GeographyTable, unknown>;

/**
 * Geography administration: the same list/add/change/remove on regions, states, districts, river
 * basins and rivers.
 */
export const geographyAdminRoutes: FastifyPluginAsyncZod<{ geography: GeographyService }> = async (
  app,
  { geography },
) => {
  const tags = ['admin'];

  for (const table of Object.keys(TABLES) as GeographyTable[]) {
    const { row, ...routes } = TABLES[table];

    app.route({
      ...routeOf(routes.list, { tags, summary: `Every ${row}, by name` }),
      handler: async () => geography.list(table),
    });

    app.route({
      ...routeOf(routes.create, { tags, summary: `Add a ${row}` }),
      handler: async (request, reply) =>
        reply
          .code(201)
          .send(await geography.create(table, request.body, signedIn(request), request.ip)),
    });

    app.route({
      ...routeOf(routes.update, { tags, summary: `Change a ${row}` }),
      handler: async (request) =>
        geography.update(table, request.params.id, request.body, signedIn(request), request.ip),
    });

    app.route({
      ...routeOf(routes.remove, { tags, summary: `Remove a ${row}` }),
      handler: async (request, reply) => {
        await geography.remove(table, request.params.id, signedIn(request), request.ip);
        return reply.code(204).send(null);
      },
    });
  }
};
