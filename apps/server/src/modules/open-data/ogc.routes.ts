import {
  API,
  OGC_API_ROOT,
  OGC_CONFORMANCE_CLASSES,
  OGC_CRS84,
  OPEN_DATA_PAGES,
  OPEN_DATA_COLLECTIONS,
  OPEN_DATA_LICENCE,
  type OgcItemsQuery,
  type OpenDataCollection,
} from '@eqmp/domain';
import { translate, type Language } from '@eqmp/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AppError, orNotFound } from '../../errors.js';
import { routeOf, type ZodApp } from '../../http/route-of.js';
import { sendCached } from './http-cache.js';
import { boxOf, type Box, type OpenDataLayers, type OpenFeature } from './open-data-layers.js';
import { GEOJSON_TYPE, OPENAPI_TYPE, ogcOpenApiDocument } from './ogc-openapi.js';

/** Requests per minute one address may make (a GIS client pages through a layer quickly). */
export const OPEN_DATA_RATE_LIMIT = 300;
/** Station layers change every hour at most: shared caches keep them a minute. */
export const OPEN_DATA_CACHE = 'public, max-age=60';
/** The service's description changes only with a new server version. */
export const OPEN_DATA_META_CACHE = 'public, max-age=3600';

const JSON_TYPE = 'application/json';
/** Malaysia's extent, for a layer with no geometry. */
const MALAYSIA: Box = [99.6, 0.8, 119.3, 7.4];
const TRS = 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian';

const FORMAT_ONLY = ['f'] as const;
const ITEMS_PARAMETERS = ['f', 'limit', 'offset', 'bbox', 'bbox-crs', 'datetime'] as const;

/** Refuses, by name, a query parameter the route does not declare (OGC API – Features §7.6). */
function onlyParameters(allowed: readonly string[]) {
  return async (request: FastifyRequest) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const unknown = Object.keys(query).find((name) => !allowed.includes(name));
    if (unknown !== undefined)
      throw new AppError('OPEN_DATA_PARAMETER_UNKNOWN', {
        messageKey: 'errors:openData.unknownParameter',
        values: { name: unknown, allowed: allowed.join(', ') },
      });
  };
}

const isCollection = (id: string): id is OpenDataCollection =>
  (OPEN_DATA_COLLECTIONS as readonly string[]).includes(id);

/** Whether a feature lies in the box (its own box meets it) and its time in [from, to). */
function matches(feature: OpenFeature, query: OgcItemsQuery, temporal: boolean): boolean {
  const { bbox, datetime } = query;
  if (bbox) {
    const b = feature.box;
    if (!b || b[0] > bbox[2] || b[2] < bbox[0] || b[1] > bbox[3] || b[3] < bbox[1]) return false;
  }
  if (datetime && temporal) {
    const t = feature.time;
    if (t === null) return false;
    if (datetime.from !== null && t < datetime.from) return false;
    if (datetime.to !== null && t >= datetime.to) return false;
  }
  return true;
}

const rateLimit = { max: OPEN_DATA_RATE_LIMIT, timeWindow: 60_000 };
const tags = ['open-data'];
const base = (request: FastifyRequest) => `${request.protocol}://${request.host}${OGC_API_ROOT}`;
const t = (lang: Language, key: string) => translate(lang, `openData:${key}`);
const link = (lang: Language, href: string, rel: string, type: string, titleKey: string) => ({
  href,
  rel,
  type,
  title: t(lang, `link.${titleKey}`),
});

/** A collection's description: its links and the extent of its features. */
async function collectionDocument(
  layers: OpenDataLayers,
  request: FastifyRequest,
  id: OpenDataCollection,
) {
  const lang = request.language;
  const root = base(request);
  const { features, temporal } = await layers.layer(id);
  const boxes = features.map((f) => f.box).filter((b): b is Box => b !== null);
  const spatial = boxes.length > 0 ? boxOf(boxes.map((b) => [b.slice(0, 2), b.slice(2)])) : null;
  const times = features.map((f) => f.time).filter((v): v is number => v !== null);
  const interval =
    times.length > 0
      ? [new Date(Math.min(...times)).toISOString(), new Date(Math.max(...times)).toISOString()]
      : [null, null];
  return {
    id,
    title: t(lang, `collections.${id}.title`),
    description: t(lang, `collections.${id}.description`),
    attribution: t(lang, 'attribution'),
    links: [
      link(lang, `${root}/collections/${id}`, 'self', JSON_TYPE, 'self'),
      link(lang, `${root}/collections/${id}/items`, 'items', GEOJSON_TYPE, 'items'),
      // Everything published is under one licence (OPEN_DATA_LICENCE): the station values and
      // the boundaries alike.
      link(lang, OPEN_DATA_LICENCE.url, 'license', 'text/html', 'license'),
    ],
    extent: {
      spatial: { bbox: [spatial ?? MALAYSIA], crs: OGC_CRS84 },
      ...(temporal ? { temporal: { interval: [interval], trs: TRS } } : {}),
    },
    itemType: 'feature',
    crs: [OGC_CRS84],
    storageCrs: OGC_CRS84,
  };
}

