import { DAY_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { hoursBefore, insertHourly, insertMapStations } from '../maps/map-test-fixtures.js';
import { insertSample } from '../reports/reports.fixtures.js';
import { noteValuesChanged } from '../values/index.js';
import { PUBLIC_WATER_CACHE, PUBLIC_WATER_RATE_LIMIT } from './public-water.routes.js';

const ctx = useTestApp(['publicPortal']);
let riverHour = 0;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  const now = ctx.clock.now();
  riverHour = hoursBefore(now, 1);
  await insertMapStations(db, [
    {
      id: 'CR1',
      module: 'CRWQM',
      state: 'selangor',
      parameters: ['DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'],
      address: 'Jalan Rahsia 1',
    },
    { id: 'CR2', module: 'CRWQM', state: 'johor', parameters: ['BOD'] },
    {
      id: 'MM1',
      module: 'MMWQM',
      state: 'johor',
      locationType: 'COASTAL',
      parameters: ['M_DO', 'M_FC', 'M_NH3', 'M_NO3', 'M_PO4', 'M_TSS'],
    },
  ]);
  const river = { DO_SAT: 90, BOD: 2, COD: 10, NH3N: 0.1, TSS: 20, PH: 7 };
  for (const id of ['CR1', 'CR2'])
    await insertHourly(
      db,
      id,
      Object.entries(river).map(([code, avg]) => ({ code, hour: riverHour, avg })),
    );
  const marine = { M_DO: 7, M_FC: 50, M_NH3: 0.05, M_NO3: 0.05, M_PO4: 0.02, M_TSS: 20 };
  await insertSample(db, 'MM1', new Date(now.getTime() - 10 * DAY_MS).toISOString(), marine);
  // CR2's latest hour lies in an approved (level 3) range; CR1's only in a reviewed (level 2) one.
  const userId = await createUser(db, { username: 'approver' });
  const range = {
    fromTs: new Date(riverHour - DAY_MS),
    toTs: new Date(riverHour + DAY_MS),
    userId,
    username: 'approver',
    note: null,
    at: now,
    parameterCode: null,
  };
  await db
    .insertInto('approval')
    .values([
      { ...range, stationId: 'CR2', level: 3 },
      { ...range, stationId: 'CR1', level: 2 },
    ])
    .execute();
});

const get = (url: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'GET', url, remoteAddress });

describe('public river and marine stations', () => {
  it('answers each river station its latest class and says which are approved, cached, without sign-in', async () => {
    const res = await get('/api2/public/water/river/stations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_WATER_CACHE);
    const { stations } = res.json();
    expect(stations.map((s: { stationId: string }) => s.stationId).sort()).toEqual(['CR1', 'CR2']);
    const cr1 = stations.find((s: { stationId: string }) => s.stationId === 'CR1');
    expect(cr1).toMatchObject({
      category: expect.stringMatching(/^(I|II|III|IV|V)$/),
      lastUpdate: riverHour,
      approved: false,
    });
    expect(cr1).not.toHaveProperty('address');
    expect(stations.find((s: { stationId: string }) => s.stationId === 'CR2').approved).toBe(true);
  });

  it('calls a station whose approved range was reopened provisional', async () => {
    await ctx.db.kysely
      .updateTable('approval')
      .set({ reopenedAt: new Date(riverHour), reopenedBy: 'approver', reopenReason: 'fix' })
      .where('stationId', '=', 'CR2')
      .execute();
    // A writer announces its change (the public answers are snapshots until then).
    await noteValuesChanged(ctx.db.kysely, ['CR2']);
    try {
      await vi.waitFor(async () => {
        const res = await get('/api2/public/water/river/stations', '10.9.9.8');
        const cr2 = res.json().stations.find((s: { stationId: string }) => s.stationId === 'CR2');
        expect(cr2.approved).toBe(false);
      });
    } finally {
      await ctx.db.kysely
        .updateTable('approval')
        .set({ reopenedAt: null, reopenedBy: null, reopenReason: null })
        .where('stationId', '=', 'CR2')
        .execute();
      await noteValuesChanged(ctx.db.kysely, ['CR2']);
    }
  });

  it('answers each marine station its latest category', async () => {
    const { stations } = (await get('/api2/public/water/marine/stations')).json();
    expect(stations).toHaveLength(1);
    expect(stations[0]).toMatchObject({
      stationId: 'MM1',
      locationType: 'COASTAL',
      approved: false,
    });
    expect(['EXCELLENT', 'GOOD', 'MODERATE', 'POOR']).toContain(stations[0].category);
  });

  it('refuses an unknown medium (400 with a code)', async () => {
    const res = await get('/api2/public/water/lava/stations');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeTruthy();
  });

  it('limits each address so a crowd cannot slow the staff portal', async () => {
    for (let i = 0; i < PUBLIC_WATER_RATE_LIMIT; i += 1)
      expect((await get('/api2/public/water/marine/stations', '10.2.2.2')).statusCode).toBe(200);
    expect((await get('/api2/public/water/marine/stations', '10.2.2.2')).statusCode).toBe(429);
    expect((await get('/api2/public/water/marine/stations', '10.2.2.3')).statusCode).toBe(200);
  });
});
