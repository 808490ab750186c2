import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { columns } from '../../test/columns.js';
import { addStation, insertStates } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { EVERY_MODULE, signedIn } from '../../test/users.js';

// The test clock's now is 2026-01-15 08:00 in Kuala Lumpur (00:00 UTC): 8 hours of that day have ended.
type Counts = {
  count: number;
  valid: number;
  expected: number;
  capture: number;
  excl: number | null;
};
/** Counts of an hour's rollup: values, valid values, expected values, capture and capture without calibration. */
const counts = (
  count: number,
  valid: number,
  expected: number,
  capture: number,
  excl: number | null,
): Counts => ({ count, valid, expected, capture, excl });
const ARCHIVED = counts(1, 1, 1, 100, 100);

const ctx = useTestApp(['auth', 'kpi']);
let systemUser: Record<string, string>;
let dataUser: Record<string, string>;
let stateA = 0;

/** `n` consecutive hourly rollups from the local time `start`. */
const hours = (stationId: string, parameterCode: string, start: string, n: number, c: Counts) =>
  sql`insert into reading_hourly (station_id, parameter_code, hour, avg, min, max, count, valid_count, expected_count, capture_pct, capture_excl_cal_pct, validity)
      select ${stationId}, ${parameterCode}, ${new Date(start)}::timestamptz + g * interval '1 hour', 1, 1, 1, ${c.count}, ${c.valid}, ${c.expected}, ${c.capture}, ${c.excl}, 1
      from generate_series(0, ${n - 1}) g`.execute(ctx.db.kysely);
const get = (url: string, headers = systemUser) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  const { 'State A': a, 'State B': b } = await insertStates(db, ['State A', 'State B']);
  stateA = a!;
  const station = (
    id: string,
    module: 'CAQM' | 'CRWQM' | 'MAQM',
    stateId: number,
    interval: number | null,
    parameters: string[],
  ) =>
    addStation(db, id, parameters, {
      module,
      name: `Station ${id}`,
      stateId,
      category: null,
      expectedIntervalMinutes: interval,
    });
  await station('CA01K', 'CAQM', a!, 5, ['PM10', 'CO']);
  await station('CA02K', 'CAQM', b!, 5, ['PM10']);
  await station('CR01K', 'CRWQM', a!, 15, ['DO']);
  await station('MA01K', 'MAQM', a!, null, ['PM10']);

  // System KPI: CA01K has data all of 13 January, 12 hours of the 14th and 4 of the 15th; a second
  // parameter in the same hours, an empty rollup and the hour still running do not count.
  await hours('CA01K', 'PM10', '2026-01-13T00:00:00+08:00', 24, ARCHIVED);
  await hours('CA01K', 'PM10', '2026-01-14T00:00:00+08:00', 12, ARCHIVED);
  await hours('CA01K', 'CO', '2026-01-14T00:00:00+08:00', 12, ARCHIVED);
  await hours('CA01K', 'PM10', '2026-01-15T00:00:00+08:00', 4, counts(12, 12, 12, 100, 100));
  await hours('CA01K', 'PM10', '2026-01-15T05:00:00+08:00', 1, counts(0, 0, 12, 0, 0));
  await hours('CA01K', 'PM10', '2026-01-15T08:00:00+08:00', 1, counts(3, 3, 12, 25, 25));
  await hours('CR01K', 'DO', '2026-01-14T06:00:00+08:00', 6, ARCHIVED);

  // Data KPI, December 2025 (744 hours).
  await hours('CA01K', 'PM10', '2025-12-01T00:00:00+08:00', 10, counts(12, 12, 12, 100, 100));
  await hours('CA01K', 'PM10', '2025-12-01T10:00:00+08:00', 2, counts(12, 6, 12, 50, 100));
  await hours('CA01K', 'PM10', '2025-12-01T12:00:00+08:00', 1, counts(12, 0, 12, 0, null));
  await hours('CA01K', 'PM10', '2025-12-02T00:00:00+08:00', 100, ARCHIVED);
  await hours('CA01K', 'PM10', '2025-12-10T00:00:00+08:00', 20, counts(1, 0, 1, 0, 0));
  await hours('CA01K', 'CO', '2025-12-01T00:00:00+08:00', 600, ARCHIVED);
  await hours('CR01K', 'DO', '2025-12-01T00:00:00+08:00', 555, ARCHIVED);
  await hours('CR01K', 'DO', '2025-12-28T00:00:00+08:00', 20, counts(4, 0, 4, 0, null));
  // Outside December: not counted.
  await hours('CA01K', 'CO', '2025-11-30T00:00:00+08:00', 24, ARCHIVED);

  systemUser = await signedIn(ctx, 'system.kpi', ['System KPI', ...EVERY_MODULE]);
  dataUser = await signedIn(ctx, 'data.kpi', ['Data KPI', ...EVERY_MODULE]);
});

