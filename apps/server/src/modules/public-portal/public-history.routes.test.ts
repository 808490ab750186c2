import { HOUR_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addApprovedRange } from '../../test/approvals.js';
import { useTestApp } from '../../test/test-app.js';
import { noteValuesChanged } from '../values/index.js';
import {
  hoursBefore,
  insertAirIndex,
  insertHourly,
  insertMapStations,
} from '../maps/map-test-fixtures.js';
import {
  klYearStart,
  PUBLIC_HISTORY_CACHE,
  PUBLIC_HISTORY_RATE_LIMIT,
  PUBLIC_LAST24H_CACHE,
} from './public-history.routes.js';

describe('public station history download', () => {
  const ctx = useTestApp(['publicPortal']);
  const start = klYearStart(2025).getTime();

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await insertMapStations(db, [
      { id: 'CA1', state: 'selangor', parameters: ['PM10'], name: '=HYPERLINK("http://evil")' },
      { id: 'MA1', module: 'MAQM', state: 'selangor', parameters: ['PM10'] },
    ]);
    // The hour before the Malaysian year starts, its first two hours, and the first hour of the next year.
    await insertHourly(db, 'CA1', [
      { code: 'PM10', hour: start - HOUR_MS, avg: 1 },
      { code: 'PM10', hour: start, avg: 20 },
      { code: 'PM10', hour: start + HOUR_MS, avg: 30 },
      { code: 'PM10', hour: klYearStart(2026).getTime(), avg: 4 },
    ]);
    await addApprovedRange(db, {
      username: 'approver',
      stationId: 'CA1',
      parameterCode: 'PM10',
      from: start,
      to: start + HOUR_MS,
      at: start,
    });
  });

  const get = (url: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'GET', url, remoteAddress });

  it("streams the year's hours in Malaysia's calendar as CSV, each row provisional or approved, cached", async () => {
    const res = await get('/api2/public/stations/CA1/history/2025');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['cache-control']).toBe(PUBLIC_HISTORY_CACHE);
    expect(res.headers['content-disposition']).toContain('CA1-2025.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Station,Station name,Time (Malaysia),Parameter,Unit,Hourly average,Data status',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,2025-01-01 00:00,PM10,µg\/m³,20\.000,Approved$/);
    expect(lines[2]).toMatch(/,2025-01-01 01:00,PM10,.*,30\.000,Provisional$/);
  });

  it('calls a reopened month provisional: the public never sees data under correction as approved', async () => {
    await ctx.db.kysely
      .updateTable('approval')
      .set({
        reopenedAt: new Date('2026-01-10T00:00:00Z'),
        reopenedBy: 'approver',
        reopenReason: 'fix',
      })
      .where('stationId', '=', 'CA1')
      .execute();
    // A writer announces its change (the public answers are snapshots until then).
    await noteValuesChanged(ctx.db.kysely, ['CA1']);
    try {
      await vi.waitFor(async () => {
        const res = await get('/api2/public/stations/CA1/history/2025', '10.9.9.9');
        expect(res.body.trim().split('\r\n')[1]).toMatch(/,20\.000,Provisional$/);
      });
    } finally {
      await ctx.db.kysely
        .updateTable('approval')
        .set({ reopenedAt: null, reopenedBy: null, reopenReason: null })
        .where('stationId', '=', 'CA1')
        .execute();
      await noteValuesChanged(ctx.db.kysely, ['CA1']);
    }
  });

  it('neutralises a cell a spreadsheet would run as a formula', async () => {
    const res = await get('/api2/public/stations/CA1/history/2025');
    expect(res.body.split('\r\n')[1]).toContain(`CA1,"'=HYPERLINK(""http://evil"")"`);
  });

  it('refuses a station outside the public portal (404) and a bad year (400)', async () => {
    expect((await get('/api2/public/stations/MA1/history/2025')).statusCode).toBe(404);
    expect((await get('/api2/public/stations/NOPE/history/2025')).statusCode).toBe(404);
    const bad = await get('/api2/public/stations/CA1/history/20x5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTruthy();
  });

  it('limits downloads per address', async () => {
    for (let i = 0; i < PUBLIC_HISTORY_RATE_LIMIT; i += 1)
      expect((await get('/api2/public/stations/CA1/history/2024', '10.3.3.3')).statusCode).toBe(
        200,
      );
    expect((await get('/api2/public/stations/CA1/history/2024', '10.3.3.3')).statusCode).toBe(429);
  });
});

describe('public air station, last 24 hours', () => {
  const ctx = useTestApp(['publicPortal']);

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await insertMapStations(db, [{ id: 'CA1', state: 'selangor', parameters: ['PM10'] }]);
    const now = ctx.clock.now();
    await insertAirIndex(db, 'CA1', hoursBefore(now, 30), 90, 'MODERATE', { PM10: 90 });
    await insertAirIndex(db, 'CA1', hoursBefore(now, 2), 40, 'GOOD', { PM10: 40 });
    await insertAirIndex(db, 'CA1', hoursBefore(now, 1), 55, 'MODERATE', { PM10: 55 });
  });

  it('answers the hours of the last day only, provisional, cached', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/public/air/stations/CA1/last24h',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_LAST24H_CACHE);
    expect(
      res
        .json()
        .hours.map((h: { api: number; approved: boolean; dominant: string[] }) => [
          h.api,
          h.approved,
          h.dominant,
        ]),
    ).toEqual([
      [40, false, ['PM10']],
      [55, false, ['PM10']],
    ]);
  });

  it('refuses an unknown station (404)', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/public/air/stations/NOPE/last24h' }))
        .statusCode,
    ).toBe(404);
  });
});
