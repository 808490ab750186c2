import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/create-db.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import {
  createAuthService,
  createCaptchaService,
  createPasswordResetService,
  createTokenService,
  loadJwtSecret,
} from './modules/auth/index.js';
import {
  createAlertEngine,
  createAlertNotifier,
  createFileSmsSender,
  createJudgedAlerts,
  type SmsSender,
} from './modules/alerts/index.js';
import { createExportService } from './modules/exports/index.js';
import { createIngestService } from './modules/ingest/index.js';
import { createLocalFileStorage, type FileStorage } from './storage/file-storage.js';

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

/** The services several modules share: mail, files, tokens, auth and exports. */
export function createServices(deps: AppDeps) {
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

export type Services = ReturnType<typeof createServices>;

/**
 * The engines behind several modules, made once whichever modules are booted: the alert engine
 * (fed by data arrival, SMS, SOJ approvals and sampling approvals) and the ingest service. The
 * engine finishes its queue before the application closes.
 */
export function createEngines(
  app: FastifyInstance,
  { deps, config, clock, kysely, mailer }: Services,
) {
  const log = (message: string, err?: unknown) => app.log.error({ err }, message);
  const notifier = createAlertNotifier({
    db: kysely,
    mailer,
    sms: deps.smsSender ?? createFileSmsSender(join(config.dataDir, 'sms-outbox')),
    publicUrl: config.publicUrl,
    log,
  });
  const alertEngine = createAlertEngine({ db: kysely, clock, log, notifier });
  app.addHook('onClose', async () => alertEngine.idle());
  const onAccepted = (stationId: string) => alertEngine.enqueue(stationId);
  return {
    alertEngine,
    onAccepted,
    // An SOJ approval's exceedances open alert episodes of the one engine (docs/alerts.md).
    judgedAlerts: createJudgedAlerts({ clock, notifier, log }),
    ingest: createIngestService({ db: kysely, clock, onAccepted }),
  };
}

export type Engines = ReturnType<typeof createEngines>;
