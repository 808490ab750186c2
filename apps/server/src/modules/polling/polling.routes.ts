import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerModules } from '../../http/module-scope.js';
import { routeOf } from '../../http/route-of.js';
import type { PollingService } from './polling.service.js';

/** Data polling: transmission monitoring of every continuous station, and the raw readings. */
export const pollingRoutes: FastifyPluginAsyncZod<{ polling: PollingService }> = async (
  app,
  { polling },
) => {
  app.route({
    ...routeOf(API.pollingTransmission, {
      tags: ['polling'],
      summary: "Every continuous station's last value, lateness and today's capture",
    }),
    handler: async (request) =>
      polling.transmission({ ...request.query, modules: callerModules(request) }),
  });

  app.route({
    ...routeOf(API.pollingStations, {
      tags: ['polling'],
      summary: 'Stations with the parameters they measure, for the raw-data pickers',
    }),
    handler: async (request) => polling.stations(callerModules(request)),
  });

  app.route({
    ...routeOf(API.pollingRaw, {
      tags: ['polling'],
      summary: 'Raw readings of a station with their flags, current value and validity',
    }),
    handler: async (request) => polling.raw(request.query, callerModules(request)),
  });
};
