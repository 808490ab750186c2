import { API } from '@eqmp/domain';
import { callerModules } from '../../http/module-scope.js';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema/index.js';
import { createReferenceRepository } from './reference.repository.js';
import { routeOf } from '../../http/route-of.js';

/** Picker lists for the inventory pages (any inventory role may read them). */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  const tags = ['inventory'];
  const repo = createReferenceRepository(db);

  app.route({
    ...routeOf(API.inventoryRefStates, { tags, summary: 'States' }),
    handler: async () => repo.states(),
  });
  app.route({
    ...routeOf(API.inventoryRefDistricts, { tags, summary: 'Districts, of one state if given' }),
    handler: async (request) => repo.districts(request.query.stateId),
  });
  app.route({
    ...routeOf(API.inventoryRefBasins, { tags, summary: 'River basins, of one state if given' }),
    handler: async (request) => repo.basins(request.query.stateId),
  });
  app.route({
    ...routeOf(API.inventoryRefRivers, { tags, summary: 'Rivers, of one basin if given' }),
    handler: async (request) => repo.rivers(request.query.basinId),
  });
  app.route({
    ...routeOf(API.inventoryRefStations, {
      tags,
      summary: 'Station ids and names, of one module if given',
    }),
    handler: async (request) => repo.stations(request.query.module, callerModules(request)),
  });
  app.route({
    ...routeOf(API.inventoryRefParameters, { tags, summary: 'Parameter codes and names' }),
    handler: async () => repo.parameters(),
  });
};
