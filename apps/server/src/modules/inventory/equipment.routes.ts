import {
  API,
  edcBody,
  edcListQuery,
  edcRow,
  equipmentIdParams,
  sensorBody,
  sensorListQuery,
  sensorRow,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/paging.js';
import type { EdcService } from './edc.service.js';
import type { SensorsService } from './sensors.service.js';
import { signedIn } from '../../plugins/access-control.js';

/** list_sensor and the sensor and EDC inventory tabs of inventory maintenance. */
export const equipmentRoutes: FastifyPluginAsyncZod<{
  sensors: SensorsService;
  edc: EdcService;
}> = async (app, { sensors, edc }) => {
  const tags = ['inventory'];

  app.route({
    ...API.inventorySensors,
    schema: {
      tags,
      summary: 'Sensors, searchable and paged, by station, parameter and status',
      querystring: sensorListQuery,
      response: { 200: pageOf(sensorRow) },
    },
    handler: async (request) => sensors.list(request.query),
  });
  app.route({
    ...API.inventoryCreateSensor,
    schema: { tags, summary: 'Add a sensor', body: sensorBody, response: { 201: sensorRow } },
    handler: async (request, reply) =>
      reply.code(201).send(await sensors.create(request.body, signedIn(request), request.ip)),
  });
  app.route({
    ...API.inventoryUpdateSensor,
    schema: {
      tags,
      summary: 'Change a sensor',
      params: equipmentIdParams,
      body: sensorBody,
      response: { 200: sensorRow },
    },
    handler: async (request) =>
      sensors.update(request.params.id, request.body, signedIn(request), request.ip),
  });
  app.route({
    ...API.inventoryRetireSensor,
    schema: {
      tags,
      summary: 'Retire a sensor (kept as history)',
      params: equipmentIdParams,
      response: { 200: sensorRow },
    },
    handler: async (request) => sensors.retire(request.params.id, signedIn(request), request.ip),
  });

  app.route({
    ...API.inventoryEdc,
    schema: {
      tags,
      summary: 'EDC equipment, searchable and paged, by station, kind and status',
      querystring: edcListQuery,
      response: { 200: pageOf(edcRow) },
    },
    handler: async (request) => edc.list(request.query),
  });
  app.route({
    ...API.inventoryCreateEdc,
    schema: { tags, summary: 'Add EDC equipment', body: edcBody, response: { 201: edcRow } },
    handler: async (request, reply) =>
      reply.code(201).send(await edc.create(request.body, signedIn(request), request.ip)),
  });
  app.route({
    ...API.inventoryUpdateEdc,
    schema: {
      tags,
      summary: 'Change EDC equipment',
      params: equipmentIdParams,
      body: edcBody,
      response: { 200: edcRow },
    },
    handler: async (request) =>
      edc.update(request.params.id, request.body, signedIn(request), request.ip),
  });
  app.route({
    ...API.inventoryRetireEdc,
    schema: {
      tags,
      summary: 'Retire EDC equipment (kept as history)',
      params: equipmentIdParams,
      response: { 200: edcRow },
    },
    handler: async (request) => edc.retire(request.params.id, signedIn(request), request.ip),
  });
};
