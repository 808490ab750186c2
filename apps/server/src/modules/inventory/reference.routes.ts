import { API } from '@eqmp/domain';
import { callerModules } from '../../http/module-scope.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { createReferenceRepository } from './reference.repository.js';
import { routeGroup } from '../../http/route-of.js';

/** Picker lists for the inventory pages (any inventory role may read them). */
export const referenceRoutes = routeGroup<{ db: Kysely<Database> }>(
  ['inventory'],
  (route, { db }) => {
    const repo = createReferenceRepository(db);

    route(API.inventoryRefStates, 'States', async () => repo.states());
    route(API.inventoryRefDistricts, 'Districts, of one state if given', async (request) =>
      repo.districts(request.query.stateId),
    );
    route(API.inventoryRefBasins, 'River basins, of one state if given', async (request) =>
      repo.basins(request.query.stateId),
    );
    route(API.inventoryRefRivers, 'Rivers, of one basin if given', async (request) =>
      repo.rivers(request.query.basinId),
    );
    route(
      API.inventoryRefStations,
      'Station ids and names, of one module if given',
      async (request) => repo.stations(request.query.module, callerModules(request)),
    );
    route(API.inventoryRefParameters, 'Parameter codes and names', async () => repo.parameters());
  },
);
