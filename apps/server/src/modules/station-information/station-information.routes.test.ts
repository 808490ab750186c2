import { beforeAll, describe, expect, it } from 'vitest';
import { addStationParameters } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { insertParameters, insertPlaces, insertStation } from '../inventory/inventory.fixtures.js';
import { insertHourly } from '../maps/map-test-fixtures.js';

describe('station information API', () => {
  const ctx = useTestApp(['auth', 'stationInformation']);
  const h: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = ctx.db.kysely;
    const places = await insertPlaces(db);
    await insertParameters(db, ['BOD', 'DO']);
    await insertStation(db, '1K01', {
      module: 'MRWQM',
      name: 'Sg. Klang at Puchong',
      stateId: places.selangor,
      districtId: places.petaling,
      place: 'Puchong',
      lotInfo: 'Lot 12',
      address: 'Jalan Sungai',
      basinId: places.klangBasin,
      riverId: places.klangRiver,
    });
    await insertStation(db, '3J02', {
      module: 'MRWQM',
      name: 'Sg. Batu Pahat',
      stateId: places.johor,
      isActive: false,
    });
    await insertStation(db, 'CA01', { module: 'CAQM', name: 'Shah Alam' });
    await addStationParameters(db, { '1K01': ['BOD', 'DO'] });
    // One sample two days ago: its hourly rollup is what the station shows as latest.
    const hour = ctx.clock.now().getTime() - 2 * 86_400_000;
    await insertHourly(db, '1K01', [{ code: 'BOD', hour, avg: 3.2 }]);
    Object.assign(
      h,
      await signedInAll(ctx, {
        river: ['Station Information MRWQM'],
        air: ['Station Information CAQM', 'Station Information'],
      }),
    );
  });

  const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: h[who] });

  it("lists the module's stations with search, state and status filters", async () => {
    const all = (await get('/api2/station-information/mrwqm', 'river')).json();
    expect(all.items.map((s: { id: string }) => s.id)).toEqual(['1K01', '3J02']);
    expect(all.items[0]).toMatchObject({
      stateName: 'Selangor',
      districtName: 'Petaling',
      place: 'Puchong',
      isActive: true,
      lastValueAt: new Date(ctx.clock.now().getTime() - 2 * 86_400_000).toISOString(),
    });
    expect(all.states.map((s: { name: string }) => s.name)).toEqual(['Johor', 'Selangor']);
    expect(
      (await get('/api2/station-information/mrwqm?search=puchong', 'river')).json().total,
    ).toBe(1);
    expect(
      (await get('/api2/station-information/mrwqm?status=inactive', 'river'))
        .json()
        .items.map((s: { id: string }) => s.id),
    ).toEqual(['3J02']);
    const johor = all.states.find((s: { name: string }) => s.name === 'Johor').id;
    expect(
      (await get(`/api2/station-information/mrwqm?stateId=${johor}`, 'river')).json().total,
    ).toBe(1);
  });

  it('shows one station with its spec §3 fields, parameters and latest values', async () => {
    const res = await get('/api2/station-information/mrwqm/1K01', 'river');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: '1K01',
      stateName: 'Selangor',
      districtName: 'Petaling',
      place: 'Puchong',
      lotInfo: 'Lot 12',
      address: 'Jalan Sungai',
      longitude: 101.5,
      latitude: 3.1,
      basinName: 'Klang',
      riverName: 'Sungai Klang',
      picture: null,
      gallery: [],
    });
    expect(
      res.json().parameters.map((p: { code: string; latest: number | null }) => [p.code, p.latest]),
    ).toEqual([
      ['BOD', 3.2],
      ['DO', null],
    ]);
  });

  it("keeps each module's stations to its own role, and answers 404 for a station of another module", async () => {
    expect((await get('/api2/station-information/mrwqm', 'air')).statusCode).toBe(403);
    expect((await get('/api2/station-information/caqm', 'river')).statusCode).toBe(403);
    expect((await get('/api2/station-information/caqm/CA01', 'air')).json().name).toBe('Shah Alam');
    const other = await get('/api2/station-information/caqm/1K01', 'air');
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await get('/api2/station-information/mrwqm?pageSize=0', 'river')).statusCode).toBe(400);
  });
});
