import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Engines, Services } from './app-services.js';
import { adminModule } from './modules/admin/index.js';
import { alertsModule } from './modules/alerts/index.js';
import { authModule } from './modules/auth/index.js';
import { calculatorsModule } from './modules/calculators/index.js';
import { devModule } from './modules/dev/index.js';
import { documentsModule } from './modules/documents/index.js';
import { eqmpReportingModule } from './modules/eqmp-reporting/index.js';
import { eqrModule } from './modules/eqr/index.js';
import { executiveSummaryModule } from './modules/executive-summary/index.js';
import { exportsModule } from './modules/exports/index.js';
import { feedbackModule } from './modules/feedback/index.js';
import { healthModule } from './modules/health/index.js';
import { homeModule } from './modules/home/index.js';
import { hotspotsModule } from './modules/hotspots/index.js';
import { informationModule } from './modules/information/index.js';
import { ingestModule } from './modules/ingest/index.js';
import { inventoryModule } from './modules/inventory/index.js';
import { investigativeModule } from './modules/investigative/index.js';
import { kpiModule } from './modules/kpi/index.js';
import { manualModule } from './modules/manual/index.js';
import { mapsModule } from './modules/maps/index.js';
import { mobileModule } from './modules/mobile/index.js';
import { openDataModule } from './modules/open-data/index.js';
import { pollingModule } from './modules/polling/index.js';
import { profileModule } from './modules/profile/index.js';
import { publicPortalModule } from './modules/public-portal/index.js';
import { qaqcModule } from './modules/qaqc/index.js';
import { queryModule } from './modules/query/index.js';
import { recordsModule } from './modules/records/index.js';
import { reportsModule } from './modules/reports/index.js';
import { samplingModule } from './modules/sampling/index.js';
import { smsModule, loadSmsGatewayKey } from './modules/sms/index.js';
import { sojModule, type registerSojAccess } from './modules/soj/index.js';
import { stationInformationModule } from './modules/station-information/index.js';
import type { listenToValueChanges } from './modules/values/index.js';
import { backgroundPriority } from './plugins/request-priority.js';
import { version } from './version.js';

/** What a module's registration may take: the shared services and engines, built beforehand. */
export type ModuleContext = Services &
  Engines & {
    /** What nearly every module takes: the database and the clock. */
    readonly base: { readonly db: Services['kysely']; readonly clock: Services['clock'] };
    readonly valueVersions: Awaited<ReturnType<typeof listenToValueChanges>>;
    readonly sojSessions: ReturnType<typeof registerSojAccess>;
  };

type Registration = (app: FastifyInstance, c: ModuleContext) => PromiseLike<unknown>;

/**
 * KPIs, reports and query options read months of data at once: their statements (and the exports
 * they start) wait behind interactive ones on PGlite.
 */
function inBackground<O extends FastifyPluginOptions>(
  app: FastifyInstance,
  plugin: FastifyPluginAsync<O>,
  options: O,
) {
  return app.register(async (scope) => {
    backgroundPriority(scope);
    await scope.register(plugin, options);
  });
}

/**
 * Every module of the server by name, in the order they are registered, each with the
 * dependencies it needs. The application boots them all; a test boots the ones it calls.
 */
