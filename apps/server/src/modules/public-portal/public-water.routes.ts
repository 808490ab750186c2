import {
  API,
  PUBLIC_WATER_MODULES,
  publicWaterParams,
  publicWaterResponse,
  type PublicWaterMedium,
  type PublicWaterResponse,
} from '@eqmp/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { createMapLayerService } from '../maps/index.js';
import { approvedRanges, isApprovedAt } from '../values/index.js';

/** Public answers are shared by every visitor: cached by browsers and proxies for a minute. */
export const PUBLIC_WATER_CACHE = 'public, max-age=60';
/** Requests per minute one address may make to a public water page's stations. */
export const PUBLIC_WATER_RATE_LIMIT = 60;
/** The verification level at which a value is approved and locked (QUALITY.md: L3). */

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Which stations' latest times are approved: an approval range at the approved level, for the
 * whole station or any of its parameters, covers the time. Everything else is provisional.
 */
export async function approvedAt(
  db: Kysely<Database>,
  latest: ReadonlyMap<string, number>,
): Promise<Set<string>> {
  const ids = [...latest.keys()];
  if (ids.length === 0) return new Set();
  const ranges = await approvedRanges(db, ids);
  return new Set(ids.filter((id) => isApprovedAt(ranges, id, new Date(latest.get(id)!))));
}

/** The public river and marine pages' answer: each active station's latest class, public fields only. */
export const publicWaterRoutes: FastifyPluginAsyncZod<{
  db: Kysely<Database>;
  clock: Clock;
}> = async (app, { db, clock }) => {
  const layer = createMapLayerService({ db, clock });

  async function answer(medium: PublicWaterMedium): Promise<PublicWaterResponse> {
    const features = (
      await Promise.all(PUBLIC_WATER_MODULES[medium].map((module) => layer.features(module, {})))
    ).flat();
    const latest = new Map<string, number>();
    for (const f of features) {
      const at = num(f.attributes.LAST_UPDATE);
      if (at !== null) latest.set(f.id, at);
    }
    const approved = await approvedAt(db, latest);
    const a = (f: (typeof features)[number]) => f.attributes;
    return {
      medium,
      stations: features
        .map((f) => ({
          stationId: f.id,
          name: text(a(f).STATION_NAME) ?? f.id,
          state: text(a(f).STATE_NAME),
          basin: text(a(f).New_Basin),
          river: text(a(f).RIVER_NAME),
          locationType: text(a(f).LOCATION_TYPE),
          index: num(medium === 'river' ? a(f).WQI : a(f).MWQI),
          category: text(medium === 'river' ? a(f).WQI_CLASS : a(f).MWQI_CATEGORY),
          lastUpdate: latest.get(f.id) ?? null,
          approved: approved.has(f.id),
        }))
        .sort(
          (x, y) => (x.state ?? '').localeCompare(y.state ?? '') || x.name.localeCompare(y.name),
        ),
    };
  }

  app.route({
    ...API.publicWaterStations,
    // A crowd of public visitors must not slow the staff portal: each address is limited.
    config: { rateLimit: { max: PUBLIC_WATER_RATE_LIMIT, timeWindow: 60_000 } },
    schema: {
      tags: ['public'],
      summary: 'Latest river class or marine category of each active station (public fields only)',
      params: publicWaterParams,
      response: { 200: publicWaterResponse },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', PUBLIC_WATER_CACHE);
      return answer(request.params.medium);
    },
  });
};
