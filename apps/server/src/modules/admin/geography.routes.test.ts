import { beforeAll, describe, expect, it } from 'vitest';
import { stationRow } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const ctx = useTestApp(['admin', 'auth', 'inventory']);
let admin: Record<string, string>;
let officer: Record<string, string>;
let johor: number;
let melaka: number;

const call = (method: Method, url: string, payload?: object, headers = admin) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A station naming a district, basin and river, as the inventory form would store it. */
const addStation = (
  id: string,
  place: { districtId?: number; basinId?: number; riverId?: number },
) =>
  ctx.db.kysely
    .insertInto('station')
    .values(
      stationRow(id, {
        module: 'CRWQM',
        name: `Station ${id}`,
        stateId: johor,
        districtId: place.districtId ?? null,
        longitude: 103.7,
        latitude: 1.5,
        category: 'Continuous',
        basinId: place.basinId ?? null,
        riverId: place.riverId ?? null,
      }),
    )
    .execute();

beforeAll(async () => {
  admin = await signedIn(ctx, 'geo.root', ['System Admin', 'Inventory Maintenance']);
  officer = await signedIn(ctx, 'geo.air', ['Map CAQM']);
  johor = (await call('POST', '/api2/admin/states', { code: 'MY-01', name: 'Johor' })).json().id;
  melaka = (await call('POST', '/api2/admin/states', { code: 'MY-04', name: 'Melaka' })).json().id;
});

describe('System Administration API: districts and river basins', () => {
  it('refuses the new tables to a caller without the System Admin role', async () => {
    for (const [method, url] of [
      ['GET', '/api2/admin/districts'],
      ['POST', '/api2/admin/basins'],
      ['PUT', '/api2/admin/rivers/1'],
      ['DELETE', '/api2/admin/districts/1'],
    ] as const) {
      const asOfficer = await call(method, url, method === 'GET' ? undefined : {}, officer);
      expect([asOfficer.statusCode, asOfficer.json().code], url).toEqual([403, 'FORBIDDEN']);
      const none = await call(method, url, method === 'GET' ? undefined : {}, {});
      expect(none.statusCode, url).toBe(401);
    }
  });

  it('adds, changes and lists districts of a state, a name unique within its state', async () => {
    const created = await call('POST', '/api2/admin/districts', {
      code: '1_1',
      name: 'Batu Pahat',
      stateId: johor,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: '1_1', name: 'Batu Pahat', stateId: johor });
    const noCode = await call('POST', '/api2/admin/districts', { name: 'Kluang', stateId: johor });
    expect(noCode.json()).toMatchObject({ code: null, name: 'Kluang' });

    const dup = await call('POST', '/api2/admin/districts', { name: 'batu pahat', stateId: johor });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'NAME_TAKEN']);
    const sameCode = await call('POST', '/api2/admin/districts', {
      code: '1_1',
      name: 'Segamat',
      stateId: johor,
    });
    expect(sameCode.json().code).toBe('NAME_TAKEN');
    const elsewhere = await call('POST', '/api2/admin/districts', {
      name: 'Batu Pahat',
      stateId: melaka,
    });
    expect(elsewhere.statusCode).toBe(201);

    const noState = await call('POST', '/api2/admin/districts', { name: 'Nowhere', stateId: 9999 });
    expect([noState.statusCode, noState.json().code]).toEqual([400, 'REFERENCE_INVALID']);
    const missingState = await call('POST', '/api2/admin/districts', { name: 'Nowhere' });
    expect(missingState.statusCode).toBe(400);

    const renamed = await call('PUT', `/api2/admin/districts/${noCode.json().id}`, {
      code: '1_3',
      name: 'Kluang Baru',
      stateId: johor,
    });
    expect(renamed.json()).toMatchObject({ code: '1_3', name: 'Kluang Baru' });
    const list = await call('GET', '/api2/admin/districts');
    expect(list.json().map((d: { name: string }) => d.name)).toEqual([
      'Batu Pahat',
      'Batu Pahat',
      'Kluang Baru',
    ]);
  });

  it('keeps a basin in each of its states and offers it to the station form', async () => {
    const basin = await call('POST', '/api2/admin/basins', {
      name: 'Sungai Kesang',
      stateIds: [melaka, johor, melaka],
    });
    expect(basin.statusCode).toBe(201);
    expect(basin.json().stateIds).toEqual([johor, melaka].sort((a, b) => a - b));
    const changed = await call('PUT', `/api2/admin/basins/${basin.json().id}`, {
      name: 'Sungai Kesang',
      stateIds: [melaka],
    });
    expect(changed.json().stateIds).toEqual([melaka]);
    const noStates = await call('POST', '/api2/admin/basins', { name: 'Empty', stateIds: [] });
    expect(noStates.statusCode).toBe(400);

    const ofMelaka = await call('GET', `/api2/inventory/ref/basins?stateId=${melaka}`);
    expect(ofMelaka.json().map((b: { name: string }) => b.name)).toEqual(['Sungai Kesang']);
    const ofJohor = await call('GET', `/api2/inventory/ref/basins?stateId=${johor}`);
    expect(ofJohor.json()).toEqual([]);
    const districts = await call('GET', `/api2/inventory/ref/districts?stateId=${johor}`);
    expect(districts.json().map((d: { name: string }) => d.name)).toEqual([
      'Batu Pahat',
      'Kluang Baru',
    ]);
  });
});

