import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EdcService } from './edc.service.js';
import type { SensorsService } from './sensors.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeOf } from '../../http/route-of.js';

/** list_sensor and the sensor and EDC inventory tabs of inventory maintenance. */
export const equipmentRoutes: FastifyPluginAsyncZod<{
  sensors: SensorsService;
  edc: EdcService;
}> = async (app, { sensors, edc }) => {
  const tags = ['inventory'];

  app.route({
    ...routeOf(API.inventorySensors, {
      tags,
      summary: 'Sensors, searchable and paged, by station, parameter and status',
    }),
    handler: async (request) => sensors.list(request.query),
  });
  app.route({
    ...routeOf(API.inventoryCreateSensor, { tags, summary: 'Add a sensor' }),
    handler: async (request, reply) =>
      reply.code(201).send(await sensors.create(request.body, signedIn(request), request.ip)),
  });
  app.route({
    ...routeOf(API.inventoryUpdateSensor, { tags, summary: 'Change a sensor' }),
    handler: async (request) =>
      sensors.update(request.params.id, request.body, signedIn(request), request.ip),
  });
  app.route({
    ...routeOf(API.inventoryRetireSensor, { tags, summary: 'Retire a sensor (kept as history)' }),
    handler: async (request) => sensors.retire(request.params.id, signedIn(request), request.ip),
  });

  app.route({
    ...routeOf(API.inventoryEdc, {
      tags,
      summary: 'EDC equipment, searchable and paged, by station, kind and status',
    }),
    handler: async (request) => edc.list(request.query),
  });
  app.route({
    ...routeOf(API.inventoryCreateEdc, { tags, summary: 'Add EDC equipment' }),
    handler: async (request, reply) =>
      reply.code(201).send(await edc.create(request.body, signedIn(request), request.ip)),
  });
  app.route({
    ...routeOf(API.inventoryUpdateEdc, { tags, summary: 'Change EDC equipment' }),
    handler: async (request) =>
      edc.update(request.params.id, request.body, signedIn(request), request.ip),
  });
  app.route({
    ...routeOf(API.inventoryRetireEdc, { tags, summary: 'Retire EDC equipment (kept as history)' }),
    handler: async (request) => edc.retire(request.params.id, signedIn(request), request.ip),
  });
};
