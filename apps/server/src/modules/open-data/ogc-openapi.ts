import { OGC_CRS84, OGC_DEFAULT_LIMIT, OGC_MAX_LIMIT, OPEN_DATA_COLLECTIONS } from '@eqmp/domain';

export const OPENAPI_TYPE = 'application/vnd.oai.openapi+json;version=3.0';
export const GEOJSON_TYPE = 'application/geo+json';

const ref = (name: string) => ({ $ref: `#/components/parameters/${name}` });

const json = (description: string, type = 'application/json') => ({
  description,
  content: { [type]: { schema: { type: 'object' } } },
});

const errors = {
  '400': json('A parameter is unknown or malformed: { message, code }'),
  '404': json('No such collection or feature: { message, code }'),
  '429': json('Too many requests from this address: { message, code }'),
};

/** A GET operation with the format parameter, the not-modified answer and the errors. */
const get = (
  operationId: string,
  summary: string,
  parameters: unknown[],
  ok: unknown,
  extra: Record<string, unknown> = {},
) => ({
  get: {
    operationId,
    summary,
    tags: ['Open data'],
    parameters: [...parameters, ref('f')],
    responses: { '200': ok, '304': { description: 'Not modified (If-None-Match)' }, ...errors },
    ...extra,
  },
});

/** Every path of Part 1 Core. */
function ogcPaths() {
  return {
    '/': get('getLandingPage', 'Landing page', [], json('The landing page')),
    '/api': get(
      'getApiDocument',
      'This API definition',
      [],
      json('The API definition', OPENAPI_TYPE),
    ),
    '/conformance': get(
      'getConformance',
      'Conformance classes',
      [],
      json('The conformance classes'),
    ),
    '/collections': get('getCollections', 'The collections', [], json('The collections')),
    '/collections/{collectionId}': get(
      'describeCollection',
      'One collection',
      [ref('collectionId')],
      json('The collection'),
    ),
    '/collections/{collectionId}/items': get(
      'getFeatures',
      'The features of a collection, by page',
      [
        ref('collectionId'),
        ref('limit'),
        ref('offset'),
        ref('bbox'),
        ref('bbox-crs'),
        ref('datetime'),
      ],
      json('A page of features (GeoJSON FeatureCollection)', GEOJSON_TYPE),
    ),
    '/collections/{collectionId}/items/{featureId}': get(
      'getFeature',
      'One feature',
      [ref('collectionId'), ref('featureId')],
      json('The feature (GeoJSON Feature)', GEOJSON_TYPE),
    ),
  };
}

/** The parameters the paths refer to. */
function ogcParameters() {
  return {
    f: {
      name: 'f',
      in: 'query',
      required: false,
      description: 'The answer format; every answer is JSON (GeoJSON for features).',
      schema: { type: 'string', enum: ['json', 'geojson'] },
      style: 'form',
      explode: false,
    },
    collectionId: {
      name: 'collectionId',
      in: 'path',
      required: true,
      schema: { type: 'string', enum: [...OPEN_DATA_COLLECTIONS] },
    },
    featureId: {
      name: 'featureId',
      in: 'path',
      required: true,
      schema: { type: 'string' },
    },
    limit: {
      name: 'limit',
      in: 'query',
      required: false,
      description: `Features per page (a larger value is served as ${OGC_MAX_LIMIT}).`,
      schema: {
        type: 'integer',
        minimum: 1,
        maximum: OGC_MAX_LIMIT,
        default: OGC_DEFAULT_LIMIT,
      },
      style: 'form',
      explode: false,
    },
    offset: {
      name: 'offset',
      in: 'query',
      required: false,
      description: 'Features to skip before the page (the next and prev links carry it).',
      schema: { type: 'integer', minimum: 0, default: 0 },
      style: 'form',
      explode: false,
    },
    bbox: {
      name: 'bbox',
      in: 'query',
      required: false,
      description: 'minLon,minLat,maxLon,maxLat in CRS84 (6 numbers for a 3-D box).',
      schema: {
        type: 'array',
        minItems: 4,
        maxItems: 6,
        items: { type: 'number' },
      },
      style: 'form',
      explode: false,
    },
    'bbox-crs': {
      name: 'bbox-crs',
      in: 'query',
      required: false,
      schema: { type: 'string', format: 'uri', enum: [OGC_CRS84] },
      style: 'form',
      explode: false,
    },
    datetime: {
      name: 'datetime',
      in: 'query',
      required: false,
      description:
        "An instant, a day or an interval (open ends '..') matched against each station's latest value time.",
      schema: { type: 'string' },
      style: 'form',
      explode: false,
    },
  };
}

/**
 * The service's definition (OpenAPI 3.0), the landing page's `service-desc`: every path of OGC
 * API – Features Part 1 Core with the parameters real clients send (`f` everywhere, `limit`,
 * `offset`, `bbox`, `bbox-crs`, `datetime` on items). A parameter not listed here answers 400.
 */
export function ogcOpenApiDocument(serverUrl: string, title: string, description: string) {
  return {
    openapi: '3.0.3',
    info: {
      title,
      description,
      version: '1.0.0',
    },
    servers: [{ url: serverUrl }],
    paths: ogcPaths(),
    components: {
      parameters: ogcParameters(),
    },
  };
}
