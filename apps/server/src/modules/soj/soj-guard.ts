import { API, apiKey, SOJ_ROLES, SOJ_SESSION_API, SOJ_TOKEN_HEADER } from '@eqmp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { SojSessionService } from './soj-session.service.js';
import { createSojRepository } from './soj.repository.js';

const keyOf = (name: string) => {
  const def = API[name as keyof typeof API];
  return apiKey(def.method, def.url);
};
/** The SOJ routes themselves (and the SOJ variants of the generic ones): a session, always. */
const GUARDED = new Set(SOJ_SESSION_API.map(keyOf));
/** The SOJ identification routes, which open or end the session. */
const IDENTITY = new Set(
  ['sojRequestCode', 'sojVerifyIdentity', 'sojValidate', 'sojEndSession'].map(keyOf),
);
/** The generic alert lists and counters, which take a module in their querystring. */
const MODULE_ALERTS = new Set([keyOf('alerts'), keyOf('alertCounters')]);
const SOJ_ROLE_SET = new Set(SOJ_ROLES);
/** Request fields (params, query or body, at the top level) that name stations. */
const STATION_FIELDS = ['stationId', 'stationIds', 'station', 'stations', 'station_id'];

const routeKey = (request: FastifyRequest) =>
  apiKey(request.method === 'HEAD' ? 'GET' : request.method, request.routeOptions.url ?? '');

/** The station ids a request names in its params, query or body (validated values). */
function stationsNamed(request: FastifyRequest): string[] {
  const ids: string[] = [];
  for (const part of [request.params, request.query, request.body]) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const field of STATION_FIELDS) {
      const value = (part as Record<string, unknown>)[field];
      for (const item of Array.isArray(value) ? value : [value])
        if (typeof item === 'string' && item.length > 0 && item.length <= 64) ids.push(item);
    }
  }
  return [...new Set(ids)];
}

/**
 * The Straits of Johor's second identification (spec §4 SOJ access), decided for every route by
 * what it touches, not by a list of routes:
 * - the SOJ routes need an unexpired SOJ session of the caller's current sign-in (`x-soj-token`);
 * - a caller without one is, for every other route, a caller without SOJ roles: lists, counters,
 *   Home and the alert badge leave SOJ out (`request.sojSession` false, SOJ roles dropped), and a
 *   route that names an SOJ station anywhere in its request is refused with the session's error.
 */
export function registerSojGuard(
  app: FastifyInstance,
  sessions: SojSessionService,
  db: Kysely<Database>,
): void {
  const repo = createSojRepository(db);
  app.decorateRequest('sojSession', false);

  app.addHook('onRequest', async (request) => {
    const key = routeKey(request);
    // The generic alert lists and counters asked for the SOJ module are SOJ routes.
    const query = request.query as { module?: unknown } | undefined;
    const sojAlerts = MODULE_ALERTS.has(key) && query?.module === 'SOJ';
    const header = request.headers[SOJ_TOKEN_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    if (GUARDED.has(key) || sojAlerts) {
      await sessions.check(request.principal, token);
      request.sojSession = true;
      return;
    }
    const principal = request.principal;
    if (!principal || IDENTITY.has(key) || !principal.ticked.some((r) => SOJ_ROLE_SET.has(r)))
      return;
    request.sojSession = token
      ? await sessions.check(principal, token).then(
          () => true,
          () => false,
        )
      : false;
    if (!request.sojSession)
      request.principal = {
        ...principal,
        ticked: principal.ticked.filter((r) => !SOJ_ROLE_SET.has(r)),
      };
  });

  // After validation: a route that names an SOJ station needs the SOJ session, whatever it is.
  app.addHook('preHandler', async (request) => {
    if (request.sojSession || !request.principal) return;
    const ids = stationsNamed(request);
    if (ids.length === 0) return;
    if (await repo.anySojStation(ids)) throw new AppError('SOJ_SESSION_MISSING');
  });
}
