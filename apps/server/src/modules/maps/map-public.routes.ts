import { API } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import { PUBLIC_ANSWER_CACHE } from '../../plugins/public-snapshots.js';
import type { Boundaries } from './boundaries.js';
import { layerAnswer } from './map-layer.routes.js';
import type { MapLayerService } from './map-layer.service.js';

/** Requests per minute one address may make for the public air map's stations. */
export const PUBLIC_AIR_RATE_LIMIT = 120;

/**
 * What the map needs without signing in (map contract §4–5): the public air map (public fields
 * only; a snapshot, see `plugins/public-snapshots.ts`) and the boundary layers of the offline basemap (ETag, gzip).
 */
export const mapPublicRoutes: FastifyPluginAsyncZod<{
  layer: MapLayerService;
  boundaries: Boundaries;
}> = async (app, { layer, boundaries }) => {
  app.route({
    ...routeOf(API.publicAirStations, {
      tags: ['maps'],
      summary: 'Active CAQM stations with their current API and class (public fields only)',
    }),
    // A crowd of public visitors must not slow the staff portal: each address is limited.
    config: { rateLimit: { max: PUBLIC_AIR_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (_request, reply) => {
      reply.header('cache-control', PUBLIC_ANSWER_CACHE).type('application/geo+json');
      return layerAnswer(await layer.publicAir(), {
        outFields: '*',
        returnGeometry: true,
        f: 'geojson',
      });
    },
  });

  app.route({
    ...routeOf(API.mapBoundaries, {
      tags: ['maps'],
      summary: 'Boundary layer of the offline basemap (GeoJSON)',
    }),
    handler: async (request, reply) => {
      const file = boundaries.file(request.params.layer);
      // The files change only with a new server version: cacheable for a day, revalidated by ETag.
      reply
        .header('etag', file.etag)
        .header('cache-control', 'public, max-age=86400')
        .header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      reply.type('application/geo+json');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
        return reply.header('content-encoding', 'gzip').send(file.gzipped);
      return reply.send(file.body);
    },
  });
};
