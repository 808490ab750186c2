import { API } from '@eqmp/domain';
import { callerModules } from '../../http/module-scope.js';
import { routeGroup } from '../../http/route-of.js';
import type { PollingService } from './polling.service.js';

/** Data polling: transmission monitoring of every continuous station, and the raw readings. */
export const pollingRoutes = routeGroup<{ polling: PollingService }>(
  ['polling'],
  (route, { polling }) => {
    route(
      API.pollingTransmission,
      "Every continuous station's last value, lateness and today's capture",
      async (request) =>
        polling.transmission({ ...request.query, modules: callerModules(request) }),
    );

    route(
      API.pollingStations,
      'Stations with the parameters they measure, for the raw-data pickers',
      async (request) => polling.stations(callerModules(request)),
    );

    route(
      API.pollingRaw,
      'Raw readings of a station with their flags, current value and validity',
      async (request) => polling.raw(request.query, callerModules(request)),
    );
  },
);
