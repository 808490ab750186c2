import { API, DAY_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { columns } from '../../test/columns.js';
import { countRows } from '../../test/count-rows.js';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, bearer, signedIn, signIn } from '../../test/users.js';
import { seedStandards } from './standards-seed.js';

/** The clock of useTestApp starts on 15/01/2026 (Kuala Lumpur). */

const ctx = useTestApp(['auth', 'calculators']);
let admin: Record<string, string>;
let calculator: Record<string, string>;

const call = apiCaller(ctx);

beforeAll(async () => {
  admin = await signedIn(ctx, 'root', ['System Admin']);
  calculator = await signedIn(ctx, 'calc', ['Index Calculator CAQM', 'Index Calculator CMWQM']);
});

const overview = async () => (await call('GET', API.adminStandards.url, admin)).json();
const airApi = async (payload: object) =>
  (await call('POST', API.calculateAir.url, calculator, payload)).json();
const activity = (entity: string) =>
  ctx.db.kysely.selectFrom('activityLog').selectAll().where('entity', '=', entity).execute();
const addBreakpoints = (payload: object) =>
  call('POST', API.adminAddBreakpointVersion.url, admin, payload);

/** PM10 read as index = concentration up to 600: 150 µg/m³ gives 150 instead of 100. */
const linearPm10 = {
  parameter: 'PM10',
  version: 'TEST-2026',
  effectiveFrom: '2026-06-01',
  source: 'Test gazette',
  confidence: 'SINGLE',
  segments: [{ cLow: 0, cHigh: 600, iLow: 0, iHigh: 600 }],
};

describe('standards administration API: seeded versions, access and validation', () => {
  it('lists every seeded version with its source, confidence and whether it is in force', async () => {
    const body = await overview();
    expect(body).toMatchObject({ today: '2026-01-15', pm25Table: 'A' });
    const pm25 = body.breakpoints.filter((t: { parameter: string }) => t.parameter === 'PM25');
    expect(columns(pm25, 'variant', 'inForce', 'confidence')).toEqual([
      ['A', true, 'CONFLICT'],
      ['B', false, 'CONFLICT'],
    ]);
    expect(body.breakpoints.every((t: { source: string }) => t.source.length > 10)).toBe(true);
    const maaqs = body.limits.filter((v: { scheme: string }) => v.scheme === 'MAAQS');
    expect(maaqs.map((v: { version: string; inForce: boolean }) => [v.version, v.inForce])).toEqual(
      [
        ['IT-1', false],
        ['IT-2', false],
        ['STANDARD', true],
      ],
    );
    expect(
      body.limits.find((v: { scheme: string }) => v.scheme === 'MARINE_CRITERIA'),
    ).toMatchObject({ provisional: true, rows: expect.any(Array) });
    expect(
      body.indices.map((d: { kind: string; inForce: boolean }) => [d.kind, d.inForce]),
    ).toEqual([
      ['DOE_WQI', true],
      ['MMWQI', true],
    ]);
  });

  it('seeds only once however often the server starts', async () => {
    const before = await countRows(ctx.db.kysely, 'standardLimit');
    await seedStandards(ctx.db.kysely);
    expect(await countRows(ctx.db.kysely, 'standardLimit')).toBe(before);
  });

  it('keeps the standards to the System Admin', async () => {
    expect((await call('GET', API.adminStandards.url, calculator)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: API.adminStandards.url })).statusCode).toBe(
      401,
    );
    const put = await call('PUT', API.adminSetPm25Table.url, calculator, { variant: 'B' });
    expect(put.statusCode).toBe(403);
  });

  it('refuses malformed segments, an impossible date and a variant outside PM2.5, naming the field', async () => {
    const overlapping = await addBreakpoints({
      ...linearPm10,
      segments: [
        { cLow: 0, cHigh: 50, iLow: 0, iHigh: 50 },
        { cLow: 40, cHigh: 90, iLow: 50, iHigh: 100 },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().issues).toEqual([
      { path: 'segments', message: expect.stringContaining('ascending') },
    ]);
    const falling = await addBreakpoints({
      ...linearPm10,
      segments: [{ cLow: 0, cHigh: 50, iLow: 50, iHigh: 0 }],
    });
    expect(falling.json().issues[0].message).toContain('never fall');
    const badDate = await addBreakpoints({ ...linearPm10, effectiveFrom: '2026-02-30' });
    expect(badDate.json().issues[0].path).toBe('effectiveFrom');
    const variant = await addBreakpoints({ ...linearPm10, variant: 'B' });
    expect(variant.json().issues).toEqual([
      { path: 'variant', message: 'Only PM2.5 tables can be marked as table A or B.' },
    ]);
    expect(await activity('api_breakpoint_version')).toEqual([]);
  });
});

