import { API, type MapLayerQuery, MODULE_CODES } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route-of.js';
import type { Boundaries } from './boundaries.js';
import type { MapChartsService } from './map-charts.service.js';
import type { MapFeature, MapLayerService } from './map-layer.service.js';

/** The attributes `outFields` asks for (OBJECTID is always kept, as ArcGIS does). */
function pick(attributes: MapFeature['attributes'], outFields: string): MapFeature['attributes'] {
  if (outFields.trim() === '*') return attributes;
  const names = new Set(['OBJECTID', ...outFields.split(',').map((n) => n.trim())]);
  return Object.fromEntries(Object.entries(attributes).filter(([name]) => names.has(name)));
}

/** The features as a GeoJSON FeatureCollection, or as an identify answer (`f=json`). */
export function layerAnswer(
  features: readonly MapFeature[],
  query: Pick<MapLayerQuery, 'outFields' | 'returnGeometry' | 'f'>,
) {
  if (query.f === 'json') {
    return {
      features: features.map((f) => ({
        attributes: pick(f.attributes, query.outFields),
        ...(query.returnGeometry && f.coordinates
          ? { geometry: { x: f.coordinates[0], y: f.coordinates[1] } }
          : {}),
      })),
    };
  }
  return {
    type: 'FeatureCollection' as const,
    features: features.map((f) => ({
      type: 'Feature' as const,
      id: f.id,
      geometry:
        query.returnGeometry && f.coordinates
          ? {
              type: 'Point' as const,
              coordinates: [f.coordinates[0], f.coordinates[1]] as [number, number],
            }
          : null,
      properties: pick(f.attributes, query.outFields),
    })),
  };
}

/**
 * Every module's map service (spec §7, map contract §1–3): the station layer query, the filter
 * values and the station charts, each behind the module's `Map <MODULE>` role.
 */
export const mapLayerRoutes: FastifyPluginAsyncZod<{
  layer: MapLayerService;
  charts: MapChartsService;
  boundaries: Boundaries;
}> = async (app, { layer, charts, boundaries }) => {
  for (const module of MODULE_CODES) {
    const tags = ['maps'];
    app.route({
      ...routeOf(API[`mapLayer${module}`], {
        tags,
        summary: `Station layer of ${module} (ArcGIS-REST-like query with structured filters)`,
        description:
          'Filters take repeated keys or comma lists; a value that matches nothing gives no features. `f=json` answers the identify shape `{ features: [{ attributes }] }`.',
      }),
      handler: async (request, reply) => {
        const { state, basin, river, category, stationid, track, unapproved } = request.query;
        const features = await layer.features(
          module,
          { state, basin, river, category, stationid },
          { track, unapproved },
        );
        if (request.query.f === 'geojson') reply.type('application/geo+json');
        return layerAnswer(features, request.query);
      },
    });

    app.route({
      ...routeOf(API[`mapFilters${module}`], {
        tags,
        summary: `States, basins, rivers and categories among the active ${module} stations`,
      }),
      handler: async () => layer.filters(module, (name) => boundaries.stateBox(name)),
    });

    app.route({
      ...routeOf(API[`mapCharts${module}`], {
        tags,
        summary: `Charts of one ${module} station (spec §7)`,
      }),
      handler: async (request) => charts.charts(module, request.query),
    });
  }
};
