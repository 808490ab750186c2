import {
  AIR_POLLUTANTS,
  API,
  API_BANDS,
  API_EMERGENCY_ABOVE,
  LOCATION_TYPES,
  MARINE_CATEGORY_BOUNDARIES,
  type InformationResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { routeOf } from '../../http/route-of.js';
import { apiTablesInForce, marineSetsInForce, wqiInForce } from '../calculators/index.js';
import { createStandardsRepository } from '../calculators/index.js';

/** Public answers are shared by every visitor: cached by browsers and proxies for five minutes. */
const PUBLIC_CACHE = 'public, max-age=300';
/** Requests per minute one address may make to the public information answers. */
export const INFORMATION_RATE_LIMIT = 60;

const source = (m: {
  version: string;
  effectiveFrom: string;
  source: string;
  confidence: string;
}) => ({
  version: m.version,
  effectiveFrom: m.effectiveFrom,
  source: m.source,
  confidence: m.confidence,
});

/** The standards in force behind the air, river and marine indices, for the public information pages. */
export const informationRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const repo = createStandardsRepository(db);

  async function answer(index: InformationResponse['index']): Promise<InformationResponse> {
    const now = clock.now();
    if (index === 'apims') {
      const [tables, variant] = await Promise.all([repo.breakpointTables(), repo.pm25Variant()]);
      const set = apiTablesInForce(tables, variant, now);
      return {
        index,
        bands: API_BANDS.map((b) => ({ category: b.category, min: b.min, advice: b.advice })),
        emergencyAbove: API_EMERGENCY_ABOVE,
        tables: AIR_POLLUTANTS.map((p) => ({
          ...source(set[p]),
          parameter: p,
          averaging: set[p].averaging,
          unit: set[p].unit,
          segments: set[p].segments.map((s) => ({ ...s })),
        })),
      };
    }
    const definitions = await repo.indexDefinitions();
    if (index === 'rqims') {
      const { meta, settings } = wqiInForce(definitions, now);
      return {
        index,
        standard: source(meta),
        weights: Object.entries(settings.weights).map(([parameter, weight]) => ({
          parameter,
          weight,
        })),
        // The lowest class has no lower bound (−∞), answered as null.
        classes: settings.classBoundaries.map((c) => ({
          ...c,
          min: Number.isFinite(c.min) ? c.min : null,
        })),
        statuses: settings.statusBoundaries.map((s) => ({
          ...s,
          min: Number.isFinite(s.min) ? s.min : null,
        })),
      };
    }
    const sets = marineSetsInForce(definitions, now);
    return {
      index,
      categories: MARINE_CATEGORY_BOUNDARIES.map((c) => ({
        category: c.category,
        min: Number.isFinite(c.min) ? c.min : null,
      })),
      sets: LOCATION_TYPES.map((type) => ({
        ...source(sets[type]),
        locationType: type,
        provisional: sets[type].provisional,
        weights: Object.entries(sets[type].weights).map(([parameter, weight]) => ({
          parameter,
          weight,
        })),
      })),
    };
  }

  app.route({
    ...routeOf(API.informationIndex, {
      tags: ['public'],
      summary:
        'The standards in force behind an index (API, DOE-WQI, MMWQI): classes, breakpoints or weights, and their sources',
    }),
    config: { rateLimit: { max: INFORMATION_RATE_LIMIT, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return answer(request.params.index);
    },
  });
};
