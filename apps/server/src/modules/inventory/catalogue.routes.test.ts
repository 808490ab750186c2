import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, EVERY_MODULE, signedIn } from '../../test/users.js';
import { insertParameters, insertPlaces, insertStation } from './inventory.fixtures.js';

const ctx = useTestApp(['auth', 'inventory']);
let keeper: Record<string, string>;
let sensorViewer: Record<string, string>;
let parameterViewer: Record<string, string>;
let places: Awaited<ReturnType<typeof insertPlaces>>;

const turbidity = {
  code: 'turb2',
  medium: 'river',
  nameEn: 'Turbidity (field)',
  nameMs: 'Kekeruhan (lapangan)',
  unit: 'NTU',
  decimals: 0,
  rangeMin: 0,
  rangeMax: 4000,
  maxStep: 500,
};
const sensor = {
  stationId: 'CA01R',
  parameterCode: 'PM10',
  make: 'Met One',
  model: 'BAM-1020',
  serialNo: 'SN-1001',
  installedOn: '2024-03-01',
};

beforeAll(async () => {
  const db = ctx.db.kysely;
  places = await insertPlaces(db);
  await insertParameters(db, ['PM10', 'PM25', 'DO']);
  await insertStation(db, 'CA01R', { name: 'Kangar' });
  await insertStation(db, 'CA02K', { name: 'Langkawi' });
  keeper = await signedIn(ctx, 'keeper', ['Inventory Maintenance', ...EVERY_MODULE]);
  sensorViewer = await signedIn(ctx, 'sensors', ['List of Sensor', ...EVERY_MODULE]);
  parameterViewer = await signedIn(ctx, 'params', ['List of Parameter', ...EVERY_MODULE]);
});

const call = apiCaller(ctx);

describe('inventory API: roles and parameters', () => {
  it('gives each list role its list only, and changes only to Inventory Maintenance', async () => {
    expect((await call('GET', '/api2/inventory/parameters', parameterViewer)).statusCode).toBe(200);
    expect((await call('GET', '/api2/inventory/sensors', parameterViewer)).statusCode).toBe(403);
    expect((await call('GET', '/api2/inventory/sensors', sensorViewer)).statusCode).toBe(200);
    expect((await call('GET', '/api2/inventory/parameters', sensorViewer)).statusCode).toBe(403);
    expect((await call('GET', '/api2/inventory/edc', sensorViewer)).statusCode).toBe(403);
    expect((await call('POST', '/api2/inventory/sensors', sensorViewer, sensor)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api2/inventory/parameters', parameterViewer, turbidity)).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/inventory/parameters' })).statusCode,
    ).toBe(401);
  });

  it('adds, changes and deactivates a parameter, refusing a taken code and an empty range', async () => {
    const created = await call('POST', '/api2/inventory/parameters', keeper, turbidity);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'TURB2',
      averaging: null,
      mdl: 0,
      isActive: true,
      stationCount: 0,
    });
    const taken = await call('POST', '/api2/inventory/parameters', keeper, {
      ...turbidity,
      code: 'pm10',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PARAMETER_CODE_TAKEN');
    const empty = await call('POST', '/api2/inventory/parameters', keeper, {
      ...turbidity,
      code: 'X1',
      rangeMin: 5,
      rangeMax: 5,
    });
    expect(empty.json().issues).toEqual([
      { path: 'rangeMax', message: 'rangeMax must be above the range minimum.' },
    ]);

    const { code: _c, ...fields } = turbidity;
    const changed = await call('PUT', '/api2/inventory/parameters/TURB2', keeper, {
      ...fields,
      decimals: 1,
    });
    expect(changed.json().decimals).toBe(1);
    const off = await call('POST', '/api2/inventory/parameters/TURB2/active', keeper, {
      isActive: false,
    });
    expect(off.json().isActive).toBe(false);
    const list = await call(
      'GET',
      '/api2/inventory/parameters?medium=river&active=false',
      parameterViewer,
    );
    expect(list.json().items.map((p: { code: string }) => p.code)).toEqual(['TURB2']);
    const searched = await call(
      'GET',
      '/api2/inventory/parameters?search=kekeruhan',
      parameterViewer,
    );
    expect(searched.json().total).toBe(1);
  });
});

describe('inventory API: sensors', () => {
  it('adds, lists, changes and retires a sensor, refusing an unknown station or parameter', async () => {
    const created = await call('POST', '/api2/inventory/sensors', keeper, sensor);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      stationName: 'Kangar',
      parameterNameEn: 'PM10',
      installedOn: '2024-03-01',
      status: 'active',
    });
    await call('POST', '/api2/inventory/sensors', keeper, {
      ...sensor,
      stationId: 'CA02K',
      parameterCode: 'PM25',
      serialNo: 'SN-2002',
    });
    expect(
      (
        await call('POST', '/api2/inventory/sensors', keeper, { ...sensor, stationId: 'NOPE1' })
      ).json().code,
    ).toBe('REFERENCE_INVALID');
    expect(
      (
        await call('POST', '/api2/inventory/sensors', keeper, { ...sensor, parameterCode: 'TURB2' })
      ).json().code,
    ).toBe('REFERENCE_INVALID');
    expect(
      (
        await call('POST', '/api2/inventory/sensors', keeper, {
          ...sensor,
          installedOn: '01/03/2024',
        })
      ).json().issues[0].path,
    ).toBe('installedOn');

    const byStation = await call('GET', '/api2/inventory/sensors?stationId=CA02K', sensorViewer);
    expect(byStation.json().items.map((s: { serialNo: string }) => s.serialNo)).toEqual([
      'SN-2002',
    ]);
    const searched = await call(
      'GET',
      '/api2/inventory/sensors?search=bam&pageSize=1',
      sensorViewer,
    );
    expect(searched.json()).toMatchObject({ total: 2, pageSize: 1 });

    const id = created.json().id as number;
    const changed = await call('PUT', `/api2/inventory/sensors/${id}`, keeper, {
      ...sensor,
      status: 'maintenance',
    });
    expect(changed.json().status).toBe('maintenance');
    const retired = await call('POST', `/api2/inventory/sensors/${id}/retire`, keeper);
    expect(retired.json().status).toBe('retired');
    expect(
      (await call('GET', '/api2/inventory/sensors?status=retired', sensorViewer)).json().total,
    ).toBe(1);
    expect((await call('POST', '/api2/inventory/sensors/9999/retire', keeper)).statusCode).toBe(
      404,
    );
  });
});

