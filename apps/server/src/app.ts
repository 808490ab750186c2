import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import { API } from '@eqmp/domain';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/create-db.js';
import { AppError } from './errors.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { adminModule } from './modules/admin/index.js';
import {
  authModule,
  bearerToken,
  sessionCookieToken,
  createAuthService,
  createCaptchaService,
  createPasswordResetService,
  createSessionCheck,
  createTokenService,
  loadJwtSecret,
} from './modules/auth/index.js';
import { calculatorsModule } from './modules/calculators/index.js';
import { createExportService, exportsModule } from './modules/exports/index.js';
import { hotspotsModule } from './modules/hotspots/index.js';
import { reportsModule } from './modules/reports/index.js';
import { queryModule } from './modules/query/index.js';
import { healthModule } from './modules/health/index.js';
import { pollingModule } from './modules/polling/index.js';
import { inventoryModule } from './modules/inventory/index.js';
import { createIngestService, ingestModule } from './modules/ingest/index.js';
import { kpiModule } from './modules/kpi/index.js';
import { mapsModule } from './modules/maps/index.js';
import { loadSmsGatewayKey, smsModule } from './modules/sms/index.js';
import {
  alertsModule,
  createAlertEngine,
  createAlertNotifier,
  createJudgedAlerts,
  createFileSmsSender,
  type SmsSender,
} from './modules/alerts/index.js';
import { profileModule } from './modules/profile/index.js';
import { qaqcModule } from './modules/qaqc/index.js';
import { sojModule } from './modules/soj/index.js';
import { documentsModule } from './modules/documents/index.js';
import { eqmpReportingModule } from './modules/eqmp-reporting/index.js';
import { eqrModule } from './modules/eqr/index.js';
import { devModule } from './modules/dev/index.js';
import { manualModule } from './modules/manual/index.js';
import { homeModule } from './modules/home/index.js';
import { informationModule } from './modules/information/index.js';
import { publicPortalModule } from './modules/public-portal/index.js';
import { openDataModule } from './modules/open-data/index.js';
import { stationInformationModule } from './modules/station-information/index.js';
import { recordsModule } from './modules/records/index.js';
import { feedbackModule } from './modules/feedback/index.js';
import { executiveSummaryModule } from './modules/executive-summary/index.js';
import { mobileModule } from './modules/mobile/index.js';
import { investigativeModule } from './modules/investigative/index.js';
import { samplingModule } from './modules/sampling/index.js';
import { listenToValueChanges } from './modules/values/index.js';
import { registerAccessControl } from './plugins/access-control.js';
import { backgroundPriority, registerRequestPriority } from './plugins/request-priority.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerLanguage } from './plugins/language.js';
import { registerOpenApi } from './plugins/openapi.js';
import { PUBLIC_SNAPSHOT_ROUTES } from './public-snapshot-routes.js';
import { registerPublicSnapshots } from './plugins/public-snapshots.js';
import { registerCors } from './plugins/cors.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { zodValidatorCompiler } from './plugins/validation.js';
import { registerWeb } from './plugins/web.js';
import { createLocalFileStorage, type FileStorage } from './storage/file-storage.js';
import { version } from './version.js';

export interface AppDeps {
  readonly db: Db;
  readonly config: Config;
  readonly clock?: Clock;
  readonly mailer?: Mailer;
  /** Where files (pictures, documents) are kept; by default the local disk under `DATA_DIR/files`. */
  readonly storage?: FileStorage;
  /** Fastify logger options; false in tests. */
  readonly logger?: FastifyServerOptions['logger'];
  /** SMS for alert notifications; by default text files under `DATA_DIR/sms-outbox`. */
  readonly smsSender?: SmsSender;
  /** Run the alert sweep (absence of data, catch-up) every this many ms; off when absent (tests drive the engine). */
  readonly alertSweepMs?: number;
  /** Look at the daily digest of waiting work every this many ms; off when absent (tests run it with their clock). */
  readonly digestMs?: number;
  /** Build open data's bulk downloads every this many ms; off when absent (tests run the pass). */
  readonly openDataFilesMs?: number;
  /** The built user manual PDFs; by default `manual/` beside the server bundle (made by the build). */
  readonly manualDir?: string;
}

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

