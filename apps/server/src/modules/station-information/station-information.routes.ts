import { API, MODULE_CODES } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { StationInformationService } from './station-information.service.js';

/** Each module's read-only station information (list and one station), under the module's own role. */
export const stationInformationRoutes: FastifyPluginAsyncZod<{
  info: StationInformationService;
}> = async (app, { info }) => {
  const tags = ['station-information'];
  for (const module of MODULE_CODES) {
    app.route({
      ...routeOf(API[`stationInfoList${module}`], {
        tags,
        summary: `${module} stations with their places and latest value time`,
      }),
      handler: async (request) => info.list(module, request.query),
    });
    app.route({
      ...routeOf(API[`stationInfo${module}`], {
        tags,
        summary: `One ${module} station: spec §3 fields, pictures, parameters and latest values`,
      }),
      handler: async (request) => info.get(module, request.params.id),
    });
  }
};
