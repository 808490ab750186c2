import { HOUR_MS } from '@eqmp/domain';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/create-db.js';
import { insertMapStations } from '../modules/maps/map-test-fixtures.js';
import { hashStationKey } from '../modules/ingest/station-key.js';
import { noteValuesChanged } from '../modules/values/index.js';
import { seedReference } from '../seed/index.js';
import { MemoryStorage } from '../test/memory-storage.js';
import { TestClock, TestMailer } from '../test/test-app.js';
import { createTestDb } from '../test/test-db.js';
import { PUBLIC_ANSWER_CACHE } from './public-snapshots.js';

/** Counts the statements run inside `counting.run(...)`: those of one request the test sends. */
const counting = new AsyncLocalStorage<{ statements: number }>();
const countStatements: KyselyPlugin = {
  transformQuery(args) {
    const store = counting.getStore();
    if (store) store.statements += 1;
    return args.node;
  },
  transformResult: async (args) => args.result,
};

const KEY = 'sk_test_key_for_snapshot_station_0123456789';
const PUBLIC_URLS = [
  '/api2/public/air/stations',
  '/api2/public/water/river/stations',
  '/api2/public/water/marine/stations',
  '/api2/public/air/stations/CA1/last24h',
  '/api2/public/stations/CA1/history/2026',
  '/api2/public/signage/air',
  '/api2/public/signage/river?state=selangor',
  '/api2/public/information/apims',
];

/** Twelve 5-minute PM10 values of the hour starting at `hour`, around `level`. */
const hourOf = (hour: number, level: number) =>
  Array.from({ length: 12 }, (_, i) => ({
    parameter: 'PM10',
    ts: new Date(hour + i * 300_000).toISOString(),
    value: level + (i % 3),
  }));

let app: FastifyInstance;
let db: Db;
const clock = new TestClock();
// The whole hour before the clock's.
const lastHour = Math.floor(clock.now().getTime() / HOUR_MS) * HOUR_MS - HOUR_MS;

const counters = new Map<string, { statements: number }>();
const request = async (options: InjectOptions) => {
  const id = String(counters.size);
  const counter = { statements: 0 };
  counters.set(id, counter);
  // Each request from another visitor, as in a crowd (the limits are per address).
  const remoteAddress = `10.0.${Math.floor(counters.size / 250)}.${(counters.size % 250) + 1}`;
  const res = await app.inject({
    ...options,
    remoteAddress,
    headers: { ...options.headers, 'x-count': id },
  });
  return { res, statements: counter.statements };
};
const get = (url: string, headers: Record<string, string> = {}) =>
  request({ method: 'GET', url, headers });
const ingest = (readings: object[]) =>
  app.inject({
    method: 'POST',
    url: '/api2/ingest/readings',
    headers: { authorization: `Station ${KEY}` },
    payload: { station_id: 'CA1', readings },
  });
/**
 * Waits until every change announced so far has been heard. Notifications reach the listener in
 * commit order (on PostgreSQL possibly after the writer's answer): once a change announced now
 * rebuilds a snapshot, the earlier ones are in too.
 */
const settle = async () => {
  // A snapshot of its own (its own address), so the measured answers are built by the tests.
  const probe = '/api2/public/air/stations/CA1/last24h?settle';
  await get(probe);
  await noteValuesChanged(db.kysely, ['CA1']);
  await vi.waitFor(async () => expect((await get(probe)).statements).toBeGreaterThan(0));
};
const historyRows = async () =>
  (await get('/api2/public/stations/CA1/history/2026')).res.body.trim().split('\n').length - 1;