/** The services several modules share: mail, files, tokens, auth and exports. */
function createServices(deps: AppDeps) {
  const { db, config, clock = systemClock, logger = false } = deps;
  const kysely = db.kysely;
  // Names this instance where several share the database (job leases, running exports).
  const instanceId = randomUUID();
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') });
  const storage = deps.storage ?? createLocalFileStorage(join(config.dataDir, 'files'));
  const tokens = createTokenService(loadJwtSecret(config.jwtSecret, config.dataDir), clock);
  const auth = createAuthService({ db: kysely, clock, tokens });
  const captcha = createCaptchaService({ db: kysely, clock });
  const reset = createPasswordResetService({
    db: kysely,
    clock,
    auth,
    captcha,
    mailer,
    departmentEmailDomains: config.departmentEmailDomains,
  });
  // Exports of reports and queries (spec §7); download links are signed with a key derived from the server secret.
  const exportService = createExportService({
    db: kysely,
    clock,
    storage,
    secret: loadJwtSecret(config.jwtSecret, config.dataDir),
  });
  return {
    deps,
    db,
    config,
    clock,
    logger,
    kysely,
    instanceId,
    mailer,
    storage,
    tokens,
    auth,
    captcha,
    reset,
    exportService,
  };
}

type Services = ReturnType<typeof createServices>;

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
async function registerPlugins(app: FastifyInstance, { config, kysely, tokens }: Services) {
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
 * Every module is a plugin registered from its public file with the dependencies it needs;
 * the few services several modules share (auth, exports, the alert engine) are made beforehand.
 * These are the SOJ module (first: its session guard must be in place before the routes it
 * covers), accounts, inventory, data arrival, alerts, maps, exports and hotspots.
 */
async function registerOperationalModules(app: FastifyInstance, services: Services) {
  const { config, clock, kysely, instanceId, mailer, storage, auth, captcha, reset } = services;
  const { db, exportService } = services;
  const deps = services.deps;
  const alertLog = (message: string, err?: unknown) => app.log.error({ err }, message);
  const alertNotifier = createAlertNotifier({
    db: kysely,
    mailer,
    sms: deps.smsSender ?? createFileSmsSender(join(config.dataDir, 'sms-outbox')),
    publicUrl: config.publicUrl,
    log: alertLog,
  });
  await app.register(sojModule, {
    db: kysely,
    clock,
    mailer,
    auth,
    sessionMinutes: config.sojSessionMinutes,
    // An approval's exceedances open alert episodes of the one engine (docs/alerts.md).
    alerts: createJudgedAlerts({ clock, notifier: alertNotifier, log: alertLog }),
  });
  await app.register(healthModule, { db, version, now: () => clock.now() });
  await app.register(authModule, {
    auth,
    captcha,
    reset,
    publicUrl: config.publicUrl,
    rateLimitPerMinute: config.loginRateLimitPerMinute,
    helpdesk: config.helpdesk,
  });
  await app.register(profileModule, {
    db: kysely,
    clock,
    auth,
    mailer,
    publicUrl: config.publicUrl,
  });
  await app.register(adminModule, { db: kysely, clock, auth, reset, publicUrl: config.publicUrl });
  await app.register(calculatorsModule, { db: kysely, clock });
  await app.register(inventoryModule, { db: kysely, clock, storage });
  await app.register(pollingModule, { db: kysely, clock });
  const alertEngine = createAlertEngine({
    db: kysely,
    clock,
    log: alertLog,
    notifier: alertNotifier,
  });
  const onAccepted = (stationId: string) => alertEngine.enqueue(stationId);
  const ingest = createIngestService({ db: kysely, clock, onAccepted });
  await app.register(ingestModule, { db: kysely, ingest });
  await app.register(mobileModule, { db: kysely, clock, ingest });
  await app.register(investigativeModule, { db: kysely, clock });
  await app.register(smsModule, {
    db: kysely,
    clock,
    gatewayKey: loadSmsGatewayKey(config.smsGatewayKey, config.dataDir),
    onAccepted,
  });
  await app.register(alertsModule, {
    db: kysely,
    clock,
    engine: alertEngine,
    sweepMs: deps.alertSweepMs,
    instanceId,
  });
  await app.register(mapsModule, { db: kysely, clock, mapServices: config.mapServices });
  await app.register(exportsModule, { exports: exportService });
  await app.register(hotspotsModule, { db: kysely, clock });
  return { alertEngine, ingest };
}

/** Reports, QA/QC, records, documents, public pages, open data, summary, feedback and sampling. */
async function registerReportingModules(
  app: FastifyInstance,
  services: Services,
  { alertEngine, ingest }: Awaited<ReturnType<typeof registerOperationalModules>>,
  valueVersions: Awaited<ReturnType<typeof listenToValueChanges>>,
) {
  const { db, config, clock, kysely, instanceId, mailer, storage, captcha, exportService } =
    services;
  const deps = services.deps;
  // KPIs, reports and query options read months of data at once: their statements (and the
  // exports they start) wait behind interactive ones on PGlite.
  await app.register(async (reports) => {
    backgroundPriority(reports);
    await reports.register(kpiModule, { db: kysely, clock });
    await reports.register(reportsModule, { db: kysely, clock, exports: exportService });
    await reports.register(queryModule, { db: kysely, clock, exports: exportService });
  });
  await app.register(qaqcModule, { db: kysely, clock, ingest });
  await app.register(recordsModule, { db: kysely, clock, storage });
  await app.register(documentsModule, { db: kysely, clock, storage });
  await app.register(eqmpReportingModule, { db: kysely, clock, storage });
  await app.register(eqrModule, { db: kysely, clock });
  await app.register(devModule, { db, config, clock, version, alertSweepMs: deps.alertSweepMs });
  await app.register(manualModule, {
    dir: deps.manualDir ?? fileURLToPath(new URL('manual', import.meta.url)),
  });
  await app.register(homeModule, {
    db: kysely,
    clock,
    mailer,
    publicUrl: config.publicUrl,
    instanceId,
    digestMs: deps.digestMs,
  });
  await app.register(stationInformationModule, { db: kysely, clock });
  await app.register(informationModule, { db: kysely, clock });
  await app.register(publicPortalModule, { db: kysely, clock });
  // Open data (OGC API – Features, SensorThings, bulk downloads), from the public portal's rules.
  await app.register(openDataModule, {
    db: kysely,
    clock,
    publicUrl: config.publicUrl,
    storage,
    instanceId,
    versions: valueVersions,
    filesMs: deps.openDataFilesMs,
  });
  await app.register(executiveSummaryModule, { db: kysely, clock, exports: exportService });
  await app.register(feedbackModule, { db: kysely, clock, captcha, mailer });
  // Manual programmes; an approval records its samples as pending their alerts, and the alert
  // engine judges them right after its commit (or at its next sweep, e.g. after a crash).
  await app.register(samplingModule, {
    db: kysely,
    clock,
    storage,
    afterApproval: () =>
      alertEngine
        .processApprovals()
        .catch((err: unknown) => app.log.error({ err }, 'alerts of approved samples failed')),
  });
}

/**
 * Builds the whole HTTP application around the given database, clock, mailer and configuration.
 * It owns none of them: whoever made the database closes it.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const services = createServices(deps);
  const { config } = services;
  const app = createServer(services);
  await registerPlugins(app, services);
  const valueVersions = await registerSnapshots(app, services);
  const shared = await registerOperationalModules(app, services);
  await registerReportingModules(app, services, shared, valueVersions);

  await registerWeb(app, { webDist: config.webDist, apiTable: API });
  return app;
}
