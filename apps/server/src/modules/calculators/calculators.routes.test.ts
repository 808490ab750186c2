import { API, isRoleName } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';

const ctx = useTestApp(['auth', 'calculators']);
let air: Record<string, string>;
let river: Record<string, string>;
let marine: Record<string, string>;

beforeAll(async () => {
  air = await signedIn(ctx, 'air.calc', ['Index Calculator MCAQM']);
  river = await signedIn(ctx, 'river.calc', ['Index Calculator CRWQM']);
  marine = await signedIn(ctx, 'marine.calc', ['Index Calculator MMWQM']);
});

const post = (url: string, headers: Record<string, string>, payload: object, language?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...(language ? { 'accept-language': language } : {}) },
    payload,
  });
const calcAir = (payload: object) => post(API.calculateAir.url, air, payload);
const calcRiver = (payload: object) => post(API.calculateRiver.url, river, payload);
const calcMarine = (payload: object) => post(API.calculateMarine.url, marine, payload);

describe('index calculators API', () => {
  it('declares only role names of the function hierarchy', () => {
    for (const def of [API.calculateAir, API.calculateRiver, API.calculateMarine]) {
      expect(def.access.anyOf.every(isRoleName), def.url).toBe(true);
    }
  });
});

describe('index calculators API: air (API)', () => {
  it.each([
    [50, 50],
    [150, 100],
    [350, 200],
    [420, 300],
    [500, 400],
    [600, 500],
  ])('PM10 %s µg/m³ gives API %s', async (pm10, api) => {
    const res = await calcAir({ PM10: pm10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().api).toBeCloseTo(api, 6);
    expect(res.json().subindex.PM10).toBeCloseTo(api, 6);
  });

  it('answers the API, the dominant pollutant with its mark, the category and the advice', async () => {
    const res = await calcAir({ PM10: 150, 'PM2.5': 35 });
    expect(res.json()).toMatchObject({
      api: 100,
      displayApi: 100,
      category: 'MODERATE',
      dominant: 'PM10',
      dominantPollutants: ['PM10'],
      symbol: '*',
      advice: 'NO_RESTRICTION',
      emergency: false,
      pm25Table: 'A',
    });
    expect(Object.keys(res.json().subindex).sort()).toEqual(['PM10', 'PM2.5']);
    expect(
      res
        .json()
        .standards.map((s: { pollutant: string; version: string }) => [s.pollutant, s.version]),
    ).toEqual([
      ['PM2.5', 'DOE-2020-A'],
      ['PM10', 'DOE-2020'],
    ]);
  });

  it.each([
    [5, 20.8],
    [20, 57.1],
    [35, 68.7],
    [50, 80.3],
    [60, 88.1],
    [100, 133.4],
    [200, 250.0],
  ])('PM2.5 %s µg/m³ gives the unrounded sub-index %s with table A', async (pm25, expected) => {
    const res = await calcAir({ 'PM2.5': pm25 });
    expect(res.json().subindex['PM2.5']).toBeCloseTo(expected, 1);
    expect(res.json().dominant).toBe('PM2.5');
  });

  it('reads the gases in ppm on their DOE tables', async () => {
    const res = await calcAir({ CO: 9, O3: 0.2, NO2: 0.17, SO2: 0.04 });
    const { subindex } = res.json();
    expect(subindex.CO).toBeCloseTo(100, 6);
    expect(subindex.O3).toBeCloseTo(200, 6);
    expect(subindex.NO2).toBeCloseTo(100, 6);
    expect(subindex.SO2).toBeCloseTo(100, 6);
    expect(res.json()).toMatchObject({
      dominant: 'O3',
      symbol: 'c',
      category: 'UNHEALTHY',
      advice: 'HIGH_RISK_LIMIT_OUTDOOR',
    });
  });

  it('keeps numbers unrounded and flags an emergency above 500', async () => {
    const unrounded = await calcAir({ PM10: 151 });
    expect(unrounded.json().api).toBe(100.5);
    expect(unrounded.json().displayApi).toBe(101);
    expect(unrounded.json().category).toBe('UNHEALTHY');
    const emergency = await calcAir({ PM10: 700 });
    expect(emergency.json()).toMatchObject({
      api: 600,
      category: 'HAZARDOUS',
      emergency: true,
      advice: 'FOLLOW_NSC_ORDERS',
    });
  });

  it('names both pollutants and marks & when their sub-indices round to the same API', async () => {
    const res = await calcAir({ PM10: 150, CO: 9 });
    expect(res.json().dominantPollutants.sort()).toEqual(['CO', 'PM10']);
    expect(res.json().symbol).toBe('&');
  });

  it('refuses an empty body, a negative or non-numeric value, and an unknown key, naming the field', async () => {
    const empty = await calcAir({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].message).toBe('Enter at least one pollutant concentration.');
    const negative = await calcAir({ PM10: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'PM10', message: 'PM10 must be at least 0.' }],
    });
    const text = await calcAir({ 'PM2.5': 'high' });
    expect(text.json().issues).toEqual([{ path: 'PM2.5', message: 'PM2.5 must be a number.' }]);
    const unknown = await calcAir({ PM25: 10 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].message).toContain('PM25');
  });
});

