import { API, STA_CONFORMANCE_CLASSES, STA_ENTITY_SETS, STA_ROOT } from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { routeOf } from '../../http/route-of.js';
import { sendCached } from './http-cache.js';
import { OPEN_DATA_CACHE, OPEN_DATA_META_CACHE, OPEN_DATA_RATE_LIMIT } from './ogc.routes.js';
import { readStaOptions } from './sta-query.js';
import type { StaSegment, StaService } from './sta.service.js';

const JSON_TYPE = 'application/json';

/** `Things`, `Things('CA1')`, `Things(CA1)`: an entity set and, optionally, an id. */
function segment(text: string): StaSegment {
  const m = /^([A-Za-z]+)(?:\((?:'((?:[^']|'')*)'|([^()']*))\))?$/.exec(text);
  if (!m) throw new AppError('NOT_FOUND');
  return { set: m[1]!, id: m[2] !== undefined ? m[2].replaceAll("''", "'") : (m[3] ?? null) };
}

/**
 * SensorThings API 1.1, read only, under `/sta/v1.1` (docs/open-data.md): the service root with
 * its conformance, every entity set, one entity and its related entities, with `$top`, `$skip`,
 * `$count`, `$orderby`, `$select` and `$filter`. Cached and limited per address like the OGC API.
 */
export const staRoutes: FastifyPluginAsyncZod<{ sta: StaService }> = async (app, { sta }) => {
  const rateLimit = { max: OPEN_DATA_RATE_LIMIT, timeWindow: 60_000 };
  const tags = ['open-data'];
  const base = (request: FastifyRequest) => `${request.protocol}://${request.host}${STA_ROOT}`;

  async function answer(request: FastifyRequest, reply: FastifyReply, path: StaSegment[]) {
    const query = request.query as Record<string, string | undefined>;
    const options = readStaOptions(query);
    const root = base(request);
    const result = await sta.answer(path, options, request.language, root);
    if (result.kind === 'entity')
      return sendCached(request, reply, {
        cacheControl: OPEN_DATA_CACHE,
        type: JSON_TYPE,
        body: result.entity,
      });
    const next = new URLSearchParams(request.url.split('?')[1] ?? '');
    next.set('$skip', String(options.skip + options.top));
    next.set('$top', String(options.top));
    const here = request.url.split('?')[0]!.slice(STA_ROOT.length);
    return sendCached(request, reply, {
      cacheControl: OPEN_DATA_CACHE,
      type: JSON_TYPE,
      body: {
        ...(result.count !== null ? { '@iot.count': result.count } : {}),
        ...(result.more ? { '@iot.nextLink': `${root}${here}?${next.toString()}` } : {}),
        value: result.value,
      },
    });
  }

  app.route({
    ...routeOf(API.staRoot, { tags, summary: 'SensorThings API 1.1 service root' }),
    config: { rateLimit },
    handler: async (request, reply) => {
      const root = base(request);
      return sendCached(request, reply, {
        cacheControl: OPEN_DATA_META_CACHE,
        type: JSON_TYPE,
        body: {
          value: STA_ENTITY_SETS.map((name) => ({ name, url: `${root}/${name}` })),
          serverSettings: { conformance: [...STA_CONFORMANCE_CLASSES] },
        },
      });
    },
  });

  app.route({
    ...routeOf(API.staResource, {
      tags,
      summary: 'SensorThings entity set or one entity',
      produces: [JSON_TYPE],
    }),
    config: { rateLimit },
    handler: async (request, reply) => answer(request, reply, [segment(request.params.resource)]),
  });

  app.route({
    ...routeOf(API.staRelated, {
      tags,
      summary: 'SensorThings related entities of one entity',
      produces: [JSON_TYPE],
    }),
    config: { rateLimit },
    handler: async (request, reply) =>
      answer(request, reply, [segment(request.params.resource), segment(request.params.related)]),
  });
};
