import { API } from '@eqmp/domain';
import { callerModules } from '../../http/module-scope.js';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { routeGroup } from '../../http/route-of.js';
import { issueIngestKey } from './ingest-keys.js';
import type { StationsService } from './stations.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** Station information and inventory maintenance of stations. */
export const stationRoutes = routeGroup<{
  stations: StationsService;
  db: Kysely<Database>;
  clock: Clock;
}>(['inventory'], (route, { stations, db, clock }) => {
  route(
    API.inventoryStations,
    'Stations, searchable and paged, by module, state and active',
    async (request) => stations.list(request.query, callerModules(request)),
  );

  route(
    API.inventoryStation,
    'One station with its parameters, sensors, EDC equipment and pictures',
    async (request) => stations.get(request.params.id, callerModules(request)),
  );

  route(API.inventoryCreateStation, 'Add a station', async (request, reply) =>
    reply.code(201).send(await stations.create(request.body, signedIn(request), request.ip)),
  );

  route(API.inventoryUpdateStation, 'Change a station (its id stays)', async (request) =>
    stations.update(request.params.id, request.body, signedIn(request), request.ip),
  );

  route(API.inventorySetStationActive, 'Deactivate or activate a station', async (request) =>
    stations.setActive(request.params.id, request.body.isActive, signedIn(request), request.ip),
  );

  route(
    API.inventorySetStationParameters,
    'Set the parameters a station measures',
    async (request) =>
      stations.setParameters(request.params.id, request.body.codes, signedIn(request), request.ip),
  );

  route(
    API.inventoryIssueIngestKey,
    'Issue or rotate the station ingestion key; the key is answered once and only its hash is kept',
    async (request, reply) => {
      await stations.find(request.params.id);
      reply.header('cache-control', 'no-store');
      return issueIngestKey(db, clock, request.params.id, signedIn(request), request.ip);
    },
  );
});
