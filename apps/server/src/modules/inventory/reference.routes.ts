import { API, MEDIA, MODULE_CODES } from '@eqmp/domain';
import { callerModules } from '../../http/module-scope.js';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/schema/index.js';
import { createReferenceRepository } from './reference.repository.js';

const id = z.coerce.number().int().positive();

/** Picker lists for the inventory pages (any inventory role may read them). */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (
  app,
  { db },
) => {
  const tags = ['inventory'];
  const repo = createReferenceRepository(db);

  app.route({
    ...API.inventoryRefStates,
    schema: {
      tags,
      summary: 'States',
      response: { 200: z.array(z.object({ id: z.number(), code: z.string(), name: z.string() })) },
    },
    handler: async () => repo.states(),
  });
  app.route({
    ...API.inventoryRefDistricts,
    schema: {
      tags,
      summary: 'Districts, of one state if given',
      querystring: z.object({ stateId: id.optional() }),
      response: {
        200: z.array(z.object({ id: z.number(), stateId: z.number(), name: z.string() })),
      },
    },
    handler: async (request) => repo.districts(request.query.stateId),
  });
  app.route({
    ...API.inventoryRefBasins,
    schema: {
      tags,
      summary: 'River basins, of one state if given',
      querystring: z.object({ stateId: id.optional() }),
      response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) },
    },
    handler: async (request) => repo.basins(request.query.stateId),
  });
  app.route({
    ...API.inventoryRefRivers,
    schema: {
      tags,
      summary: 'Rivers, of one basin if given',
      querystring: z.object({ basinId: id.optional() }),
      response: {
        200: z.array(z.object({ id: z.number(), basinId: z.number(), name: z.string() })),
      },
    },
    handler: async (request) => repo.rivers(request.query.basinId),
  });
  app.route({
    ...API.inventoryRefStations,
    schema: {
      tags,
      summary: 'Station ids and names, of one module if given',
      querystring: z.object({ module: z.enum(MODULE_CODES).optional() }),
      response: {
        200: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            module: z.enum(MODULE_CODES),
            isActive: z.boolean(),
          }),
        ),
      },
    },
    handler: async (request) => repo.stations(request.query.module, callerModules(request)),
  });
  app.route({
    ...API.inventoryRefParameters,
    schema: {
      tags,
      summary: 'Parameter codes and names',
      response: {
        200: z.array(
          z.object({
            code: z.string(),
            medium: z.enum(MEDIA),
            nameEn: z.string(),
            nameMs: z.string(),
            unit: z.string(),
            isActive: z.boolean(),
          }),
        ),
      },
    },
    handler: async () => repo.parameters(),
  });
};
