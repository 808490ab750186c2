import { API, mapServicesResponse } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MapProxy } from './map-proxy.js';

/**
 * `GET /api2/mapproxy` lists the configured map services; `GET /api2/mapproxy/:service/*` relays
 * a tile or map request to one of them. The relay is public (the login page and public portal
 * show maps too); only configured services, on their own host and path, are reachable.
 */
export const mapProxyRoutes: FastifyPluginAsyncZod<{ proxy: MapProxy }> = async (
  app,
  { proxy },
) => {
  app.route({
    ...API.mapServices,
    schema: {
      tags: ['maps'],
      summary: 'Configured basemap services and the proxied URL template of each',
      response: { 200: mapServicesResponse },
    },
    handler: async () => proxy.list(),
  });

  app.route({
    ...API.mapProxy,
    schema: {
      tags: ['maps'],
      summary: 'A tile or map image from a configured service',
      params: z.object({ service: z.string().max(40), '*': z.string().max(1000) }),
    },
    handler: async (request, reply) => {
      const raw = request.raw.url ?? '';
      const query = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
      const answer = await proxy.fetch(request.params.service, request.params['*'], query);
      return reply
        .code(answer.status)
        .type(answer.contentType)
        .header('cache-control', answer.cacheControl)
        .send(answer.body);
    },
  });
};