describe('KPI reports: GET /api2/kpi/system', () => {
  it('gives each continuous station its uptime per local day over the hours that have ended', async () => {
    const res = await get('/api2/kpi/system?period=day&from=2026-01-13&to=2026-01-15');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.buckets).toEqual(['2026-01-13', '2026-01-14', '2026-01-15']);
    expect(body.stations.map((s: { id: string }) => s.id)).toEqual(['CA01K', 'CA02K', 'CR01K']);
    const [ca01, ca02, cr01] = body.stations;
    expect(ca01).toMatchObject({
      upHours: 40,
      expectedHours: 56,
      uptimePct: 71.43,
      meetsTarget: false,
      stateName: 'State A',
    });
    expect(columns(ca01.byBucket, 'upHours', 'expectedHours', 'uptimePct')).toEqual([
      [24, 24, 100],
      [12, 24, 50],
      [4, 8, 50],
    ]);
    expect(ca02).toMatchObject({ upHours: 0, expectedHours: 56, uptimePct: 0 });
    expect(cr01).toMatchObject({ upHours: 6, uptimePct: 10.71 });
  });

  it('pools the hours of each module', async () => {
    const body = (await get('/api2/kpi/system?period=day&from=2026-01-13&to=2026-01-15')).json();
    expect(
      body.modules.map(
        (m: {
          module: string;
          stations: number;
          upHours: number;
          expectedHours: number;
          uptimePct: number;
        }) => [m.module, m.stations, m.upHours, m.expectedHours, m.uptimePct],
      ),
    ).toEqual([
      ['CAQM', 2, 40, 112, 35.71],
      ['CRWQM', 1, 6, 56, 10.71],
    ]);
    expect(body.modules[0].byBucket.map((b: { uptimePct: number }) => b.uptimePct)).toEqual([
      50, 25, 25,
    ]);
  });

  it('groups by local month, and filters by module and state', async () => {
    const month = (
      await get('/api2/kpi/system?period=month&from=2025-12-01&to=2026-01-31&target=10')
    ).json();
    expect(month.buckets).toEqual(['2025-12', '2026-01']);
    const ca01 = month.stations.find((s: { id: string }) => s.id === 'CA01K');
    // December: CO's 600 hours cover every PM10 hour; January: 40 of the 344 hours that have ended.
    expect(columns(ca01.byBucket, 'upHours', 'expectedHours')).toEqual([
      [600, 744],
      [40, 344],
    ]);
    expect(ca01).toMatchObject({
      upHours: 640,
      expectedHours: 1088,
      uptimePct: 58.82,
      meetsTarget: true,
    });
    expect(
      (await get('/api2/kpi/system?module=CRWQM')).json().stations.map((s: { id: string }) => s.id),
    ).toEqual(['CR01K']);
    expect(
      (await get(`/api2/kpi/system?stateId=${stateA}`))
        .json()
        .stations.map((s: { id: string }) => s.id),
    ).toEqual(['CA01K', 'CR01K']);
  });

  it('defaults to the last 30 days, and refuses a reversed or too long range', async () => {
    const body = (await get('/api2/kpi/system')).json();
    expect(body).toMatchObject({
      period: 'day',
      from: '2025-12-17',
      to: '2026-01-15',
      target: 95,
    });
    expect(body.buckets).toHaveLength(30);
    const reversed = await get('/api2/kpi/system?from=2026-01-15&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    const long = await get('/api2/kpi/system?period=day&from=2025-06-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().issues[0].message).toBe(
      'The range may cover at most 92 days by day, or 24 months by month.',
    );
  });
});

