import { API } from '@eqmp/domain';
import { routeGroup } from '../../http/route-of.js';
import type { MapProxy } from './map-proxy.js';

/**
 * `GET /api2/mapproxy` lists the configured map services; `GET /api2/mapproxy/:service/*` relays
 * a tile or map request to one of them. The relay is public (the login page and public portal
 * show maps too); only configured services, on their own host and path, are reachable.
 */
export const mapProxyRoutes = routeGroup<{ proxy: MapProxy }>(['maps'], (route, { proxy }) => {
  route(
    API.mapServices,
    'Configured basemap services and the proxied URL template of each',
    async () => proxy.list(),
  );

  route(API.mapProxy, 'A tile or map image from a configured service', async (request, reply) => {
    const raw = request.raw.url ?? '';
    const query = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
    const answer = await proxy.fetch(request.params.service, request.params['*'], query);
    return reply
      .code(answer.status)
      .type(answer.contentType)
      .header('cache-control', answer.cacheControl)
      .send(answer.body);
  });
});
