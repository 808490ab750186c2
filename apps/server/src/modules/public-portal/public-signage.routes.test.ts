import { SIGNAGE_RATE_LIMIT, DAY_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addApprovedRange } from '../../test/approvals.js';
import { useTestApp } from '../../test/test-app.js';
import {
  hoursBefore,
  insertAirIndex,
  insertHourly,
  insertMapStations,
} from '../maps/map-test-fixtures.js';
import { SIGNAGE_CACHE } from './public-signage.routes.js';

const ctx = useTestApp(['publicPortal']);
let recent = 0;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  const now = ctx.clock.now();
  recent = hoursBefore(now, 1);
  const places = await insertMapStations(db, [
    { id: 'CA1', module: 'CAQM', state: 'selangor', parameters: ['PM25'], name: 'Shah Alam' },
    { id: 'CA2', module: 'CAQM', state: 'johor', parameters: ['PM25'], name: 'Larkin' },
    { id: 'CA3', module: 'CAQM', state: 'selangor', parameters: ['PM25'], name: 'Banting' },
    { id: 'CR1', module: 'CRWQM', state: 'selangor', parameters: ['BOD'], name: 'Sg. Klang' },
  ]);
  const region = await db
    .insertInto('region')
    .values({ code: 'TGH', name: 'Central' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('state')
    .set({ regionId: region.id })
    .where('id', '=', places.selangor)
    .execute();
  // CA1: current API 42 (Good, PM2.5); CA2: its last hour is five hours old, no longer "now"; CA3: nothing.
  await insertAirIndex(db, 'CA1', recent, 42, 'GOOD', { PM25: 42 });
  await insertHourly(db, 'CA1', [{ code: 'PM25', hour: recent, avg: 10 }]);
  const old = hoursBefore(now, 5);
  await insertAirIndex(db, 'CA2', old, 130, 'UNHEALTHY', { PM25: 130 });
  await insertHourly(db, 'CA2', [{ code: 'PM25', hour: old, avg: 80 }]);
  await addApprovedRange(db, {
    username: 'approver',
    stationId: 'CA1',
    from: recent - DAY_MS,
    to: recent + DAY_MS,
    at: now,
  });
});

const get = (url: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'GET', url, remoteAddress });
type Answer = {
  place: { kind: string; name: string | null };
  stations: {
    stationId: string;
    index: number | null;
    category: string;
    dominant: string[];
    approved: boolean;
    measuredAt: number | null;
  }[];
};

describe('public signage answers', () => {
  it('answers the current API, class, dominant pollutant and approval of each air station, cached, without sign-in', async () => {
    const res = await get('/api2/public/signage/air');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(SIGNAGE_CACHE);
    const { place, stations } = res.json<Answer>();
    expect(place).toEqual({ kind: 'country', name: null });
    expect(stations.map((s) => s.stationId)).toEqual(['CA2', 'CA3', 'CA1']);
    expect(stations[2]).toMatchObject({
      index: 42,
      category: 'GOOD',
      dominant: ['PM25'],
      approved: true,
      measuredAt: recent,
    });
    // A five-hour-old value is not shown as the air now.
    expect(stations[0]).toMatchObject({
      index: null,
      category: 'NO_DATA',
      dominant: [],
      approved: false,
    });
    expect(stations[1]).toMatchObject({ index: null, category: 'NO_DATA', measuredAt: null });
  });

  it.each([
    ['state=selangor', 'state', 'Selangor', ['CA3', 'CA1']],
    ['state=MY-01', 'state', 'Johor', ['CA2']],
    ['region=tgh', 'region', 'Central', ['CA3', 'CA1']],
    ['region=Central', 'region', 'Central', ['CA3', 'CA1']],
    ['station=CA2,CA1', 'stations', null, ['CA2', 'CA1']],
    ['state=Atlantis', 'state', 'Atlantis', []],
    ['region=NOWHERE', 'region', 'NOWHERE', []],
  ])('?%s shows the stations of that place', async (query, kind, name, ids) => {
    const { place, stations } = (await get(`/api2/public/signage/air?${query}`)).json<Answer>();
    expect(place).toEqual({ kind, name });
    expect(stations.map((s) => s.stationId)).toEqual(ids);
  });

  it('gives the river screen its stations’ classes', async () => {
    const { stations } = (await get('/api2/public/signage/river?state=Selangor')).json<Answer>();
    expect(stations.map((s) => s.stationId)).toEqual(['CR1']);
    expect(stations[0]!.category).toBeNull();
  });

  it('keeps an answer for a minute, so a crowd of screens costs one compilation', async () => {
    const first = (await get('/api2/public/signage/marine')).json<{ generatedAt: number }>();
    ctx.clock.advance(30_000);
    expect((await get('/api2/public/signage/marine')).json().generatedAt).toBe(first.generatedAt);
    ctx.clock.advance(31_000);
    expect((await get('/api2/public/signage/marine')).json().generatedAt).toBeGreaterThan(
      first.generatedAt,
    );
  });

  it.each([
    '/api2/public/signage/lava',
    '/api2/public/signage/air?station=CA1;DROP',
    `/api2/public/signage/air?station=${Array.from({ length: 21 }, (_, i) => `S${i}`).join(',')}`,
    `/api2/public/signage/air?state=${'x'.repeat(61)}`,
  ])('refuses %s with a 400 and a code', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('limits each address so public screens cannot slow the staff portal', async () => {
    for (let i = 0; i < SIGNAGE_RATE_LIMIT; i += 1)
      expect((await get('/api2/public/signage/air', '10.9.9.9')).statusCode).toBe(200);
    expect((await get('/api2/public/signage/air', '10.9.9.9')).statusCode).toBe(429);
    expect((await get('/api2/public/signage/air', '10.9.9.8')).statusCode).toBe(200);
  });
});