describe('inventory API: EDC equipment, activity log and OpenAPI', () => {
  it('keeps EDC equipment at a station or in store, and retires it', async () => {
    const logger = await call('POST', '/api2/inventory/edc', keeper, {
      stationId: 'CA01R',
      kind: 'logger',
      make: 'Campbell',
      model: 'CR1000X',
      serialNo: 'L-77',
      firmware: '3.2',
    });
    expect(logger.statusCode).toBe(201);
    expect(logger.json()).toMatchObject({
      stationName: 'Kangar',
      kind: 'logger',
      installedOn: null,
    });
    const spare = await call('POST', '/api2/inventory/edc', keeper, {
      kind: 'modem',
      make: 'Teltonika',
      model: 'RUT240',
      serialNo: 'M-1',
    });
    expect(spare.json()).toMatchObject({ stationId: null, stationName: null });
    const moved = await call('PUT', `/api2/inventory/edc/${spare.json().id}`, keeper, {
      stationId: 'CA02K',
      kind: 'modem',
      make: 'Teltonika',
      model: 'RUT240',
      serialNo: 'M-1',
    });
    expect(moved.json().stationName).toBe('Langkawi');
    expect(
      (await call('POST', `/api2/inventory/edc/${logger.json().id}/retire`, keeper)).json().status,
    ).toBe('retired');
    expect(
      (await call('GET', '/api2/inventory/edc?kind=modem', keeper))
        .json()
        .items.map((e: { serialNo: string }) => e.serialNo),
    ).toEqual(['M-1']);
    const station = await call('GET', '/api2/inventory/stations/CA01R', keeper);
    expect(station.json()).toMatchObject({
      sensors: [{ serialNo: 'SN-1001' }],
      edc: [{ serialNo: 'L-77' }],
    });
  });

  it('writes every change to the activity log under its entity', async () => {
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['entity', 'action'])
      .where('entity', 'in', ['parameter', 'sensor', 'edc_inventory'])
      .orderBy('id')
      .execute();
    expect(log.map((e) => `${e.entity}:${e.action}`)).toEqual([
      'parameter:create',
      'parameter:update',
      'parameter:deactivate',
      'sensor:create',
      'sensor:create',
      'sensor:update',
      'sensor:retire',
      'edc_inventory:create',
      'edc_inventory:create',
      'edc_inventory:update',
      'edc_inventory:retire',
    ]);
  });

  it('documents every inventory route in the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api2/inventory/stations/{id}/picture',
        '/api2/inventory/parameters/{code}',
        '/api2/inventory/pictures/{key}',
      ]),
    );
  });
});

describe('inventory API: pickers', () => {
  it('offers picker lists to any inventory role: districts by state, basins by state, rivers by basin', async () => {
    const states = await call('GET', '/api2/inventory/ref/states', sensorViewer);
    expect(states.json().map((s: { name: string }) => s.name)).toEqual(['Johor', 'Selangor']);
    const districts = await call(
      'GET',
      `/api2/inventory/ref/districts?stateId=${places.johor}`,
      sensorViewer,
    );
    expect(districts.json()).toEqual([
      { id: places.batuPahat, stateId: places.johor, name: 'Batu Pahat' },
    ]);
    expect(
      (
        await call('GET', `/api2/inventory/ref/basins?stateId=${places.johor}`, sensorViewer)
      ).json(),
    ).toEqual([]);
    expect(
      (
        await call('GET', `/api2/inventory/ref/basins?stateId=${places.selangor}`, sensorViewer)
      ).json(),
    ).toEqual([{ id: places.klangBasin, name: 'Klang' }]);
    const rivers = await call(
      'GET',
      `/api2/inventory/ref/rivers?basinId=${places.klangBasin}`,
      parameterViewer,
    );
    expect(rivers.json()).toEqual([
      { id: places.klangRiver, basinId: places.klangBasin, name: 'Sungai Klang' },
    ]);
    expect(
      (await call('GET', '/api2/inventory/ref/stations?module=CAQM', sensorViewer)).json(),
    ).toHaveLength(2);
    expect(
      (await call('GET', '/api2/inventory/ref/parameters', sensorViewer))
        .json()
        .map((p: { code: string }) => p.code),
    ).toContain('TURB2');
  });
});
