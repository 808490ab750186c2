import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { PUBLIC_ANSWER_CACHE } from '../../plugins/public-snapshots.js';
import { useTestApp } from '../../test/test-app.js';
import { PUBLIC_AIR_RATE_LIMIT } from './map-public.routes.js';
import { hoursBefore, insertAirIndex, insertMapStations } from './map-test-fixtures.js';

describe('public map data and boundaries', () => {
  const ctx = useTestApp(['maps']);

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await insertMapStations(db, [
      {
        id: 'CA1',
        state: 'selangor',
        parameters: ['PM10'],
        category: 'Urban',
        address: 'Jalan Rahsia 1',
      },
      { id: 'MR1', module: 'MRWQM', state: 'selangor', parameters: [] },
      { id: 'CA2', state: 'selangor', parameters: ['PM10'] },
    ]);
    await insertAirIndex(db, 'CA1', hoursBefore(ctx.clock.now(), 1), 42, 'GOOD', { PM10: 42 });
    // CA2 has been silent for three months.
    await insertAirIndex(db, 'CA2', hoursBefore(ctx.clock.now(), 24 * 90), 57, 'MODERATE', {
      PM10: 57,
    });
  });

  const publicStation = async (id: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/public/air/stations' });
    return res
      .json<{ features: { properties: Record<string, unknown> }[] }>()
      .features.find((f) => f.properties.STATION_ID === id)?.properties;
  };

  it('shows no number for a station whose last value is not current, as signage does', async () => {
    const stale = await publicStation('CA2');
    expect(stale).toMatchObject({ API: null, CLASS: 'NA', DOMINANT: null });
    expect(stale?.LAST_UPDATE).toBe(hoursBefore(ctx.clock.now(), 24 * 90));
    expect(await publicStation('CA1')).toMatchObject({ API: 42, CLASS: 'Good' });
  });

  it('exposes only the public fields of active CAQM stations, cached for a minute', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/public/air/stations' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_ANSWER_CACHE);
    const { features } = res.json<{
      features: {
        geometry: unknown;
        properties: Record<string, unknown> & { STATION_ID: string };
      }[];
    }>();
    expect(features.map((f) => f.properties.STATION_ID).sort()).toEqual(['CA1', 'CA2']);
    const ca1 = features.find((f) => f.properties.STATION_ID === 'CA1')!;
    expect(ca1.geometry).toEqual({ type: 'Point', coordinates: [101.5, 3.1] });
    expect(Object.keys(ca1.properties).sort()).toEqual([
      'API',
      'CLASS',
      'DOMINANT',
      'LAST_UPDATE',
      'STATE_NAME',
      'STATION_ID',
      'STATION_NAME',
    ]);
    expect(ca1.properties).toMatchObject({ API: 42, CLASS: 'Good' });
  });

  it('answers 304 to a boundary request that already has the current ETag', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api2/maplayers/boundaries/states' });
    expect(first.statusCode).toBe(200);
    expect(first.json().features.length).toBeGreaterThan(10);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api2/maplayers/boundaries/states',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends a boundary gzipped to a client that accepts it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/maplayers/boundaries/outline',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).type).toBe('FeatureCollection');
  });

  it('refuses an unknown boundary layer (400)', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/maplayers/boundaries/planets' }))
        .statusCode,
    ).toBe(400);
  });

  it('limits the public air stations per address so a crowd cannot slow the staff portal', async () => {
    const get = (ip: string) =>
      ctx.app.inject({ method: 'GET', url: '/api2/public/air/stations', remoteAddress: ip });
    for (let i = 0; i < PUBLIC_AIR_RATE_LIMIT; i += 1)
      expect((await get('10.1.1.1')).statusCode).toBe(200);
    const limited = await get('10.1.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await get('10.1.1.2')).statusCode).toBe(200);
  });
});