export const SERVER_MODULES = {
  soj: (app, c) =>
    app.register(sojModule, {
      ...c.base,
      sessions: c.sojSessions,
      alerts: c.judgedAlerts,
    }),
  health: (app, c) => app.register(healthModule, { db: c.db, version, now: () => c.clock.now() }),
  auth: (app, c) =>
    app.register(authModule, {
      auth: c.auth,
      captcha: c.captcha,
      reset: c.reset,
      publicUrl: c.config.publicUrl,
      rateLimitPerMinute: c.config.loginRateLimitPerMinute,
      helpdesk: c.config.helpdesk,
    }),
  profile: (app, c) =>
    app.register(profileModule, {
      ...c.base,
      auth: c.auth,
      mailer: c.mailer,
      publicUrl: c.config.publicUrl,
    }),
  admin: (app, c) =>
    app.register(adminModule, {
      ...c.base,
      auth: c.auth,
      reset: c.reset,
      publicUrl: c.config.publicUrl,
    }),
  calculators: (app, c) => app.register(calculatorsModule, { ...c.base }),
  inventory: (app, c) => app.register(inventoryModule, { ...c.base, storage: c.storage }),
  polling: (app, c) => app.register(pollingModule, { ...c.base }),
  ingest: (app, c) => app.register(ingestModule, { db: c.kysely, ingest: c.ingest }),
  mobile: (app, c) => app.register(mobileModule, { ...c.base, ingest: c.ingest }),
  investigative: (app, c) => app.register(investigativeModule, { ...c.base }),
  sms: (app, c) =>
    app.register(smsModule, {
      ...c.base,
      gatewayKey: loadSmsGatewayKey(c.config.smsGatewayKey, c.config.dataDir),
      onAccepted: c.onAccepted,
    }),
  alerts: (app, c) =>
    app.register(alertsModule, {
      ...c.base,
      engine: c.alertEngine,
      sweepMs: c.deps.alertSweepMs,
      instanceId: c.instanceId,
    }),
  maps: (app, c) =>
    app.register(mapsModule, {
      ...c.base,
      mapServices: c.config.mapServices,
    }),
  exports: (app, c) => app.register(exportsModule, { exports: c.exportService }),
  hotspots: (app, c) => app.register(hotspotsModule, { ...c.base }),
  kpi: (app, c) => inBackground(app, kpiModule, { ...c.base }),
  reports: (app, c) => inBackground(app, reportsModule, { ...c.base, exports: c.exportService }),
  query: (app, c) => inBackground(app, queryModule, { ...c.base, exports: c.exportService }),
  qaqc: (app, c) => app.register(qaqcModule, { ...c.base, ingest: c.ingest }),
  records: (app, c) => app.register(recordsModule, { ...c.base, storage: c.storage }),
  documents: (app, c) => app.register(documentsModule, { ...c.base, storage: c.storage }),
  eqmpReporting: (app, c) => app.register(eqmpReportingModule, { ...c.base, storage: c.storage }),
  eqr: (app, c) => app.register(eqrModule, { ...c.base }),
  dev: (app, c) =>
    app.register(devModule, {
      db: c.db,
      config: c.config,
      clock: c.clock,
      version,
      alertSweepMs: c.deps.alertSweepMs,
    }),
  manual: (app, c) =>
    app.register(manualModule, {
      dir: c.deps.manualDir ?? fileURLToPath(new URL('manual', import.meta.url)),
    }),
  home: (app, c) =>
    app.register(homeModule, {
      ...c.base,
      mailer: c.mailer,
      publicUrl: c.config.publicUrl,
      instanceId: c.instanceId,
      digestMs: c.deps.digestMs,
    }),
  stationInformation: (app, c) => app.register(stationInformationModule, { ...c.base }),
  information: (app, c) => app.register(informationModule, { ...c.base }),
  publicPortal: (app, c) => app.register(publicPortalModule, { ...c.base }),
  // Open data (OGC API – Features, SensorThings, bulk downloads), from the public portal's rules.
  openData: (app, c) =>
    app.register(openDataModule, {
      ...c.base,
      publicUrl: c.config.publicUrl,
      storage: c.storage,
      instanceId: c.instanceId,
      versions: c.valueVersions,
      filesMs: c.deps.openDataFilesMs,
    }),
  executiveSummary: (app, c) =>
    app.register(executiveSummaryModule, {
      ...c.base,
      exports: c.exportService,
    }),
  feedback: (app, c) =>
    app.register(feedbackModule, {
      ...c.base,
      captcha: c.captcha,
      mailer: c.mailer,
    }),
  // Manual programmes; an approval records its samples as pending their alerts, and the alert
  // engine judges them right after its commit (or at its next sweep, e.g. after a crash).
  sampling: (app, c) =>
    app.register(samplingModule, {
      ...c.base,
      storage: c.storage,
      afterApproval: () =>
        c.alertEngine
          .processApprovals()
          .catch((err: unknown) => app.log.error({ err }, 'alerts of approved samples failed')),
    }),
} satisfies Record<string, Registration>;

/** A server module's name, e.g. `qaqc` or `publicPortal`. */
export type ServerModuleName = keyof typeof SERVER_MODULES;

/** Registers the named modules (every module when `only` is absent), in the table's order. */
export async function registerModules(
  app: FastifyInstance,
  context: ModuleContext,
  only?: readonly ServerModuleName[],
): Promise<void> {
  const wanted = only ? new Set(only) : null;
  for (const [name, register] of Object.entries(SERVER_MODULES) as [
    ServerModuleName,
    Registration,
  ][]) {
    if (!wanted || wanted.has(name)) await register(app, context);
  }
}