describe('System Administration API: geography in use, states with districts, and the log', () => {
  it('refuses to remove or move what a station uses, in English and Malay', async () => {
    const basin = (
      await call('POST', '/api2/admin/basins', { name: 'Sungai Johor', stateIds: [johor] })
    ).json();
    const other = (
      await call('POST', '/api2/admin/basins', { name: 'Sungai Muar', stateIds: [johor] })
    ).json();
    const river = await call('POST', '/api2/admin/rivers', {
      name: 'Sungai Tebrau',
      basinId: basin.id,
    });
    expect(river.statusCode).toBe(201);
    const dupRiver = await call('POST', '/api2/admin/rivers', {
      name: 'SUNGAI TEBRAU',
      basinId: basin.id,
    });
    expect(dupRiver.json().code).toBe('NAME_TAKEN');
    const noBasin = await call('POST', '/api2/admin/rivers', { name: 'Sungai X', basinId: 9999 });
    expect(noBasin.json().code).toBe('REFERENCE_INVALID');
    const district = (
      await call('POST', '/api2/admin/districts', { name: 'Johor Bahru', stateId: johor })
    ).json();
    await addStation('JHR001', {
      districtId: district.id,
      basinId: basin.id,
      riverId: river.json().id,
    });

    const riverUsed = await call('DELETE', `/api2/admin/rivers/${river.json().id}`);
    expect(riverUsed.statusCode).toBe(409);
    expect(riverUsed.json()).toEqual({
      code: 'GEOGRAPHY_IN_USE',
      message:
        'Stations still use this record (JHR001). Change those stations first, then remove it.',
    });
    const inMalay = await call('DELETE', `/api2/admin/districts/${district.id}`, undefined, {
      ...admin,
      'accept-language': 'ms',
    });
    expect(inMalay.json()).toEqual({
      code: 'GEOGRAPHY_IN_USE',
      message:
        'Stesen masih menggunakan rekod ini (JHR001). Ubah stesen tersebut dahulu, kemudian buang rekod ini.',
    });
    const moved = await call('PUT', `/api2/admin/rivers/${river.json().id}`, {
      name: 'Sungai Tebrau',
      basinId: other.id,
    });
    expect([moved.statusCode, moved.json().code]).toEqual([409, 'GEOGRAPHY_IN_USE']);
    expect(moved.json().message).toContain('cannot move to another state or basin');
    const renamed = await call('PUT', `/api2/admin/rivers/${river.json().id}`, {
      name: 'Sungai Tebrau Hulu',
      basinId: basin.id,
    });
    expect(renamed.json()).toMatchObject({ name: 'Sungai Tebrau Hulu', basinId: basin.id });

    await ctx.db.kysely
      .updateTable('station')
      .set({ riverId: null, basinId: null, districtId: null })
      .where('id', '=', 'JHR001')
      .execute();
    const withRivers = await call('DELETE', `/api2/admin/basins/${basin.id}`);
    expect(withRivers.json()).toEqual({
      code: 'GEOGRAPHY_IN_USE',
      message: 'This basin still has rivers (1). Remove them or move them to another basin first.',
    });
    expect((await call('DELETE', `/api2/admin/rivers/${river.json().id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api2/admin/basins/${basin.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api2/admin/districts/${district.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api2/admin/rivers/${river.json().id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api2/admin/basins/abc')).statusCode).toBe(400);
  });

  it('keeps a state with districts, naming how many, until they are gone', async () => {
    const perlis = (
      await call('POST', '/api2/admin/states', { code: 'MY-09', name: 'Perlis' })
    ).json().id;
    const kangar = (
      await call('POST', '/api2/admin/districts', { name: 'Kangar', stateId: perlis })
    ).json();
    const refused = await call('DELETE', `/api2/admin/states/${perlis}`);
    expect([refused.statusCode, refused.json()]).toEqual([
      409,
      {
        code: 'GEOGRAPHY_IN_USE',
        message:
          'This state still has districts (1). Remove them or move them to another state first.',
      },
    ]);
    expect((await call('GET', '/api2/admin/districts')).json()).toContainEqual(
      expect.objectContaining({ id: kangar.id, name: 'Kangar' }),
    );
    expect((await call('DELETE', `/api2/admin/districts/${kangar.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api2/admin/states/${perlis}`)).statusCode).toBe(204);
  });

  it('records each change in the activity log', async () => {
    const res = await call('GET', '/api2/admin/activity-log?entity=river');
    const actions = res.json().items.map((i: { action: string }) => i.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    const removed = res.json().items.find((i: { action: string }) => i.action === 'delete');
    expect(removed).toMatchObject({ username: 'geo.root', entity: 'river' });
    expect(removed.before).toMatchObject({ name: 'Sungai Tebrau Hulu' });
  });
});
