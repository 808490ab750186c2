import {
  API,
  pollingStationsResponse,
  rawReadingsQuery,
  rawReadingsResponse,
  transmissionMonitoringQuery,
  transmissionMonitoringResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerModules } from '../../http/module-scope.js';
import type { PollingService } from './polling.service.js';

/** Data polling: transmission monitoring of every continuous station, and the raw readings. */
export const pollingRoutes: FastifyPluginAsyncZod<{ polling: PollingService }> = async (
  app,
  { polling },
) => {
  app.route({
    ...API.pollingTransmission,
    schema: {
      tags: ['polling'],
      summary: "Every continuous station's last value, lateness and today's capture",
      querystring: transmissionMonitoringQuery,
      response: { 200: transmissionMonitoringResponse },
    },
    handler: async (request) =>
      polling.transmission({ ...request.query, modules: callerModules(request) }),
  });

  app.route({
    ...API.pollingStations,
    schema: {
      tags: ['polling'],
      summary: 'Stations with the parameters they measure, for the raw-data pickers',
      response: { 200: pollingStationsResponse },
    },
    handler: async (request) => polling.stations(callerModules(request)),
  });

  app.route({
    ...API.pollingRaw,
    schema: {
      tags: ['polling'],
      summary: 'Raw readings of a station with their flags, current value and validity',
      querystring: rawReadingsQuery,
      response: { 200: rawReadingsResponse },
    },
    handler: async (request) => polling.raw(request.query, callerModules(request)),
  });
};