describe('standards administration API: breakpoint versions and PM2.5 tables', () => {
  it('adds a version effective in the future: the calculator keeps the current one until that day', async () => {
    const res = await addBreakpoints(linearPm10);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      parameter: 'PM10',
      version: 'TEST-2026',
      effectiveFrom: '2026-06-01',
      inForce: false,
      createdBy: 'root',
    });
    const [logged] = await activity('api_breakpoint_version');
    expect(logged).toMatchObject({ username: 'root', action: 'create', entityId: res.json().id });
    expect((await airApi({ PM10: 150 })).api).toBe(100);

    expect((await addBreakpoints({ ...linearPm10, effectiveFrom: '2026-07-01' })).statusCode).toBe(
      409,
    );
    expect((await addBreakpoints({ ...linearPm10, version: 'TEST-2026-B' })).json().message).toBe(
      'Another version already takes effect on this date. Choose another date.',
    );
  });

  it('switches PM2.5 to table B and back: 35 µg/m³ moves from ≈68.7 to ≈80.3, each change logged', async () => {
    expect((await airApi({ 'PM2.5': 35 })).subindex['PM2.5']).toBeCloseTo(68.7, 1);
    const toB = await call('PUT', API.adminSetPm25Table.url, admin, { variant: 'B' });
    expect(toB.statusCode).toBe(200);
    expect(toB.json().pm25Table).toBe('B');
    const withB = await airApi({ 'PM2.5': 35 });
    expect(withB.subindex['PM2.5']).toBeCloseTo(80.3, 1);
    expect(withB).toMatchObject({
      pm25Table: 'B',
      standards: [{ pollutant: 'PM2.5', version: 'DOE-2020-B' }],
    });
    await call('PUT', API.adminSetPm25Table.url, admin, { variant: 'A' });
    expect((await airApi({ 'PM2.5': 35 })).subindex['PM2.5']).toBeCloseTo(68.7, 1);
    const log = await activity('pm25_breakpoint_choice');
    expect(log.map((l) => [l.before, l.after])).toEqual([
      [{ variant: 'A' }, { variant: 'B' }],
      [{ variant: 'B' }, { variant: 'A' }],
    ]);
  });
});

describe('standards administration API: limits, MMWQI curves and effective days', () => {
  it('adds a limit version and refuses rows that do not fit the scheme', async () => {
    const version = {
      scheme: 'NWQS',
      version: 'NWQS-2026',
      effectiveFrom: '2026-03-01',
      source: 'Test gazette',
      confidence: 'SINGLE',
    };
    const bad = await call('POST', API.adminAddLimitVersion.url, admin, {
      ...version,
      rows: [{ parameter: 'BOD', averaging: '24H', unit: 'mg/L', min: null, max: 1 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0]).toEqual({
      path: 'rows.0',
      message: 'Each water quality limit needs a class and no averaging period.',
    });
    const res = await call('POST', API.adminAddLimitVersion.url, admin, {
      ...version,
      rows: [{ parameter: 'BOD', stationClass: 'I', unit: 'mg/L', min: null, max: 0.8 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: 'NWQS|NWQS-2026',
      inForce: false,
      rows: [{ parameter: 'BOD', stationClass: 'I', max: 0.8 }],
    });
    expect(await activity('standard_limit_version')).toHaveLength(1);
  });

  it('adds an MMWQI curve set for one location type that the marine calculator then uses', async () => {
    const current = (await overview()).indices.find((d: { kind: string }) => d.kind === 'MMWQI');
    const res = await call('POST', API.adminAddIndexVersion.url, admin, {
      kind: 'MMWQI',
      version: 'COASTAL-2026',
      effectiveFrom: '2026-01-01',
      source: 'Test study',
      confidence: 'SINGLE',
      provisional: false,
      locationType: 'COASTAL',
      data: { ...current.data, weights: { DO: 1, FC: 0, NH3: 0, NO3: 0, PO4: 0, TSS: 0 } },
    });
    expect(res.statusCode).toBe(201);
    const sample = { DO: 5, FC: 100, NH3: 0.07, NO3: 0.06, PO4: 0.075, TSS: 500 };
    const marine = (locationType: string) =>
      call('POST', API.calculateMarine.url, calculator, { ...sample, locationType });
    expect((await marine('COASTAL')).json()).toMatchObject({
      index: 80,
      provisional: false,
      standard: { version: 'COASTAL-2026' },
    });
    expect((await marine('ESTUARY')).json()).toMatchObject({
      provisional: true,
      standard: { version: 'PROVISIONAL-1' },
    });
    const badCurve = await call('POST', API.adminAddIndexVersion.url, admin, {
      kind: 'DOE_WQI',
      version: 'X',
      effectiveFrom: '2026-05-01',
      source: 'Test',
      confidence: 'SINGLE',
      data: { weights: {} },
    });
    expect(badCurve.statusCode).toBe(400);
  });

  it('uses the new PM10 version from its effective day on', async () => {
    ctx.clock.advance(140 * DAY_MS);
    admin = bearer(await signIn(ctx.app, 'root'));
    calculator = bearer(await signIn(ctx.app, 'calc'));
    expect((await airApi({ PM10: 150 })).api).toBe(150);
    expect(
      (await overview()).breakpoints.find((t: { version: string }) => t.version === 'TEST-2026')
        .inForce,
    ).toBe(true);
  });
});
