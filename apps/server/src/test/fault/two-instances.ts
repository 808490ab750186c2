import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type ServerModuleName } from '../../app.js';
import { loadConfig, type Config } from '../../config.js';
import type { Db } from '../../db/create-db.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { MemoryStorage } from '../memory-storage.js';
import { TestClock, TestMailer } from '../test-app.js';
import { createTestDb } from '../test-db.js';

export interface TwoInstances {
  db: Db;
  clock: TestClock;
  config: Config;
  /** Files are shared, as instances behind one load balancer share their storage. */
  storage: MemoryStorage;
  a: FastifyInstance;
  b: FastifyInstance;
  mailA: TestMailer;
  mailB: TestMailer;
  /** Another instance on the same database (closed with the others). */
  another(options?: {
    alertSweepMs?: number;
    mailer?: TestMailer;
    storage?: FileStorage;
  }): Promise<FastifyInstance>;
  /** Closes every instance (each waits for its background work), before the test's last checks. */
  closeAll(): Promise<void>;
}

/**
 * Two apps on one database, as two server processes behind a load balancer: same secret and
 * configuration, one clock, each with its own mailer (so a test can see which one sent what).
 * Meaningful on PostgreSQL; PGlite is one session inside one process.
 */
export function useTwoInstances(
  modules: readonly ServerModuleName[],
  options: {
    alertSweepMs?: number;
    /** Instance A's view of the shared storage (e.g. one that holds its writes back). */
    storageOfA?: (shared: MemoryStorage) => FileStorage;
  } = {},
): TwoInstances {
  const ctx = {} as TwoInstances;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    ctx.db = await createTestDb();
    ctx.clock = new TestClock();
    ctx.storage = new MemoryStorage();
    ctx.config = loadConfig({
      EQMP_DEMO: '0',
      PUBLIC_URL: 'http://eqmp.test',
      DATA_DIR: '/tmp/eqmp-test',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    });
    ctx.another = async (more = {}) => {
      const sweepMs = more.alertSweepMs ?? options.alertSweepMs;
      const app = await buildApp(
        {
          db: ctx.db,
          config: ctx.config,
          clock: ctx.clock,
          mailer: more.mailer ?? new TestMailer(),
          storage: more.storage ?? ctx.storage,
          ...(sweepMs ? { alertSweepMs: sweepMs } : {}),
        },
        { modules },
      );
      await app.ready();
      apps.push(app);
      return app;
    };
    ctx.mailA = new TestMailer();
    ctx.mailB = new TestMailer();
    ctx.a = await ctx.another({
      mailer: ctx.mailA,
      ...(options.storageOfA ? { storage: options.storageOfA(ctx.storage) } : {}),
    });
    ctx.b = await ctx.another({ mailer: ctx.mailB });
  });
  ctx.closeAll = async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  };
  afterAll(async () => {
    await ctx.closeAll?.();
    await ctx.db?.close();
  });
  return ctx;
}
