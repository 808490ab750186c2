import {
  API,
  PARAMETER_CODE,
  createStationBody,
  stationResponse,
  stationIdParams,
  stationListQuery,
  stationRow,
  updateStationBody,
} from '@eqmp/domain';
import { callerModules } from '../../http/module-scope.js';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { pageOf } from '../../http/paging.js';
import { issueIngestKey } from './ingest-keys.js';
import type { StationsService } from './stations.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** Station information and inventory maintenance of stations. */
export const stationRoutes: FastifyPluginAsyncZod<{
  stations: StationsService;
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { stations, db, clock }) => {
  const tags = ['inventory'];

  app.route({
    ...API.inventoryStations,
    schema: {
      tags,
      summary: 'Stations, searchable and paged, by module, state and active',
      querystring: stationListQuery,
      response: { 200: pageOf(stationRow) },
    },
    handler: async (request) => stations.list(request.query, callerModules(request)),
  });

  app.route({
    ...API.inventoryStation,
    schema: {
      tags,
      summary: 'One station with its parameters, sensors, EDC equipment and pictures',
      params: stationIdParams,
      response: { 200: stationResponse },
    },
    handler: async (request) => stations.get(request.params.id, callerModules(request)),
  });

  app.route({
    ...API.inventoryCreateStation,
    schema: {
      tags,
      summary: 'Add a station',
      body: createStationBody,
      response: { 201: stationResponse },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await stations.create(request.body, signedIn(request), request.ip)),
  });

  app.route({
    ...API.inventoryUpdateStation,
    schema: {
      tags,
      summary: 'Change a station (its id stays)',
      params: stationIdParams,
      body: updateStationBody,
      response: { 200: stationResponse },
    },
    handler: async (request) =>
      stations.update(request.params.id, request.body, signedIn(request), request.ip),
  });

  app.route({
    ...API.inventorySetStationActive,
    schema: {
      tags,
      summary: 'Deactivate or activate a station',
      params: stationIdParams,
      body: z.object({ isActive: z.boolean() }),
      response: { 200: stationResponse },
    },
    handler: async (request) =>
      stations.setActive(request.params.id, request.body.isActive, signedIn(request), request.ip),
  });

  app.route({
    ...API.inventorySetStationParameters,
    schema: {
      tags,
      summary: 'Set the parameters a station measures',
      params: stationIdParams,
      body: z.object({
        codes: z.array(z.string().regex(PARAMETER_CODE, 'inventory:errors.parameterCode')).max(200),
      }),
      response: { 200: stationResponse },
    },
    handler: async (request) =>
      stations.setParameters(request.params.id, request.body.codes, signedIn(request), request.ip),
  });

  app.route({
    ...API.inventoryIssueIngestKey,
    schema: {
      tags,
      summary:
        'Issue or rotate the station ingestion key; the key is answered once and only its hash is kept',
      params: stationIdParams,
      response: { 200: z.object({ key: z.string(), rotated: z.boolean() }) },
    },
    handler: async (request, reply) => {
      await stations.find(request.params.id);
      reply.header('cache-control', 'no-store');
      return issueIngestKey(db, clock, request.params.id, signedIn(request), request.ip);
    },
  });
};
