import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { API } from '@eqmp/domain';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { registerModules, type ServerModuleName } from './app-modules.js';
import { createEngines, createServices, type AppDeps, type Services } from './app-services.js';
import { AppError } from './errors.js';
import { bearerToken, sessionCookieToken, createSessionCheck } from './modules/auth/index.js';
import { seedStandards } from './modules/calculators/index.js';
import { seedRecordSettings } from './modules/records/index.js';
import { registerSojAccess, seedSojReference } from './modules/soj/index.js';
import { listenToValueChanges } from './modules/values/index.js';
import { registerAccessControl } from './plugins/access-control.js';
import { registerRequestPriority } from './plugins/request-priority.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerLanguage } from './plugins/language.js';
import { registerOpenApi } from './plugins/openapi.js';
import { PUBLIC_SNAPSHOT_ROUTES } from './public-snapshot-routes.js';
import { registerPublicSnapshots } from './plugins/public-snapshots.js';
import { registerCors } from './plugins/cors.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { zodValidatorCompiler } from './plugins/validation.js';
import { registerWeb } from './plugins/web.js';
import { version } from './version.js';

export type { AppDeps } from './app-services.js';
export type { ServerModuleName } from './app-modules.js';

/**
 * One line per request, at debug: a local `npm start` (level `info`) shows start-up lines,
 * warnings and errors only; `LOG_LEVEL=debug` shows every request.
 */
class QuietRequestLogs extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.debug(line, 'request');
  }
}

/** The Fastify server with its request ids, request priority and zod compilers. */
function createServer({ config, logger }: Services): FastifyInstance {
  const app = Fastify({
    logger,
    // A client's X-Request-Id is never taken as the log id: every request gets our own.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // X-Forwarded-For is believed only from the configured proxies, so neither rate limits nor the access log can be fooled.
    trustProxy: config.trustProxy.length > 0 ? [...config.trustProxy] : false,
    bodyLimit: 2 * 1024 * 1024,
    logController: new QuietRequestLogs(),
  });
  // First of all hooks: the rest of the request, its token check included, runs inside.
  registerRequestPriority(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}

/** Language, error handling, security headers, CORS, rate limits, OpenAPI and access control. */
async function registerPlugins(
  app: FastifyInstance,
  { config, kysely, tokens }: Services,
  { everyEntryRouted }: { everyEntryRouted: boolean },
) {
  registerLanguage(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  // Before the access hook: a preflight carries no token and is answered here.
  await registerCors(app, config.corsOrigins);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await registerOpenApi(app, version);
  const isSessionLive = createSessionCheck(kysely);
  registerAccessControl(app, {
    table: API,
    everyEntryRouted,
    // A valid signature is not enough: the token's session must still be live on every call.
    authenticate: async (request) => {
      const token =
        bearerToken(request.headers.authorization) ??
        (request.routeOptions.config.sessionCookie
          ? sessionCookieToken(request.headers.cookie)
          : null);
      const principal = token ? await tokens.verify(token) : null;
      return principal && (await isSessionLive(principal)) ? principal : null;
    },
  });
}

/**
 * The public pages' answers are snapshots kept until values change: writers announce a change
 * on the database (a notification at commit, heard by every instance on it); this instance
 * listens. Before the modules, so it wraps their routes.
 */
async function registerSnapshots(app: FastifyInstance, { db, clock }: Services) {
  const valueVersions = await listenToValueChanges(db);
  registerPublicSnapshots(app, {
    routes: PUBLIC_SNAPSHOT_ROUTES,
    apiTable: API,
    versions: valueVersions,
    now: () => clock.now().getTime(),
  });
  return valueVersions;
}

/**
 * The versioned reference rows modules read — the SOJ programme's parameters and standards, the
 * standards and their breakpoints, the record settings — stored once as their first versions
 * (rows changed since are left as they are), whichever modules are booted. (The parameter
 * catalogue and the quality codes are the seed's `seedReference`, run by the server first.)
 */
async function seedVersionedReference({ kysely }: Services) {
  await seedSojReference(kysely);
  await seedStandards(kysely);
  await seedRecordSettings(kysely);
}

/** Which of the server's modules to boot; every one unless told otherwise. */
export interface BootOptions {
  /**
   * Only these modules (a test boots the ones it calls). The access step, the SOJ guard, the
   * snapshots and the engines are there whichever are booted; the check that every entry of the
   * API table has a route is made when every module is booted.
   */
  readonly modules?: readonly ServerModuleName[];
}

/**
 * Builds the HTTP application around the given database, clock, mailer and configuration.
 * It owns none of them: whoever made the database closes it.
 */
export async function buildApp(deps: AppDeps, boot: BootOptions = {}): Promise<FastifyInstance> {
  const services = createServices(deps);
  const { config } = services;
  const app = createServer(services);
  await seedVersionedReference(services);
  await registerPlugins(app, services, { everyEntryRouted: !boot.modules });
  const valueVersions = await registerSnapshots(app, services);
  // Part of the access step: it decides by what a request touches, in every module's routes.
  const sojSessions = registerSojAccess(app, {
    db: services.kysely,
    clock: services.clock,
    mailer: services.mailer,
    auth: services.auth,
    sessionMinutes: config.sojSessionMinutes,
  });
  const engines = createEngines(app, services);
  const base = { db: services.kysely, clock: services.clock };
  const context = { ...services, ...engines, base, valueVersions, sojSessions };
  await registerModules(app, context, boot.modules);
  await registerWeb(app, { webDist: config.webDist, apiTable: API });
  return app;
}
