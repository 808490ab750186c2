import { MINUTE_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { hashStationKey } from '../ingest/station-key.js';
import { insertMapStations } from './map-test-fixtures.js';

describe('mobile station positions', () => {
  const ctx = useTestApp(['auth', 'maps']);
  let viewer: Record<string, string>;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await insertMapStations(db, [
      {
        id: 'MC1',
        module: 'MCAQM',
        state: 'selangor',
        parameters: ['PM10'],
        longitude: 101.6,
        latitude: 3.1,
      },
      { id: 'CA1', state: 'selangor', parameters: ['PM10'] },
    ]);
    await db
      .insertInto('stationIngestKey')
      .values([
        {
          stationId: 'MC1',
          keyHash: hashStationKey('mobile-key'),
          createdAt: new Date(),
          createdBy: 't',
        },
        {
          stationId: 'CA1',
          keyHash: hashStationKey('fixed-key'),
          createdAt: new Date(),
          createdBy: 't',
        },
      ])
      .execute();
    viewer = await signedIn(ctx, 'viewer', ['Map MCAQM']);
  });

  const at = (minutesAgo: number) =>
    new Date(ctx.clock.now().getTime() - minutesAgo * MINUTE_MS).toISOString();
  const post = (key: string, items: unknown[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api2/ingest/positions',
      headers: { authorization: `Station ${key}` },
      payload: { items },
    });
  const batch = () => [
    { ts: at(10), longitude: 101.61, latitude: 3.11 },
    { ts: at(5), longitude: 101.62, latitude: 3.12 },
    { ts: at(4), longitude: 200, latitude: 3.1 },
    { ts: '2026-01-15 07:00', longitude: 101.6, latitude: 3.1 },
  ];

  it('keeps the good fixes and rejects the bad ones item by item', async () => {
    const res = await post('mobile-key', batch());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 2, duplicates: 0 });
    expect(res.json().rejected.map((r: { index: number }) => r.index)).toEqual([2, 3]);
  });

  it('counts a resend as duplicates and stores nothing twice', async () => {
    expect((await post('mobile-key', batch())).json()).toMatchObject({
      accepted: 0,
      duplicates: 2,
    });
    const rows = await ctx.db.kysely
      .selectFrom('stationPosition')
      .select('ts')
      .where('stationId', '=', 'MC1')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses positions from a station that is not mobile (403) and a bad key (401)', async () => {
    const fixed = await post('fixed-key', batch());
    expect(fixed.statusCode).toBe(403);
    expect(fixed.json().code).toBe('POSITIONS_MOBILE_ONLY');
    expect((await post('nobody', batch())).statusCode).toBe(401);
  });

  it('places the mobile unit at its latest position, with its track on request', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/mcaqmmap/layer/0/query?track=true',
      headers: viewer,
    });
    const [feature] = res.json().features;
    expect(feature.geometry.coordinates).toEqual([101.62, 3.12]);
    expect(feature.properties.TRACK).toEqual([
      [101.61, 3.11, Date.parse(at(10))],
      [101.62, 3.12, Date.parse(at(5))],
    ]);
  });
});
