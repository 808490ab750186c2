import { DAY_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { insertSample } from '../reports/reports.fixtures.js';
import { signedIn } from '../../test/users.js';
import {
  hoursBefore,
  insertAirIndex,
  insertHourly,
  insertMapStations,
} from './map-test-fixtures.js';

describe('map layer query and filters', () => {
  const ctx = useTestApp(['auth', 'maps']);
  let mapper: Record<string, string>;
  let other: Record<string, string>;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    const now = ctx.clock.now();
    await insertMapStations(db, [
      { id: 'CA1', state: 'selangor', parameters: ['PM10'], category: 'Urban' },
      { id: 'CA2', state: 'johor', parameters: ['PM10'], category: 'Industrial' },
      { id: 'CA3', state: 'selangor', parameters: ['PM10'], category: 'Urban' },
      { id: 'CA4', state: 'johor', parameters: ['PM10'], category: 'Urban' },
      {
        id: 'CR1',
        module: 'CRWQM',
        state: 'selangor',
        parameters: ['DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'],
        expectedIntervalMinutes: 5,
      },
      {
        id: 'MM1',
        module: 'MMWQM',
        state: 'johor',
        locationType: 'COASTAL',
        parameters: ['M_DO', 'M_FC', 'M_NH3', 'M_NO3', 'M_PO4', 'M_TSS'],
      },
    ]);
    await insertAirIndex(db, 'CA1', hoursBefore(now, 1), 42, 'GOOD', { PM10: 42 });
    await insertAirIndex(db, 'CA2', hoursBefore(now, 2), 150, 'UNHEALTHY', { PM10: 150 });
    await insertAirIndex(db, 'CA4', hoursBefore(now, 10), 60, 'MODERATE', { PM10: 60 });
    const river = { DO_SAT: 90, BOD: 2, COD: 10, NH3N: 0.1, TSS: 20, PH: 7 };
    await insertHourly(
      db,
      'CR1',
      Object.entries(river).map(([code, avg]) => ({ code, hour: hoursBefore(now, 1), avg })),
    );
    const marine = { M_DO: 7, M_FC: 50, M_NH3: 0.05, M_NO3: 0.05, M_PO4: 0.02, M_TSS: 20 };
    await insertSample(db, 'MM1', new Date(now.getTime() - 10 * DAY_MS).toISOString(), marine);
    mapper = await signedIn(ctx, 'mapper', ['Map CAQM', 'Map CRWQM', 'Map MMWQM']);
    other = await signedIn(ctx, 'other', ['Map MAQM']);
  });

  const get = (url: string, headers: Record<string, string> = mapper) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const classes = async (url: string) =>
    Object.fromEntries(
      (await get(url))
        .json()
        .features.map((f: { properties: { STATION_ID: string; CLASS: string } }) => [
          f.properties.STATION_ID,
          f.properties.CLASS,
        ]),
    );

  it('needs a session (401) and the module Map role (403)', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/caqmmap/layer/0/query' })).statusCode,
    ).toBe(401);
    expect((await get('/api2/caqmmap/layer/0/query', other)).statusCode).toBe(403);
    expect((await get('/api2/caqmmap/layer/0/query')).statusCode).toBe(200);
  });

  it("filters by state: only that state's stations", async () => {
    const res = await get('/api2/caqmmap/layer/0/query?state=Selangor');
    expect(res.json().features.map((f: { id: string }) => f.id)).toEqual(['CA1', 'CA3']);
  });

  it('answers identify (f=json, no geometry) with the attributes', async () => {
    const res = await get('/api2/caqmmap/layer/0/query?stationid=CA1&returnGeometry=false&f=json');
    const [feature] = res.json().features;
    expect(feature.geometry).toBeUndefined();
    expect(feature.attributes).toMatchObject({
      OBJECTID: 1,
      STATION_ID: 'CA1',
      STATE_NAME: 'Selangor',
      CATEGORY: 'Urban',
      API: 42,
      API_CATEGORY: 'GOOD',
      CLASS: 'Good',
    });
  });

  it('classes air stations by their API of the last 3 hours, NA when none', async () => {
    expect(await classes('/api2/caqmmap/layer/0/query')).toEqual({
      CA1: 'Good',
      CA2: 'Unhealthy',
      CA3: 'NA',
      CA4: 'NA',
    });
  });

  it('classes a river station by its WQI class and a marine station by category × location type', async () => {
    expect(await classes('/api2/crwqmmap/layer/0/query')).toEqual({ CR1: 'II' });
    expect(await classes('/api2/mmwqmmap/layer/0/query')).toEqual({ MM1: 'EXCELLENT_COASTAL' });
  });

  it('refuses a malformed returnGeometry or attribute name (400)', async () => {
    expect((await get('/api2/caqmmap/layer/0/query?returnGeometry=maybe')).statusCode).toBe(400);
    expect(
      (await get('/api2/caqmmap/layer/0/query?outFields=STATION_ID,PASSWORD')).json().code,
    ).toBe('VALIDATION_FAILED');
  });

  it('lists the states of the module with their station counts and a bounding box', async () => {
    const res = await get('/api2/caqmmap/filters');
    expect(
      res
        .json()
        .states.map((s: { name: string; stationCount: number }) => [s.name, s.stationCount]),
    ).toEqual([
      ['Johor', 2],
      ['Selangor', 2],
    ]);
    expect(res.json().states[0].bbox).toHaveLength(4);
    expect(res.json().categories).toEqual(['Industrial', 'Urban']);
  });
});
