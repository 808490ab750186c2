import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedActions } from '../../test/activity-log.js';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, EVERY_MODULE, signedIn } from '../../test/users.js';
import { stationOfKey } from '../ingest/station-key.js';
import { insertParameters, insertPlaces, insertStation } from './inventory.fixtures.js';

const ctx = useTestApp(['auth', 'inventory']);
let keeper: Record<string, string>;
let viewer: Record<string, string>;
let sensorViewer: Record<string, string>;
let officer: Record<string, string>;
let places: Awaited<ReturnType<typeof insertPlaces>>;

const river = () => ({
  id: 'RK01',
  module: 'CRWQM',
  name: 'Sungai Klang at Jambatan Sulaiman',
  stateId: places.selangor,
  districtId: places.petaling,
  place: 'Jambatan Sulaiman',
  lotInfo: 'Lot 1234',
  address: 'Jalan Sultan Hishamuddin, Kuala Lumpur',
  longitude: 101.6953,
  latitude: 3.1412,
  category: 'Urban',
  targetClass: 'III',
  basinId: places.klangBasin,
  riverId: places.klangRiver,
  expectedIntervalMinutes: 5,
});

beforeAll(async () => {
  const db = ctx.db.kysely;
  places = await insertPlaces(db);
  await insertParameters(db, ['DO', 'BOD', 'PH', 'PM10']);
  await insertStation(db, 'CA01R', { name: 'Kangar', stateId: places.johor });
  keeper = await signedIn(ctx, 'keeper', ['Inventory Maintenance', ...EVERY_MODULE]);
  viewer = await signedIn(ctx, 'viewer', ['Station Information', ...EVERY_MODULE]);
  sensorViewer = await signedIn(ctx, 'sensors', ['List of Sensor', ...EVERY_MODULE]);
  officer = await signedIn(ctx, 'officer', ['Map CAQM']);
});

const call = apiCaller(ctx);

