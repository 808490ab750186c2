import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { translate } from '@eqmp/locales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriorityLock } from '../db/query-priority.js';
import { BUSY_RETRY_AFTER_SECONDS, registerErrorHandler } from './error-handler.js';
import { registerLanguage } from './language.js';
import { registerRequestPriority } from './request-priority.js';

/**
 * A request the database lock cannot start in time is refused under load: 503 `SERVER_BUSY` with
 * `Retry-After`, logged as a warning without a stack (the app's own hooks around a lock of its own).
 */
describe('refusals under load', () => {
  const lines: Record<string, unknown>[] = [];
  const lock = new PriorityLock({ shedAfterMs: 50 });
  let app: FastifyInstance;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream } });
    registerRequestPriority(app);
    registerLanguage(app);
    registerErrorHandler(app);
    // A route that needs the database: it waits for the session as every statement does.
    app.get('/needs-database', async () => {
      const release = await lock.lock();
      release();
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 503 SERVER_BUSY with Retry-After when the database cannot take the request in time', async () => {
    const release = await lock.lock();
    try {
      const [en, ms] = await Promise.all([
        app.inject({ method: 'GET', url: '/needs-database' }),
        app.inject({
          method: 'GET',
          url: '/needs-database',
          headers: { 'accept-language': 'ms' },
        }),
      ]);
      for (const [res, language] of [
        [en, 'en'],
        [ms, 'ms'],
      ] as const) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
        expect(res.json()).toEqual({
          code: 'SERVER_BUSY',
          message: translate(language, 'errors:code.SERVER_BUSY'),
        });
      }
    } finally {
      release();
    }
    expect((await app.inject({ method: 'GET', url: '/needs-database' })).statusCode).toBe(200);
  });

  it('logs each refusal as a warning, without a stack trace', () => {
    const refusals = lines.filter((l) => l.msg === 'request refused under load');
    expect(refusals).toHaveLength(2);
    for (const line of refusals) {
      expect(line.level).toBe(40);
      expect(line).toMatchObject({ code: 'SERVER_BUSY', url: '/needs-database' });
      expect(JSON.stringify(line)).not.toMatch(/stack|"err"/);
    }
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});
