import { API } from '@eqmp/domain';
import type { ParametersService } from './parameters.service.js';
import { signedIn } from '../../plugins/access-control.js';
import { routeGroup } from '../../http/route-of.js';

/** list_parameter and the parameter tab of inventory maintenance. */
export const parameterRoutes = routeGroup<{ parameters: ParametersService }>(
  ['inventory'],
  (route, { parameters }) => {
    route(
      API.inventoryParameters,
      'Parameters, searchable and paged, by medium and active',
      async (request) => parameters.list(request.query),
    );

    route(API.inventoryCreateParameter, 'Add a parameter', async (request, reply) =>
      reply.code(201).send(await parameters.create(request.body, signedIn(request), request.ip)),
    );

    route(API.inventoryUpdateParameter, 'Change a parameter (its code stays)', async (request) =>
      parameters.update(request.params.code, request.body, signedIn(request), request.ip),
    );

    route(API.inventorySetParameterActive, 'Deactivate or activate a parameter', async (request) =>
      parameters.setActive(
        request.params.code,
        request.body.isActive,
        signedIn(request),
        request.ip,
      ),
    );
  },
);
