import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../seed/index.js';
import { countRows } from '../test/count-rows.js';
import { addStation } from '../test/stations.js';
import { useTestApp } from '../test/test-app.js';
import { createSimulator, type Poster } from './simulator.js';

describe('demo simulator', () => {
  const ctx = useTestApp(['ingest']);
  const keysFile = join(mkdtempSync(join(tmpdir(), 'eqmp-sim-')), 'keys.json');
  const post: Poster = async (key, body) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/api2/ingest/readings',
        headers: { authorization: `Station ${key}` },
        payload: body,
      })
    ).statusCode;

  /** A simulator on the test clock, prepared and past its first tick. */
  const started = async (
    options: Partial<Pick<Parameters<typeof createSimulator>[0], 'post' | 'keysFile' | 'now'>> = {},
  ) => {
    const simulator = createSimulator({
      db: ctx.db.kysely,
      post,
      keysFile,
      now: () => ctx.clock.now().getTime(),
      log: () => {},
      ...options,
    });
    await simulator.prepare();
    await simulator.tick();
    return simulator;
  };
  const readingCount = () => countRows(ctx.db.kysely, 'reading');

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addStation(db, 'CA77S', ['PM10', 'PM25', 'WS'], { name: 'Sim' });
    await db.insertInto('demoStation').values({ stationId: 'CA77S' }).execute();
    // A station an admin created: not the demo's, so the simulator must never key or feed it.
    await addStation(db, 'CA88R', ['PM10'], { name: 'Real', longitude: 101.6, latitude: 3.2 });
  });

  it('sends the due slot of every parameter through the ingestion API with the station’s own key', async () => {
    await started();
    const rows = await ctx.db.kysely
      .selectFrom('reading')
      .select(['parameterCode', 'source', 'ts'])
      .where('stationId', '=', 'CA77S')
      .execute();
    expect(rows.map((r) => r.parameterCode).sort()).toEqual(['PM10', 'PM25', 'WS']);
    expect(
      rows.every((r) => r.source === 'logger' && r.ts.toISOString() === '2026-01-15T00:00:00.000Z'),
    ).toBe(true);
    expect(Object.keys(JSON.parse(readFileSync(keysFile, 'utf8')))).toEqual(['CA77S']);
  });

  it('sends nothing twice, and the next slot when it falls due', async () => {
    const simulator = await started();
    expect(await readingCount()).toBe(3);
    ctx.clock.advance(5 * 60_000);
    await simulator.tick();
    expect(await readingCount()).toBe(6);
  });

  it('never keys or feeds a station that is not the demo’s', async () => {
    const key = await ctx.db.kysely
      .selectFrom('stationIngestKey')
      .select('keyHash')
      .where('stationId', '=', 'CA88R')
      .executeTakeFirst();
    expect(key).toBeUndefined();
    const readings = await ctx.db.kysely
      .selectFrom('reading')
      .select('ts')
      .where('stationId', '=', 'CA88R')
      .execute();
    expect(readings).toEqual([]);
  });

  it('leaves alone a station whose key a person has rotated, even when the keys file is lost', async () => {
    await ctx.db.kysely
      .updateTable('stationIngestKey')
      .set({ keyHash: 'rotated-by-someone', createdBy: 'admin' })
      .where('stationId', '=', 'CA77S')
      .execute();
    const sent: string[] = [];
    const lostKeys = join(mkdtempSync(join(tmpdir(), 'eqmp-sim-')), 'keys.json');
    await started({
      post: async (_k, body) => (sent.push(body.station_id), 200),
      keysFile: lostKeys,
      now: () => ctx.clock.now().getTime() + 3_600_000,
    });
    expect(sent).toEqual([]);
  });
});