/** The collection asked for, or 404. */
async function collectionOf(collectionId: string) {
  if (!isCollection(collectionId)) throw new AppError('NOT_FOUND');
  return collectionId;
}

/** The service's description: landing page, API definition and conformance classes. */
function registerServiceRoutes(app: ZodApp, publicUrl: string) {
  app.route({
    ...routeOf(API.ogcLanding, { tags, summary: 'OGC API – Features landing page' }),
    config: { rateLimit },
    preValidation: onlyParameters(FORMAT_ONLY),
    handler: async (request, reply) => {
      const lang = request.language;
      const root = base(request);
      return sendCached(request, reply, {
        cacheControl: OPEN_DATA_META_CACHE,
        type: JSON_TYPE,
        body: {
          title: t(lang, 'title'),
          description: t(lang, 'description'),
          attribution: t(lang, 'attribution'),
          links: [
            link(lang, root, 'self', JSON_TYPE, 'self'),
            link(lang, `${root}/api`, 'service-desc', OPENAPI_TYPE, 'serviceDesc'),
            link(
              lang,
              `${publicUrl}${OPEN_DATA_PAGES[0].path}`,
              'service-doc',
              'text/html',
              'serviceDoc',
            ),
            link(lang, `${root}/conformance`, 'conformance', JSON_TYPE, 'conformance'),
            link(lang, `${root}/collections`, 'data', JSON_TYPE, 'data'),
            link(lang, OPEN_DATA_LICENCE.url, 'license', 'text/html', 'license'),
          ],
        },
      });
    },
  });

  app.route({
    ...routeOf(API.ogcApiDocument, {
      tags,
      summary: 'OGC API – Features definition (OpenAPI 3.0)',
      produces: [OPENAPI_TYPE],
    }),
    config: { rateLimit },
    preValidation: onlyParameters(FORMAT_ONLY),
    handler: async (request, reply) =>
      sendCached(request, reply, {
        cacheControl: OPEN_DATA_META_CACHE,
        type: OPENAPI_TYPE,
        body: ogcOpenApiDocument(
          base(request),
          t(request.language, 'title'),
          t(request.language, 'description'),
        ),
      }),
  });

  app.route({
    ...routeOf(API.ogcConformance, { tags, summary: 'OGC API – Features conformance classes' }),
    config: { rateLimit },
    preValidation: onlyParameters(FORMAT_ONLY),
    handler: async (request, reply) =>
      sendCached(request, reply, {
        cacheControl: OPEN_DATA_META_CACHE,
        type: JSON_TYPE,
        body: { conformsTo: OGC_CONFORMANCE_CLASSES },
      }),
  });
}

/** The collections, all of them and one. */
function registerCollectionRoutes(app: ZodApp, layers: OpenDataLayers) {
  app.route({
    ...routeOf(API.ogcCollections, {
      tags,
      summary: 'OGC API – Features collections (the public layers)',
    }),
    config: { rateLimit },
    preValidation: onlyParameters(FORMAT_ONLY),
    handler: async (request, reply) => {
      const lang = request.language;
      const root = base(request);
      const collections = [];
      for (const id of OPEN_DATA_COLLECTIONS)
        collections.push(await collectionDocument(layers, request, id));
      return sendCached(request, reply, {
        cacheControl: OPEN_DATA_CACHE,
        type: JSON_TYPE,
        body: {
          links: [link(lang, `${root}/collections`, 'self', JSON_TYPE, 'self')],
          collections,
        },
      });
    },
  });

  app.route({
    ...routeOf(API.ogcCollection, { tags, summary: 'One OGC API – Features collection' }),
    config: { rateLimit },
    preValidation: onlyParameters(FORMAT_ONLY),
    handler: async (request, reply) => {
      const id = await collectionOf(request.params.collectionId);
      return sendCached(request, reply, {
        cacheControl: OPEN_DATA_CACHE,
        type: JSON_TYPE,
        body: await collectionDocument(layers, request, id),
      });
    },
  });
}

