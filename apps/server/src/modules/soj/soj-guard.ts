import { API, apiKey, SOJ_SESSION_API, SOJ_TOKEN_HEADER } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { SojSessionService } from './soj-session.service.js';

const GUARDED = new Set(
  SOJ_SESSION_API.map((name) => {
    const def = API[name as keyof typeof API];
    return apiKey(def.method, def.url);
  }),
);

/** The generic alert lists and counters, which take a module in their querystring. */
const MODULE_ALERTS = new Set([
  apiKey(API.alerts.method, API.alerts.url),
  apiKey(API.alertCounters.method, API.alertCounters.url),
]);

/**
 * Every SOJ API call needs a valid SOJ session besides its role (spec §4 SOJ access), checked on
 * the server: after access control has found the caller, the `x-soj-token` header must name an
 * unexpired SOJ session of that caller's current sign-in.
 */
export function registerSojGuard(app: FastifyInstance, sessions: SojSessionService): void {
  app.addHook('onRequest', async (request) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    // SOJ alerts live in the SOJ exceedance record (behind the SOJ session), not the generic lists.
    const query = request.query as { module?: unknown } | undefined;
    if (
      MODULE_ALERTS.has(apiKey(method, request.routeOptions.url ?? '')) &&
      query?.module === 'SOJ'
    ) {
      throw new AppError('SOJ_ALERTS_ELSEWHERE');
    }
    if (!GUARDED.has(apiKey(method, request.routeOptions.url ?? ''))) return;
    const header = request.headers[SOJ_TOKEN_HEADER];
    await sessions.check(request.principal, Array.isArray(header) ? header[0] : header);
  });
}
