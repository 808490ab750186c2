import { API } from '@eqmp/domain';
import { callerModules } from '../../http/module-scope.js';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { routeOf } from '../../http/route-of.js';
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
    ...routeOf(API.inventoryStations, {
      tags,
      summary: 'Stations, searchable and paged, by module, state and active',
    }),
    handler: async (request) => stations.list(request.query, callerModules(request)),
  });

  app.route({
    ...routeOf(API.inventoryStation, {
      tags,
      summary: 'One station with its parameters, sensors, EDC equipment and pictures',
    }),
    handler: async (request) => stations.get(request.params.id, callerModules(request)),
  });

  app.route({
    ...routeOf(API.inventoryCreateStation, { tags, summary: 'Add a station' }),
    handler: async (request, reply) =>
      reply.code(201).send(await stations.create(request.body, signedIn(request), request.ip)),
  });

  app.route({
    ...routeOf(API.inventoryUpdateStation, { tags, summary: 'Change a station (its id stays)' }),
    handler: async (request) =>
      stations.update(request.params.id, request.body, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.inventorySetStationActive, {
      tags,
      summary: 'Deactivate or activate a station',
    }),
    handler: async (request) =>
      stations.setActive(request.params.id, request.body.isActive, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.inventorySetStationParameters, {
      tags,
      summary: 'Set the parameters a station measures',
    }),
    handler: async (request) =>
      stations.setParameters(request.params.id, request.body.codes, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.inventoryIssueIngestKey, {
      tags,
      summary:
        'Issue or rotate the station ingestion key; the key is answered once and only its hash is kept',
    }),
    handler: async (request, reply) => {
      await stations.find(request.params.id);
      reply.header('cache-control', 'no-store');
      return issueIngestKey(db, clock, request.params.id, signedIn(request), request.ip);
    },
  });
};
