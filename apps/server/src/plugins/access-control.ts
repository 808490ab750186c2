import {
  apiKey,
  decideAccess,
  indexApi,
  OGC_API_ROOT,
  STA_ROOT,
  type Access,
  type ApiDef,
} from '@eqmp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';

/** The signed-in caller, as far as access control needs to know. */
export interface Principal {
  readonly userId: string;
  readonly sessionId: string;
  readonly username: string;
  /** Ticked role names (spec §3 `roledetail.ticked`). */
  readonly ticked: readonly string[];
}

/** Reads the caller from the request (e.g. its bearer token); null when there is none. */
export type Authenticator = (request: FastifyRequest) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by access control on routes that need a session. */
    principal: Principal | null;
    /**
     * Whether the caller holds an open Straits of Johor session (the second identification); set
     * by the SOJ guard. Without one, SOJ is outside the caller's modules.
     */
    sojSession: boolean;
  }
  interface FastifyContextConfig {
    /**
     * A public route whose handler never looks at the caller: a bearer token it carries is not
     * checked, so the route answers without any database work (health).
     */
    callerUnused?: boolean;
    /**
     * A GET route the page frames (the user manual's PDF): the browser cannot add the bearer
     * token to a frame's request, so the session cookie's token is read when there is no header.
     * Only for routes that change nothing (a cookie goes along with requests the page never made).
     */
    sessionCookie?: boolean;
  }
}

/** The portal's API and the spec §7 `soj_api/{soj link}/validate` call. */
const API_PREFIXES = ['/api2/', '/soj_api/'];
const UNCHECKED_PREFIXES = ['/api2/docs'];
/** Open data's roots (docs/open-data.md): each root and everything under it. */
const OPEN_DATA_ROOTS = [OGC_API_ROOT, STA_ROOT];

function isCheckedUrl(url: string): boolean {
  return (
    (API_PREFIXES.some((p) => url.startsWith(p)) ||
      OPEN_DATA_ROOTS.some((root) => url === root || url.startsWith(`${root}/`))) &&
    !UNCHECKED_PREFIXES.some((p) => url.startsWith(p))
  );
}

/**
 * Enforces the API table of `packages/domain` on every request: the server refuses to start when
 * a route is registered without an entry (or an entry has no route), and each request must meet
 * its entry's access before its handler runs.
 */
export function registerAccessControl(
  app: FastifyInstance,
  options: {
    table: Readonly<Record<string, ApiDef>>;
    authenticate: Authenticator;
    /** Refuse to start when an entry has no route (false when only some modules are booted). */
    everyEntryRouted?: boolean;
  },
): void {
  const index = indexApi(options.table);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!isCheckedUrl(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD route beside every GET; it shares the GET's entry.
      if (method === 'HEAD' && index.has(apiKey('GET', route.url))) continue;
      if (!index.has(apiKey(method, route.url))) {
        throw new Error(
          `Route ${apiKey(method, route.url)} has no entry in the API table (packages/domain/src/routes/api.ts).`,
        );
      }
    }
  });

  app.addHook('onReady', async () => {
    if (options.everyEntryRouted === false) return;
    const missing = [...index.values()].filter(
      (def) => !app.hasRoute({ method: def.method, url: def.url }),
    );
    if (missing.length > 0) {
      throw new Error(
        `The API table declares routes the server does not register: ${missing
          .map((def) => apiKey(def.method, def.url))
          .join(', ')}`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const def = index.get(apiKey(method, request.routeOptions.url ?? ''));
    if (!def) return;
    await enforce(def.access, request, options.authenticate);
  });
}

async function enforce(access: Access, request: FastifyRequest, authenticate: Authenticator) {
  if (access === 'public') {
    if (request.routeOptions.config.callerUnused) return;
    request.principal = await authenticate(request).catch(() => null);
    return;
  }
  const principal = await authenticate(request);
  request.principal = principal;
  const decision = decideAccess(access, principal?.ticked ?? null);
  if (decision === 'signIn') throw new AppError('UNAUTHENTICATED');
  if (decision === 'deny') throw new AppError('FORBIDDEN');
}

/**
 * The caller of a route whose access needs a session (every access but `public`): the access hook
 * has already answered 401 without one, so handlers read a typed principal instead of asserting.
 */
export function signedIn(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED');
  return request.principal;
}