describe('inventory stations API: access, the station life cycle and taken ids', () => {
  it('asks for sign-in without a token and refuses users without an inventory role', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/inventory/stations' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api2/inventory/stations', officer)).statusCode).toBe(403);
    expect((await call('GET', '/api2/inventory/stations', sensorViewer)).statusCode).toBe(403);
    expect((await call('GET', '/api2/inventory/stations/CA01R', viewer)).statusCode).toBe(200);
  });

  it('lets Station Information read but not change', async () => {
    expect((await call('GET', '/api2/inventory/stations', viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api2/inventory/stations', viewer, river())).statusCode).toBe(403);
    expect(
      (await call('POST', '/api2/inventory/stations/CA01R/active', viewer, { isActive: false }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api2/inventory/stations/CA01R/ingest-key', viewer)).statusCode,
    ).toBe(403);
  });

  it('creates, reads back, changes and deactivates a station, logging each change', async () => {
    const created = await call('POST', '/api2/inventory/stations', keeper, river());
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: 'RK01',
      stateName: 'Selangor',
      districtName: 'Petaling',
      basinName: 'Klang',
      riverName: 'Sungai Klang',
      isActive: true,
      pictureUrl: null,
      ingestKey: null,
    });

    const { id: _id, ...details } = river();
    const changed = await call('PUT', '/api2/inventory/stations/RK01', keeper, {
      ...details,
      name: 'Sg. Klang, Jambatan Sulaiman',
      targetClass: 'IV',
    });
    expect(changed.json()).toMatchObject({
      id: 'RK01',
      name: 'Sg. Klang, Jambatan Sulaiman',
      targetClass: 'IV',
    });

    const off = await call('POST', '/api2/inventory/stations/RK01/active', keeper, {
      isActive: false,
    });
    expect(off.json().isActive).toBe(false);
    const inactive = await call('GET', '/api2/inventory/stations?active=false', viewer);
    expect(inactive.json().items.map((s: { id: string }) => s.id)).toEqual(['RK01']);

    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .selectAll()
      .where('entity', '=', 'station')
      .where('entityId', '=', 'RK01')
      .orderBy('id')
      .execute();
    expect(log.map((e) => [e.username, e.action])).toEqual([
      ['keeper', 'create'],
      ['keeper', 'update'],
      ['keeper', 'deactivate'],
    ]);
    expect(log[1]!.before).toMatchObject({ targetClass: 'III' });
    expect(log[1]!.after).toMatchObject({ targetClass: 'IV' });
  });

  it('refuses a station id that exists already, in any letter case', async () => {
    const res = await call('POST', '/api2/inventory/stations', keeper, { ...river(), id: 'rk01' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STATION_ID_TAKEN',
      message: 'A station with this station ID already exists.',
    });
  });
});

describe('inventory stations API: field checks', () => {
  it('names the field of a coordinate outside Malaysia, a misplaced location type and a wrong class', async () => {
    const outside = await call('POST', '/api2/inventory/stations', keeper, {
      ...river(),
      id: 'RK02',
      longitude: 3.14,
      latitude: 10.5,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().issues).toEqual([
      {
        path: 'longitude',
        message: 'longitude must lie in Malaysia: between 99 and 120 degrees east.',
      },
      {
        path: 'latitude',
        message: 'latitude must lie in Malaysia: between 0.5 and 7.5 degrees north.',
      },
    ]);
    // Swapped coordinates: the latitude is not a latitude at all, said once.
    const swapped = await call('POST', '/api2/inventory/stations', keeper, {
      ...river(),
      id: 'RK02',
      longitude: 3.14,
      latitude: 101.69,
    });
    expect(swapped.json().issues).toEqual([
      { path: 'latitude', message: 'latitude must be at most 90.' },
    ]);
    const malay = await ctx.app.inject({
      method: 'POST',
      url: '/api2/inventory/stations',
      headers: { ...keeper, 'accept-language': 'ms-MY' },
      payload: { ...river(), id: 'RK02', longitude: 130 },
    });
    expect(malay.json().issues[0].path).toBe('longitude');
    expect(malay.json().issues[0].message).toContain('Malaysia');

    const marineOnly = await call('POST', '/api2/inventory/stations', keeper, {
      ...river(),
      id: 'RK02',
      locationType: 'ESTUARY',
      targetClass: 'E',
    });
    expect(marineOnly.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'locationType',
      'targetClass',
    ]);
    const badId = await call('POST', '/api2/inventory/stations', keeper, {
      ...river(),
      id: 'RK-02',
    });
    expect(badId.json().issues[0]).toMatchObject({ path: 'id' });
    const badModule = await call('POST', '/api2/inventory/stations', keeper, {
      ...river(),
      id: 'RK02',
      module: 'XYZ',
    });
    expect(badModule.json().issues[0]).toMatchObject({ path: 'module' });
  });

  it('refuses a district of another state', async () => {
    const res = await call('POST', '/api2/inventory/stations', keeper, {
      ...river(),
      id: 'RK03',
      districtId: places.batuPahat,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('REFERENCE_INVALID');
  });
});

describe('inventory stations API: parameters, search and ingestion keys', () => {
  it('sets the parameters a station measures and refuses unknown ones', async () => {
    const res = await call('PUT', '/api2/inventory/stations/RK01/parameters', keeper, {
      codes: ['PH', 'DO', 'BOD'],
    });
    expect(res.json().parameters.map((p: { code: string }) => p.code)).toEqual(['BOD', 'DO', 'PH']);
    const fewer = await call('PUT', '/api2/inventory/stations/RK01/parameters', keeper, {
      codes: ['DO'],
    });
    expect(fewer.json().parameters.map((p: { code: string }) => p.code)).toEqual(['DO']);
    const unknown = await call('PUT', '/api2/inventory/stations/RK01/parameters', keeper, {
      codes: ['DO', 'XX'],
    });
    expect(unknown.json().code).toBe('REFERENCE_INVALID');
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['before', 'after'])
      .where('action', '=', 'set_parameters')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      before: { parameters: ['BOD', 'DO', 'PH'] },
      after: { parameters: ['DO'] },
    });
  });

  it('searches, filters by module and state, and pages', async () => {
    const found = await call('GET', '/api2/inventory/stations?search=kangar&pageSize=10', viewer);
    expect(found.json()).toMatchObject({
      total: 1,
      page: 1,
      pageSize: 10,
      items: [{ id: 'CA01R' }],
    });
    const river = await call(
      'GET',
      `/api2/inventory/stations?module=CRWQM&stateId=${places.selangor}`,
      viewer,
    );
    expect(river.json().items.map((s: { id: string }) => s.id)).toEqual(['RK01']);
    const paged = await call('GET', '/api2/inventory/stations?pageSize=1&page=2', viewer);
    expect(paged.json()).toMatchObject({ total: 2, items: [{ id: 'RK01' }] });
    expect((await call('GET', '/api2/inventory/stations?module=NOPE', viewer)).statusCode).toBe(
      400,
    );
  });

  it('issues an ingestion key once, keeps only its SHA-256, and rotates it', async () => {
    const first = await call('POST', '/api2/inventory/stations/CA01R/ingest-key', keeper);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { key, rotated } = first.json();
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(rotated).toBe(false);
    const sha = (k: string) => createHash('sha256').update(k).digest('hex');
    const row = await ctx.db.kysely
      .selectFrom('stationIngestKey')
      .selectAll()
      .where('stationId', '=', 'CA01R')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ keyHash: sha(key), createdBy: 'keeper' });

    // The plain key is nowhere in the database: not in the key table, not in the activity log.
    const dump = await sql<{
      text: string;
    }>`select (select coalesce(string_agg(t::text, ' '), '') from station_ingest_key t) || (select coalesce(string_agg(a::text, ' '), '') from activity_log a) as text`.execute(
      ctx.db.kysely,
    );
    expect(dump.rows[0]!.text).not.toContain(key);
    expect(dump.rows[0]!.text).not.toContain(key.slice(3));

    const detail = await call('GET', '/api2/inventory/stations/CA01R', viewer);
    expect(detail.json().ingestKey).toMatchObject({ createdBy: 'keeper' });
    expect(detail.body).not.toContain(key);

    const second = await call('POST', '/api2/inventory/stations/CA01R/ingest-key', keeper);
    expect(second.json().rotated).toBe(true);
    expect(second.json().key).not.toBe(key);
    const rotatedRow = await ctx.db.kysely
      .selectFrom('stationIngestKey')
      .select('keyHash')
      .where('stationId', '=', 'CA01R')
      .executeTakeFirstOrThrow();
    expect(rotatedRow.keyHash).toBe(sha(second.json().key));
    // The ingestion API knows the station by the new key only.
    expect(await stationOfKey(ctx.db.kysely, second.json().key)).toBe('CA01R');
    expect(await stationOfKey(ctx.db.kysely, key)).toBeNull();
    expect(await loggedActions(ctx.db.kysely, 'station_ingest_key')).toEqual(['issue', 'rotate']);

    expect(
      (await call('POST', '/api2/inventory/stations/NOPE1/ingest-key', keeper)).statusCode,
    ).toBe(404);
  });
});