describe('index calculators API: river (DOE-WQI)', () => {
  it.each([
    [{ DO: 95, BOD: 1, COD: 8, NH3N: 0.05, SS: 10, pH: 7.0 }, 95.3, 'I', 'CLEAN'],
    [{ DO: 80, BOD: 3, COD: 20, NH3N: 0.5, SS: 60, pH: 6.8 }, 80.11, 'II', 'SLIGHTLY_POLLUTED'],
    [{ DO: 40, BOD: 8, COD: 60, NH3N: 2.0, SS: 250, pH: 6.2 }, 45.56, 'IV', 'POLLUTED'],
    [{ DO: 10, BOD: 20, COD: 150, NH3N: 5.0, SS: 1200, pH: 5.0 }, 14.37, 'V', 'POLLUTED'],
  ])('%o gives WQI ≈ %s, class %s, %s', async (sample, wqi, riverClass, status) => {
    const res = await calcRiver(sample);
    expect(res.statusCode).toBe(200);
    expect(res.json().wqi).toBeCloseTo(wqi, 2);
    expect(res.json()).toMatchObject({
      class: riverClass,
      status,
      standard: { version: 'DOE-WQI' },
    });
    expect(Object.keys(res.json().subindex).sort()).toEqual([
      'BOD',
      'COD',
      'DO',
      'NH3N',
      'SS',
      'pH',
    ]);
  });

  it('answers 400 naming a missing or non-numeric parameter, in the language asked for', async () => {
    const missing = await calcRiver({ DO: 95, COD: 8, NH3N: 0.05, SS: 10, pH: 7 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([{ path: 'BOD', message: 'BOD is required.' }]);
    const malay = await post(
      API.calculateRiver.url,
      river,
      { DO: 95, BOD: 1, COD: 8, NH3N: 'x', SS: 10, pH: 7 },
      'ms-MY',
    );
    expect(malay.json().issues).toEqual([{ path: 'NH3N', message: 'NH3N mestilah nombor.' }]);
    const ph = await calcRiver({ DO: 95, BOD: 1, COD: 8, NH3N: 0.05, SS: 10, pH: 15 });
    expect(ph.json().issues[0].path).toBe('pH');
  });
});

describe('index calculators API: marine (MMWQI, provisional)', () => {
  /** A coastal sample without its suspended solids. */
  const sample = { DO: 5, FC: 100, NH3: 0.07, NO3: 0.06, PO4: 0.075 };

  it('computes the index and category and says the curves are provisional', async () => {
    const res = await calcMarine({ ...sample, TSS: 50, locationType: 'COASTAL' });
    expect(res.statusCode).toBe(200);
    expect(res.json().index).toBeCloseTo(80, 9);
    expect(res.json()).toMatchObject({
      category: 'GOOD',
      locationType: 'COASTAL',
      provisional: true,
      standard: { version: 'PROVISIONAL-1' },
    });
    const best = await calcMarine({
      DO: 7,
      FC: 0,
      NH3: 0,
      NO3: 0,
      PO4: 0,
      TSS: 0,
      locationType: 'ISLAND',
    });
    expect(best.json()).toMatchObject({ index: 100, category: 'EXCELLENT' });
  });

  it('requires every parameter and a known location type', async () => {
    const res = await calcMarine({ ...sample, locationType: 'LAGOON' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .issues.map((i: { path: string }) => i.path)
        .sort(),
    ).toEqual(['TSS', 'locationType']);
  });
});

describe('index calculators API: access', () => {
  it('answers 401 without a token and 403 to a calculator role of another medium', async () => {
    const body = { PM10: 150 };
    expect(
      (await ctx.app.inject({ method: 'POST', url: API.calculateAir.url, payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await post(API.calculateAir.url, river, body)).statusCode).toBe(403);
    expect(
      (
        await post(API.calculateRiver.url, marine, {
          DO: 95,
          BOD: 1,
          COD: 8,
          NH3N: 0.05,
          SS: 10,
          pH: 7,
        })
      ).statusCode,
    ).toBe(403);
    expect((await post(API.calculateMarine.url, air, {})).statusCode).toBe(403);
  });
});