beforeAll(async () => {
  const plain = await createTestDb();
  db = { ...plain, kysely: plain.kysely.withPlugin(countStatements) };
  await seedReference(db.kysely);
  await insertMapStations(db.kysely, [
    { id: 'CA1', state: 'selangor', parameters: ['PM10'], expectedIntervalMinutes: 5 },
    { id: 'CR1', module: 'CRWQM', state: 'selangor', parameters: ['DO'] },
    { id: 'SJ1', module: 'SOJ', state: 'johor', parameters: ['DO'] },
  ]);
  await db.kysely
    .insertInto('stationIngestKey')
    .values({
      stationId: 'CA1',
      keyHash: hashStationKey(KEY),
      createdAt: clock.now(),
      createdBy: 'test',
    })
    .execute();
  app = await buildApp(
    {
      db,
      config: loadConfig({
        EQMP_DEMO: '0',
        PUBLIC_URL: 'http://eqmp.test',
        DATA_DIR: '/tmp/eqmp-test',
        JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
      }),
      clock,
      mailer: new TestMailer(),
      storage: new MemoryStorage(),
    },
    { modules: ['ingest', 'information', 'maps', 'publicPortal'] },
  );
  // The rest of a counted request (its hooks, handler and statements) runs inside its counter.
  app.addHook('onRequest', (req, _reply, done) => {
    const counter = counters.get(String(req.headers['x-count']));
    if (counter) counting.run(counter, done);
    else done();
  });
  await app.ready();
  expect((await ingest(hourOf(lastHour - HOUR_MS, 40))).json()).toMatchObject({ accepted: 12 });
  await settle();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('public answers are snapshots: answered without a statement', () => {
  it('answers every public page a second time without a statement, with its caching headers', async () => {
    for (const url of PUBLIC_URLS) {
      const first = await get(url);
      expect(first.res.statusCode, url).toBe(200);
      expect(first.statements, url).toBeGreaterThan(0);
      const again = await get(url);
      expect(again.res.statusCode, url).toBe(200);
      expect(again.statements, url).toBe(0);
      expect(again.res.body, url).toBe(first.res.body);
      expect(again.res.headers.etag, url).toMatch(/^"[\w-]+"$/);
      expect(again.res.headers.etag, url).toBe(first.res.headers.etag);
      // Fitted to values arriving by the hour (the information pages keep their five minutes).
      expect(String(again.res.headers['cache-control']), url).toMatch(
        url.includes('/information/')
          ? /^public, max-age=300$/
          : /^public, max-age=\d+, stale-while-revalidate=\d+$/,
      );
    }
    expect((await get('/api2/public/air/stations')).res.headers['cache-control']).toBe(
      PUBLIC_ANSWER_CACHE,
    );
  });

  it('keeps a snapshot per language for the yearly download, which varies by Accept-Language', async () => {
    const url = '/api2/public/stations/CA1/history/2026';
    const en = await get(url, { 'accept-language': 'en' });
    const ms = await get(url, { 'accept-language': 'ms' });
    expect(en.res.headers.vary).toBe('Accept-Language');
    expect(ms.res.body).not.toBe(en.res.body);
    const again = await get(url, { 'accept-language': 'ms' });
    expect(again.statements).toBe(0);
    // The handler's own headers come with the snapshot: still a CSV file download.
    expect(again.res.headers['content-disposition']).toBe('attachment; filename="CA1-2026.csv"');
    expect(again.res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The app's own headers are still set on every answer.
    expect(again.res.headers['x-request-id']).not.toBe(ms.res.headers['x-request-id']);
  });

  it('answers HEAD from the snapshot, headers only', async () => {
    const url = '/api2/public/water/marine/stations';
    const { res } = await get(url);
    const head = await request({ method: 'HEAD', url });
    expect(head.res.statusCode).toBe(200);
    expect(head.res.body).toBe('');
    expect(head.res.headers.etag).toBe(res.headers.etag);
    expect(head.statements).toBe(0);
  });

  it('answers 304 to a matching If-None-Match (weak or strong), without a statement', async () => {
    const url = '/api2/public/water/river/stations';
    const { res } = await get(url);
    const etag = String(res.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await get(url, { 'if-none-match': header });
      expect(again.res.statusCode).toBe(304);
      expect(again.res.body).toBe('');
      expect(again.res.headers.etag).toBe(etag);
      expect(again.res.headers['cache-control']).toBe(PUBLIC_ANSWER_CACHE);
      expect(again.statements).toBe(0);
    }
    expect((await get(url, { 'if-none-match': '"other"' })).res.statusCode).toBe(200);
  });
});

describe('public answers are snapshots: built again after changes, never leaking, refusals uncached', () => {
  it('builds the answers again after an ingested hour, which the next answer shows', async () => {
    const before = await get('/api2/public/stations/CA1/history/2026');
    const rows = await historyRows();
    await get('/api2/public/air/stations');
    expect((await ingest(hourOf(lastHour, 60))).json()).toMatchObject({ accepted: 12 });
    // The change is heard when the ingestion commits (a database notification; at once on PGlite).
    await vi.waitFor(async () => expect(await historyRows()).toBe(rows + 1), { timeout: 3000 });
    const after = await get('/api2/public/stations/CA1/history/2026');
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
    expect(after.statements).toBe(0);
    // Every page's snapshot is built again (here the air map's).
    expect((await get('/api2/public/air/stations')).statements).toBeGreaterThan(0);
    expect((await get('/api2/public/air/stations')).statements).toBe(0);
  });

  it('builds a snapshot again after a minute without changes (answers also move with time)', async () => {
    const url = '/api2/public/air/stations/CA1/last24h';
    await get(url);
    expect((await get(url)).statements).toBe(0);
    clock.advance(61_000);
    expect((await get(url)).statements).toBeGreaterThan(0);
    expect((await get(url)).statements).toBe(0);
  });

  it('shows no SOJ station and no officer field in any public answer', async () => {
    for (const url of PUBLIC_URLS) {
      const { res } = await get(url);
      expect(res.body, url).not.toContain('SJ1');
      expect(res.body, url).not.toMatch(/ADDRESS|userId|username|Jalan/i);
    }
  });

  it('answers from the last snapshot while the next is built after a change', async () => {
    const url = '/api2/public/stations/CA1/history/2026';
    const { res } = await get(url);
    await noteValuesChanged(db.kysely, ['CA1']);
    await vi.waitFor(async () => {
      // Two visitors at once: one builds the answer again, the other is not kept waiting for it.
      const pair = await Promise.all([get(url), get(url)]);
      expect(pair.map((p) => p.statements > 0).sort()).toEqual([false, true]);
      for (const p of pair) expect(p.res.body).toBe(res.body);
    });
  });

  it('answers a crowd asking for an unknown station each in their language', async () => {
    const url = '/api2/public/air/stations/NOPE2/last24h';
    const answers = await Promise.all(
      ['en', 'ms', 'en', 'ms'].map((language) => get(url, { 'accept-language': language })),
    );
    expect(answers.map((a) => a.res.statusCode)).toEqual([404, 404, 404, 404]);
    expect(answers[0]!.res.json().message).not.toBe(answers[1]!.res.json().message);
    expect(answers[2]!.res.json().message).toBe(answers[0]!.res.json().message);
  });

  it('refuses an unknown station as before, and caches no refusal', async () => {
    const first = await get('/api2/public/air/stations/NOPE/last24h');
    expect(first.res.statusCode).toBe(404);
    expect(first.res.headers.etag).toBeUndefined();
    expect(first.res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
