import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addIngestKey, addStation } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, EVERY_MODULE, signedIn } from '../../test/users.js';

describe('data polling API', () => {
  const ctx = useTestApp(['auth', 'ingest', 'polling']);
  const call = apiCaller(ctx);
  let monitor: Record<string, string>;
  let officer: Record<string, string>;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    for (const id of ['CA01X', 'CA02X', 'CA03X']) await addStation(db, id, ['PM10']);
    await addIngestKey(db, 'CA01X', 'k1');
    await addIngestKey(db, 'CA02X', 'k2');
    monitor = await signedIn(ctx, 'monitor', [
      'Data Transmission Monitoring',
      'Raw Data',
      ...EVERY_MODULE,
    ]);
    officer = await signedIn(ctx, 'viewer', ['Map CAQM']);
    const now = ctx.clock.now().getTime();
    const send = (key: string, stationId: string, minutesAgo: number[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api2/ingest/readings',
        headers: { authorization: `Station ${key}` },
        payload: {
          station_id: stationId,
          readings: minutesAgo.map((m) => ({
            parameter: 'PM10',
            ts: new Date(now - m * 60_000).toISOString(),
            value: 40 + m,
          })),
        },
      });
    await send('k1', 'CA01X', [15, 10, 5]);
    await send('k2', 'CA02X', [200, 195]);
  });

  it('tells on-time, down and never-heard stations apart, with the delay', async () => {
    const res = await call('GET', '/api2/polling/transmission?module=CAQM', monitor);
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().stations.map((s: { id: string }) => [s.id, s]));
    expect(byId.CA01X).toMatchObject({ status: 'on_time', delayMs: 5 * 60_000 });
    expect(byId.CA02X).toMatchObject({ status: 'down', delayMs: 195 * 60_000 });
    expect(byId.CA03X).toMatchObject({ status: 'never', delayMs: null, lastTs: null });
  });

  it('lists raw readings newest first with their flags and validity', async () => {
    const from = new Date(ctx.clock.now().getTime() - 86_400_000).toISOString();
    const to = ctx.clock.now().toISOString();
    const res = await call(
      'GET',
      `/api2/polling/raw?stationId=CA01X&from=${from}&to=${to}&pageSize=2`,
      monitor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(res.json().items[0]).toMatchObject({
      parameterCode: 'PM10',
      rawValue: 45,
      value: 45,
      validity: 1,
      autoFlag: 1,
      source: 'logger',
      changed: false,
    });
  });

  it('refuses a range that ends before it starts, and users without the role', async () => {
    const bad = await call(
      'GET',
      '/api2/polling/raw?stationId=CA01X&from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z',
      monitor,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toEqual({
      path: 'to',
      message: 'The end of the range must come after its start.',
    });
    expect((await call('GET', '/api2/polling/transmission', officer)).statusCode).toBe(403);
  });
});
