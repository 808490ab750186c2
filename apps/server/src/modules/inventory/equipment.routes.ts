import { API } from '@eqmp/domain';
import type { EdcService } from './edc.service.js';
import type { SensorsService } from './sensors.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeGroup } from '../../http/route-of.js';

/** list_sensor and the sensor and EDC inventory tabs of inventory maintenance. */
export const equipmentRoutes = routeGroup<{
  sensors: SensorsService;
  edc: EdcService;
}>(['inventory'], (route, { sensors, edc }) => {
  route(
    API.inventorySensors,
    'Sensors, searchable and paged, by station, parameter and status',
    async (request) => sensors.list(request.query),
  );
  route(API.inventoryCreateSensor, 'Add a sensor', async (request, reply) =>
    reply.code(201).send(await sensors.create(request.body, signedIn(request), request.ip)),
  );
  route(API.inventoryUpdateSensor, 'Change a sensor', async (request) =>
    sensors.update(request.params.id, request.body, signedIn(request), request.ip),
  );
  route(API.inventoryRetireSensor, 'Retire a sensor (kept as history)', async (request) =>
    sensors.retire(request.params.id, signedIn(request), request.ip),
  );

  route(
    API.inventoryEdc,
    'EDC equipment, searchable and paged, by station, kind and status',
    async (request) => edc.list(request.query),
  );
  route(API.inventoryCreateEdc, 'Add EDC equipment', async (request, reply) =>
    reply.code(201).send(await edc.create(request.body, signedIn(request), request.ip)),
  );
  route(API.inventoryUpdateEdc, 'Change EDC equipment', async (request) =>
    edc.update(request.params.id, request.body, signedIn(request), request.ip),
  );
  route(API.inventoryRetireEdc, 'Retire EDC equipment (kept as history)', async (request) =>
    edc.retire(request.params.id, signedIn(request), request.ip),
  );
});