describe('KPI reports: GET /api2/kpi/data', () => {
  const row = (
    rows: { stationId: string; parameterCode: string }[],
    stationId: string,
    parameterCode: string,
  ) => rows.find((r) => r.stationId === stationId && r.parameterCode === parameterCode);

  it('gives each station parameter its capture of the month, with and without calibration', async () => {
    const res = await get('/api2/kpi/data?month=2025-12', dataUser);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ month: '2025-12', hours: 744, target: 75, basis: 'excl_cal' });
    expect(
      body.rows.map(
        (r: { stationId: string; parameterCode: string }) => `${r.stationId} ${r.parameterCode}`,
      ),
    ).toEqual(['CA01K CO', 'CA01K PM10', 'CA02K PM10', 'CR01K DO']);
    // PM10: 10 full live hours + 2 half (the other half calibrating) + 1 calibrating + 100 archived + 20 invalid.
    // All losses: (10 + 2 × 0.5 + 100) / 744; without calibration: (10 + 2 + 100) / (744 − 1).
    expect(row(body.rows, 'CA01K', 'PM10')).toMatchObject({
      captureAllPct: 14.92,
      captureExclCalPct: 15.07,
      calibrationHours: 1,
      meetsTarget: false,
    });
    expect(row(body.rows, 'CA01K', 'CO')).toMatchObject({
      captureAllPct: 80.65,
      captureExclCalPct: 80.65,
      meetsTarget: true,
    });
    expect(row(body.rows, 'CA02K', 'PM10')).toMatchObject({
      captureAllPct: 0,
      captureExclCalPct: 0,
      meetsTarget: false,
    });
    // DO: 555 of 744 hours (74.60 %) counting every loss; 555 of 724 (76.66 %) leaving out 20 calibration hours.
    expect(row(body.rows, 'CR01K', 'DO')).toMatchObject({
      captureAllPct: 74.6,
      captureExclCalPct: 76.66,
      calibrationHours: 20,
      meetsTarget: true,
    });
  });

  it('judges on all losses or another target when asked', async () => {
    const all = (await get('/api2/kpi/data?month=2025-12&basis=all', dataUser)).json();
    expect(row(all.rows, 'CR01K', 'DO')!).toMatchObject({ meetsTarget: false });
    const strict = (
      await get('/api2/kpi/data?month=2025-12&target=85&module=CAQM', dataUser)
    ).json();
    expect(strict.rows.map((r: { meetsTarget: boolean }) => r.meetsTarget)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('counts only the ended hours of the current month, and none of a month to come', async () => {
    const current = (await get('/api2/kpi/data?module=CRWQM', dataUser)).json();
    expect(current).toMatchObject({ month: '2026-01', hours: 344 });
    expect(current.rows[0]).toMatchObject({ captureAllPct: 1.74 });
    const future = (await get('/api2/kpi/data?month=2026-03', dataUser)).json();
    expect(future.rows[0]).toMatchObject({
      captureAllPct: null,
      captureExclCalPct: null,
      meetsTarget: null,
    });
  });
});

describe('KPI reports: roles', () => {
  it('lets each KPI be read only with its role, and lists the states of continuous stations to both', async () => {
    expect((await get('/api2/kpi/system', dataUser)).statusCode).toBe(403);
    expect((await get('/api2/kpi/data', systemUser)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api2/kpi/data' })).statusCode).toBe(401);
    expect(
      (await get('/api2/kpi/states', dataUser)).json().map((s: { name: string }) => s.name),
    ).toEqual(['State A', 'State B']);
  });
});
