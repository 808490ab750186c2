import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type ServerModuleName } from '../app.js';
import type { Clock } from '../clock.js';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/create-db.js';
import type { Mailer, MailMessage } from '../mail/mailer.js';
import { MemoryStorage } from './memory-storage.js';
import { createTestDb } from './test-db.js';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  #now: number;
  constructor(start = '2026-01-15T08:00:00+08:00') {
    this.#now = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#now);
  }
  advance(ms: number): void {
    this.#now += ms;
  }
}

/** A mailer that keeps what it was asked to send. */
export class TestMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: Config;
  mailer: TestMailer;
  storage: MemoryStorage;
}

/**
 * Gives a test file one app on a fresh database, with the server modules the file calls (`'every'`
 * for a file that walks the whole API table): the access step, the SOJ guard, the reference rows
 * and the engines are there whichever modules are booted. Use inside `describe` or at the top of
 * a file; the returned object is filled in before the first test runs.
 */
export function useTestApp(
  modules: readonly ServerModuleName[] | 'every',
  overrides: Partial<Config> = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.db = await createTestDb();
    ctx.clock = new TestClock();
    ctx.mailer = new TestMailer();
    ctx.storage = new MemoryStorage();
    ctx.config = {
      ...loadConfig({
        EQMP_DEMO: '0',
        PUBLIC_URL: 'http://eqmp.test',
        DATA_DIR: '/tmp/eqmp-test',
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      }),
      ...overrides,
    };
    ctx.app = await buildApp(
      {
        db: ctx.db,
        config: ctx.config,
        clock: ctx.clock,
        mailer: ctx.mailer,
        storage: ctx.storage,
      },
      { modules: modules === 'every' ? undefined : modules },
    );
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.close();
  });
  return ctx;
}
