import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { API } from '@eqmp/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/create-db.js';
import { AppError } from './errors.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { geographyAdminRoutes } from './modules/admin/geography.routes.js';
import { logAdminRoutes } from './modules/admin/logs.routes.js';
import { roleAdminRoutes } from './modules/admin/roles.routes.js';
import { userAdminRoutes } from './modules/admin/users.routes.js';
import { createUsersService } from './modules/admin/users.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCaptchaService } from './modules/auth/captcha.js';
import { loadJwtSecret } from './modules/auth/jwt-secret.js';
import { createPasswordResetService } from './modules/auth/password-reset.service.js';
import { bearerToken, createTokenService } from './modules/auth/tokens.js';
import { calculatorsModule } from './modules/calculators/calculators.module.js';
import { createExportService } from './modules/exports/export.service.js';
import { exportRoutes } from './modules/exports/exports.routes.js';
import { hotspotRoutes } from './modules/hotspots/hotspots.routes.js';
import { createHotspotsService } from './modules/hotspots/hotspots.service.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { queryRoutes } from './modules/query/query.routes.js';
import { createQueryService } from './modules/query/query.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { homeModule } from './modules/home/home.module.js';
import { informationRoutes } from './modules/information/information.routes.js';
import { publicPortalModule } from './modules/public-portal/public-portal.module.js';
import { stationInformationModule } from './modules/station-information/station-information.module.js';
import { pollingRoutes } from './modules/polling/polling.routes.js';
import { inventoryModule } from './modules/inventory/inventory.module.js';
import { createIngestService } from './modules/ingest/ingest.service.js';
import { ingestRoutes } from './modules/ingest/ingest.routes.js';
import { createKpiService } from './modules/kpi/kpi.service.js';
import { kpiRoutes } from './modules/kpi/kpi.routes.js';
import { mapsModule } from './modules/maps/maps.module.js';
import { loadSmsGatewayKey } from './modules/sms/gateway-key.js';
import { smsModule } from './modules/sms/sms.module.js';
import { createAlertEngine } from './modules/alerts/alert-engine.js';
import { createAlertNotifier } from './modules/alerts/alert-notifier.js';
import { alertsModule } from './modules/alerts/alerts.module.js';
import { createFileSmsSender, type SmsSender } from './modules/alerts/sms-sender.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { registerAccessControl } from './plugins/access-control.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerLanguage } from './plugins/language.js';
import { registerOpenApi } from './plugins/openapi.js';
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
}

/**
 * Builds the whole HTTP application around the given database, clock, mailer and configuration.
 * It owns none of them: whoever made the database closes it.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config, clock = systemClock, logger = false } = deps;
  const kysely = db.kysely;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') });
  const storage = deps.storage ?? createLocalFileStorage(join(config.dataDir, 'files'));
  const tokens = createTokenService(loadJwtSecret(config.jwtSecret, config.dataDir), clock);
  const auth = createAuthService({ db: kysely, clock, tokens });
  const captcha = createCaptchaService({ db: kysely, clock });
  const reset = createPasswordResetService({
    db: kysely, clock, auth, captcha, mailer, departmentEmailDomains: config.departmentEmailDomains,
  });
  const users = createUsersService({ db: kysely, clock, auth, reset });
  // Exports of reports and queries (spec §7); download links are signed with a key derived from the server secret.
  const exportService = createExportService({ db: kysely, clock, storage, secret: loadJwtSecret(config.jwtSecret, config.dataDir) });

  const app = Fastify({
    logger,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerLanguage(app);
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => new AppError('RATE_LIMITED') });
  await registerOpenApi(app, version);
  registerAccessControl(app, {
    table: API,
    authenticate: async (request) => {
      const token = bearerToken(request.headers.authorization);
      return token ? tokens.verify(token) : null;
    },
  });

  await app.register(healthRoutes, { db, version, now: () => clock.now() });
  await app.register(authRoutes, {
    auth, captcha, reset, publicUrl: config.publicUrl, rateLimitPerMinute: config.loginRateLimitPerMinute, helpdesk: config.helpdesk,
  });
  await app.register(profileRoutes, { db: kysely, clock });
  await app.register(userAdminRoutes, { users, publicUrl: config.publicUrl });
  await app.register(roleAdminRoutes, { db: kysely, clock });
  await app.register(geographyAdminRoutes, { db: kysely, clock });
  await app.register(logAdminRoutes, { db: kysely, clock });
  await app.register(calculatorsModule, { db: kysely, clock });
  await app.register(inventoryModule, { db: kysely, clock, storage });

  await app.register(pollingRoutes, { db: kysely, clock });
  const alertEngine = createAlertEngine({
    db: kysely, clock, log: (message, err) => app.log.error({ err }, message),
    notifier: createAlertNotifier({ db: kysely, mailer, sms: deps.smsSender ?? createFileSmsSender(join(config.dataDir, 'sms-outbox')), log: (message, err) => app.log.error({ err }, message) }),
  });
  const onAccepted = (stationId: string) => alertEngine.enqueue(stationId);
  await app.register(ingestRoutes, { db: kysely, ingest: createIngestService({ db: kysely, clock, onAccepted }) });
  await app.register(smsModule, { db: kysely, clock, gatewayKey: loadSmsGatewayKey(config.smsGatewayKey, config.dataDir), onAccepted });
  await app.register(alertsModule, { db: kysely, clock, engine: alertEngine, sweepMs: deps.alertSweepMs });
  await app.register(kpiRoutes, { kpi: createKpiService({ db: kysely, clock }) });
  await app.register(mapsModule, { db: kysely, clock, mapServices: config.mapServices });
  await app.register(exportRoutes, { exports: exportService });
  await app.register(reportRoutes, { db: kysely, clock, exports: exportService });
  await app.register(hotspotRoutes, { hotspots: createHotspotsService({ db: kysely, clock }) });
  await app.register(queryRoutes, { query: createQueryService({ db: kysely, clock }), exports: exportService });
  await app.register(homeModule, { db: kysely, clock });
  await app.register(stationInformationModule, { db: kysely, clock });
  await app.register(informationRoutes, { db: kysely, clock });
  await app.register(publicPortalModule, { db: kysely, clock });

  await registerWeb(app, { webDist: config.webDist, apiTable: API });
  return app;
}