/** A collection's features, by page and one by one. */
function registerFeatureRoutes(app: ZodApp, layers: OpenDataLayers) {
  app.route({
    ...routeOf(API.ogcItems, {
      tags,
      summary: 'Features of an OGC API – Features collection, by page',
      produces: [GEOJSON_TYPE],
    }),
    config: { rateLimit },
    preValidation: onlyParameters(ITEMS_PARAMETERS),
    handler: async (request, reply) => {
      const lang = request.language;
      const id = await collectionOf(request.params.collectionId);
      const query = request.query;
      const { features, temporal } = await layers.layer(id);
      const matched = features.filter((f) => matches(f, query, temporal));
      const page = matched.slice(query.offset, query.offset + query.limit);
      const root = base(request);
      const itemsUrl = `${root}/collections/${id}/items`;
      // The links keep the client's own parameters (as sent) and move only the offset.
      const raw = new URLSearchParams(request.url.split('?')[1] ?? '');
      const at = (offset: number) => {
        const params = new URLSearchParams(raw);
        params.set('offset', String(offset));
        params.set('limit', String(query.limit));
        return `${itemsUrl}?${params.toString()}`;
      };
      const self = raw.size > 0 ? `${itemsUrl}?${raw.toString()}` : itemsUrl;
      const links = [
        link(lang, self, 'self', GEOJSON_TYPE, 'self'),
        link(lang, `${root}/collections/${id}`, 'collection', JSON_TYPE, 'collection'),
        ...(query.offset + page.length < matched.length
          ? [link(lang, at(query.offset + query.limit), 'next', GEOJSON_TYPE, 'next')]
          : []),
        ...(query.offset > 0
          ? [link(lang, at(Math.max(0, query.offset - query.limit)), 'prev', GEOJSON_TYPE, 'prev')]
          : []),
      ];
      return sendCached(request, reply, {
        cacheControl: OPEN_DATA_CACHE,
        type: GEOJSON_TYPE,
        body: {
          type: 'FeatureCollection',
          features: page.map((f) => ({
            type: 'Feature',
            id: f.id,
            geometry: f.geometry,
            properties: f.properties,
          })),
          numberMatched: matched.length,
          numberReturned: page.length,
          links,
        },
      });
    },
  });

  app.route({
    ...routeOf(API.ogcItem, {
      tags,
      summary: 'One feature of an OGC API – Features collection',
      produces: [GEOJSON_TYPE],
    }),
    config: { rateLimit },
    preValidation: onlyParameters(FORMAT_ONLY),
    handler: async (request, reply) => {
      const lang = request.language;
      const id = await collectionOf(request.params.collectionId);
      const { features } = await layers.layer(id);
      const feature = orNotFound(features.find((f) => f.id === request.params.featureId));
      const root = base(request);
      const self = `${root}/collections/${id}/items/${encodeURIComponent(feature.id)}`;
      return sendCached(request, reply, {
        cacheControl: OPEN_DATA_CACHE,
        type: GEOJSON_TYPE,
        body: {
          type: 'Feature',
          id: feature.id,
          geometry: feature.geometry,
          properties: feature.properties,
          links: [
            link(lang, self, 'self', GEOJSON_TYPE, 'self'),
            link(lang, `${root}/collections/${id}`, 'collection', JSON_TYPE, 'collection'),
          ],
        },
      });
    },
  });
}

/**
 * OGC API – Features – Part 1: Core 1.0 over the public layers (docs/open-data.md): landing
 * page, API definition, conformance, collections, items (paged by `limit` and `offset`, filtered
 * by `bbox` and `datetime`) and single features, as JSON and GeoJSON. Every answer is cached
 * (Cache-Control and ETag, 304) and each address is rate-limited like the public pages.
 */
export const ogcRoutes: FastifyPluginAsyncZod<{
  layers: OpenDataLayers;
  /** Where the portal's pages are: `service-doc` is the public Open data page. */
  publicUrl: string;
}> = async (app, { layers, publicUrl }) => {
  registerServiceRoutes(app, publicUrl);
  registerCollectionRoutes(app, layers);
  registerFeatureRoutes(app, layers);
};
