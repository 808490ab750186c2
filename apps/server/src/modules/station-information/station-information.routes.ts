import {
  API,
  MODULE_CODES,
  stationInfoListQuery,
  stationInfoListResponse,
  stationInfoParams,
  stationInfoResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationInformationService } from './station-information.service.js';

/** Each module's read-only station information (list and one station), under the module's own role. */
export const stationInformationRoutes: FastifyPluginAsyncZod<{
  info: StationInformationService;
}> = async (app, { info }) => {
  for (const module of MODULE_CODES) {
    app.route({
      ...API[`stationInfoList${module}`],
      schema: {
        tags: ['station-information'],
        summary: `${module} stations with their places and latest value time`,
        querystring: stationInfoListQuery,
        response: { 200: stationInfoListResponse },
      },
      handler: async (request) => info.list(module, request.query),
    });
    app.route({
      ...API[`stationInfo${module}`],
      schema: {
        tags: ['station-information'],
        summary: `One ${module} station: spec §3 fields, pictures, parameters and latest values`,
        params: stationInfoParams,
        response: { 200: stationInfoResponse },
      },
      handler: async (request) => info.get(module, request.params.id),
    });
  }
};
