import { DAY_MS, HOUR_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import {
  hoursBefore,
  insertAirIndex,
  insertHourly,
  insertMapStations,
} from './map-test-fixtures.js';

describe('station charts', () => {
  const ctx = useTestApp(['auth', 'maps']);
  let viewer: Record<string, string>;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    const now = ctx.clock.now();
    await insertMapStations(db, [
      { id: 'CA1', state: 'selangor', parameters: ['PM10', 'CO'], expectedIntervalMinutes: 5 },
      { id: 'MR1', module: 'MRWQM', state: 'selangor', parameters: ['BOD', 'COD'] },
    ]);
    // 48 hours before the clock: PM10 = 1, 2, … 48 (oldest first); CO alternates 0.5 and 1.5.
    const hours = Array.from({ length: 48 }, (_, k) => hoursBefore(now, 48 - k));
    await insertHourly(
      db,
      'CA1',
      hours.flatMap((hour, k) => [
        { code: 'PM10', hour, avg: k + 1 },
        { code: 'CO', hour, avg: k % 2 === 0 ? 0.5 : 1.5 },
      ]),
    );
    await insertAirIndex(db, 'CA1', hoursBefore(now, 1), 42, 'GOOD', { PM10: 42, CO: 11 });
    await insertHourly(db, 'MR1', [
      { code: 'BOD', hour: now.getTime() - 40 * DAY_MS, avg: 3 },
      { code: 'COD', hour: now.getTime() - 40 * DAY_MS, avg: 12 },
      { code: 'BOD', hour: now.getTime() - 10 * DAY_MS, avg: 2 },
    ]);
    viewer = await signedIn(ctx, 'viewer', ['Map CAQM', 'Map MRWQM']);
  });

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: viewer });

  it('gives 24 whole hours, oldest first, ending with the last completed hour', async () => {
    const { rez } = (await get('/api2/caqmmap/mapbystationidcharts?stationid=CA1')).json();
    const now = ctx.clock.now().getTime();
    expect(rez).toHaveLength(24);
    expect(rez[0].EPOCHDATE).toBe(now - 24 * HOUR_MS);
    expect(rez[23].EPOCHDATE).toBe(now - HOUR_MS);
  });

  it('computes CONC, the 24-hour PM average and the 8-hour CO average from the hourly means', async () => {
    const { rez } = (await get('/api2/caqmmap/mapbystationidcharts?stationid=CA1')).json();
    // Row i is hour k = 24 + i: PM10 = 25 + i; its 24 h mean covers 2 + i … 25 + i.
    expect(rez[0]).toMatchObject({
      PM10_CONC: 25,
      PM10_1H_AVG: 25,
      PM10_24H_AVG: 13.5,
      CO_8H_AVG: 1,
    });
    expect(rez[23]).toMatchObject({
      PM10_CONC: 48,
      PM10_24H_AVG: 36.5,
      CO_CONC: 1.5,
      CO_8H_AVG: 1,
    });
  });

  it('carries the API, its category and the sub-indices of each hour', async () => {
    const { rez, breakpoints, units, station } = (
      await get('/api2/caqmmap/mapbystationidcharts?stationid=CA1')
    ).json();
    expect(rez[23]).toMatchObject({
      API: 42,
      API_CATEGORY: 'GOOD',
      DOMINANT: 'PM10',
      SUBINDEX: { PM10: 42, CO: 11, PM25: null },
    });
    expect(rez[0]).toMatchObject({ API: null, API_CATEGORY: 'NO_DATA' });
    expect(breakpoints.PM10[0]).toEqual(
      expect.objectContaining({ apiLow: expect.any(Number), concHigh: expect.any(Number) }),
    );
    expect(units).toEqual({ CO: 'ppm', PM10: 'ug/m3' });
    expect(station).toMatchObject({ id: 'CA1', state: 'Selangor' });
  });

  it('answers 404 with a clear message for a station that is not of the module', async () => {
    const res = await get('/api2/caqmmap/mapbystationidcharts?stationid=MR1');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'There is no active CAQM station with the ID MR1.',
    });
  });

  it('needs a parameter the manual river station measures (400)', async () => {
    expect((await get('/api2/mrwqmmap/mapbystationidcharts?stationid=MR1')).statusCode).toBe(400);
    const wrong = await get('/api2/mrwqmmap/mapbystationidcharts?stationid=MR1&param=PM10');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Station MR1 does not measure PM10.');
  });

  it('gives the samples of the last 12 months of one parameter, and the latest sample', async () => {
    const { data, latest } = (
      await get('/api2/mrwqmmap/mapbystationidcharts?stationid=MR1&param=BOD')
    ).json();
    expect(data.categories).toEqual(['2025-12-06', '2026-01-05']);
    expect(data.series).toEqual([{ name: 'BOD', unit: 'mg/L', data: [3, 2] }]);
    expect(latest).toMatchObject({
      date: '2026-01-05',
      values: { BOD: 2 },
      index: null,
      class: 'NA',
    });
  });

  it('gives monthly means of the last 12 months on request', async () => {
    const { data } = (
      await get('/api2/caqmmap/mapbystationidcharts?stationid=CA1&monthly=true')
    ).json();
    expect(data.categories).toHaveLength(12);
    expect(data.categories.at(-1)).toBe('2026-01');
    // All 48 scripted hours fall in January (local): PM10 mean of 1 … 48; December has none.
    expect(data.series.find((s: { name: string }) => s.name === 'PM10').data.slice(-2)).toEqual([
      null,
      24.5,
    ]);
  });
});
