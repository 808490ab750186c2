import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createDb } from './db/create-db.js';
import { migrateToLatest } from './db/migrate.js';
import { withQueryPriority } from './db/query-priority.js';
import { DEMO_PASSWORD, ensureAdmin, ensureDemoOfficers } from './modules/auth/index.js';
import { createAlertEngine } from './modules/alerts/index.js';
import { loadSmsGatewayKey } from './modules/sms/index.js';
import { systemClock } from './clock.js';
import { seedReference } from './seed/index.js';
import { translate } from '@eqmp/locales';
import { prepareDemo, type DemoHistory } from './seed/demo.js';
import { createSimulator } from './simulator/simulator.js';
import { join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * JSON lines in production; readable, coloured lines for a person running it locally (requests
 * are logged at debug by the app, so `info` shows start-up lines, warnings and errors only).
 */
async function loggerOptions(config: Config): Promise<FastifyServerOptions['logger']> {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'],
  };
  if (config.logFormat === 'json') return base;
  // A development dependency: production (`NODE_ENV=production`) never loads it, and an
  // install without it logs JSON.
  const pretty = await import('pino-pretty').then(
    (m) => m.default,
    () => null,
  );
  if (!pretty) return base;
  return {
    ...base,
    stream: pretty({
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
      colorize: process.stdout.isTTY,
    }),
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  // The bundle lives in apps/server/dist; the built web app beside it in apps/web/dist.
  const webDist = config.webDist ?? resolve(here, '../../web/dist');
  mkdirSync(config.dataDir, { recursive: true });

  const db = await createDb(config);
  await migrateToLatest(db.kysely);
  await seedReference(db.kysely);
  const admin = await ensureAdmin(db.kysely, config.adminPassword);
  const officers = config.demo ? await ensureDemoOfficers(db.kysely) : [];

  const app = await buildApp({
    db,
    config: { ...config, webDist },
    logger: await loggerOptions(config),
    alertSweepMs: 60_000,
    digestMs: 60_000,
    openDataFilesMs: 5 * 60_000,
  });
  let history: DemoHistory | null = null;
  let simulator: ReturnType<typeof createSimulator> | null = null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await simulator?.stop();
      history?.stop();
      await history?.done;
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const database = config.databaseUrl
    ? 'PostgreSQL server'
    : `embedded PGlite in ${resolve(config.dataDir, 'pg')}`;
  console.log(
    `\nEQMP portal is running at http://${shown}:${config.port}/  (database: ${database})`,
  );
  if (admin.password) {
    console.log(
      `System Admin account created: admin / ${admin.password}  (shown once; set EQMP_ADMIN_PASSWORD to choose it)`,
    );
  } else if (admin.created) {
    console.log('System Admin account created: admin (password from EQMP_ADMIN_PASSWORD)');
  }
  if (officers.length > 0) {
    // Said plainly at every start: these accounts' password is published in the README.
    const banner = translate('en', 'security:demo.banner', {
      accounts: officers.join(', '),
      password: DEMO_PASSWORD,
    });
    const rule = '!'.repeat(Math.min(banner.length, 100));
    console.log(`${rule}\n${banner}\n${rule}`);
  }
  console.log('');
  // The archive fills in the background once the portal is already serving.
  if (config.demo) {
    // The samples the demo loads are judged by the alert rules once, without mail: the duty
    // desks are not told of a year of archive at once.
    const engine = createAlertEngine({
      db: db.kysely,
      clock: systemClock,
      notifier: null,
      log: (message, err) => app.log.error({ err }, message),
    });
    // Months of history load at background priority: requests go first on PGlite.
    history = await withQueryPriority('background', () =>
      prepareDemo(
        db.kysely,
        systemClock,
        config.demoHistoryDays,
        (message) => console.log(message),
        async (ids) => {
          for (const id of ids) await engine.evaluateStation(id);
        },
        () => engine.processApprovals(),
      ),
    );
    const smsGatewayKey = loadSmsGatewayKey(config.smsGatewayKey, config.dataDir);
    const base = `http://${config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host}:${config.port}`;
    simulator = createSimulator({
      db: db.kysely,
      keysFile: join(config.dataDir, 'simulator-keys.json'),
      log: (message) => console.log(message),
      post: (key, body) => postAsStation(`${base}/api2/ingest/readings`, key, body),
      postPositions: (key, body) => postAsStation(`${base}/api2/ingest/positions`, key, body),
      postSms: (message) => postAsGateway(`${base}/api2/ingest/sms`, smsGatewayKey, message),
    });
    await simulator.start();
  }
}

/** Posts a JSON body with a station's key, as a logger does; answers the HTTP status. */
async function postAsStation(url: string, key: string, body: object): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Station ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** Posts a text message as the SMS gateway does, with the gateway's key. */
async function postAsGateway(
  url: string,
  key: string,
  message: { from: string; text: string },
): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Gateway ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  return response.status;
}

main().catch((err: unknown) => {
  console.error('The server could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
