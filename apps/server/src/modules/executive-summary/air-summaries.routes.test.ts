import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { insertStates } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { EVERY_MODULE, signedIn } from '../../test/users.js';
import { insertHours } from '../reports/reports.fixtures.js';
import { insertApiHours, insertStation } from './executive-summary.fixtures.js';

type Counts = { cls: string; count: number }[];
const nonZero = (counts: Counts) =>
  Object.fromEntries(counts.filter((c) => c.count > 0).map((c) => [c.cls, c.count]));

const ctx = useTestApp(['auth', 'executiveSummary']);
let executive: Record<string, string>;
let riverExecutive: Record<string, string>;
let selangor = 0;
const get = (url: string, headers = executive) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  const states = await insertStates(db, ['Selangor', 'Kedah']);
  selangor = states.Selangor!;
  await insertStation(db, 'CA1', 'CAQM', selangor, ['PM25', 'PM10']);
  await insertStation(db, 'CA2', 'CAQM', selangor, ['PM25', 'PM10']);
  await insertStation(db, 'CA3', 'CAQM', states.Kedah!, ['PM25', 'PM10']);
  await insertApiHours(db, [
    ['CA1', '2026-01-10T09:00:00+08:00', 40, ['PM25']],
    ['CA1', '2026-01-10T15:00:00+08:00', 130, ['PM25']],
    ['CA1', '2026-01-11T10:00:00+08:00', 90, ['PM10']],
    ['CA2', '2026-01-10T12:00:00+08:00', 60, ['O3']],
    ['CA2', '2026-01-11T12:00:00+08:00', 105, ['PM25', 'PM10']],
    ['CA2', '2026-01-12T08:00:00+08:00', 50, ['PM25']],
    ['CA3', '2026-01-10T10:00:00+08:00', 30, ['CO']],
    ['CA3', '2026-01-12T10:00:00+08:00', 250, ['PM25']],
    ['CA3', '2026-01-12T11:00:00+08:00', 240, ['PM25']],
    // 23:00 on 9 January in Kuala Lumpur: the day before the period.
    ['CA3', '2026-01-09T23:00:00+08:00', 400, ['PM25']],
  ]);

  // Hotspots: 10 Jan 2 in Selangor (1 high) and 1 outside Malaysia; 11 Jan 4 outside; 12 Jan 1 in
  // Kedah; 13 Jan none; 14 Jan 3 in Selangor (2 high). 00:30 on the 10th in KL is 16:30Z on the 9th.
  let n = 0;
  const spot = (at: string, stateId: number | null, confidence = 'nominal') => ({
    // Each detection its own place: one place and time is one detection.
    latitude: 3 + (n += 0.01),
    longitude: 101,
    observedAt: new Date(at),
    confidence,
    frp: 10,
    stateId,
    importId: null,
  });
  await db
    .insertInto('hotspot')
    .values([
      spot('2026-01-10T00:30:00+08:00', selangor, 'high'),
      spot('2026-01-10T14:00:00+08:00', selangor),
      spot('2026-01-10T14:00:00+08:00', null),
      ...Array.from({ length: 4 }, () => spot('2026-01-11T13:00:00+08:00', null)),
      spot('2026-01-12T13:00:00+08:00', states.Kedah!),
      spot('2026-01-14T13:00:00+08:00', selangor, 'high'),
      spot('2026-01-14T13:05:00+08:00', selangor, 'high'),
      spot('2026-01-14T13:10:00+08:00', selangor),
      // The day after the period.
      spot('2026-01-15T01:00:00+08:00', selangor),
    ])
    .execute();
  // PM2.5 daily means: CA1 30, 50, 20, 10, 40; CA3 10, 30, 20, (12 hours only: no mean), 60.
  const day = async (station: string, date: string, value: number, hours = 24) =>
    insertHours(db, station, 'PM25', `${date}T00:00:00+08:00`, Array(hours).fill(value));
  for (const [date, a, c] of [
    ['2026-01-10', 30, 10],
    ['2026-01-11', 50, 30],
    ['2026-01-12', 20, 20],
    ['2026-01-13', 10, 10],
    ['2026-01-14', 40, 60],
  ] as const) {
    await day('CA1', date, a);
    await day('CA3', date, c, date === '2026-01-13' ? 12 : 24);
  }

  executive = await signedIn(ctx, 'director', ['Executive Summary', ...EVERY_MODULE]);
  riverExecutive = await signedIn(ctx, 'river.director', ['Executive Summary', 'Map CRWQM']);
});

describe('executive summary: air quality overview', () => {
  const url = '/api2/executive-summary/air-quality?from=2026-01-10&to=2026-01-12';

  it('gives each state and the nation its days per class of the day’s highest API', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toBe(3);
    // Selangor: 130, 105, 50; Kedah: 30, nothing, 250; nation: 130, 105, 250.
    expect(
      body.states.map((s: { stateName: string; counts: Counts }) => [
        s.stateName,
        nonZero(s.counts),
      ]),
    ).toEqual([
      ['Kedah', { GOOD: 1, VERY_UNHEALTHY: 1, NA: 1 }],
      ['Selangor', { GOOD: 1, UNHEALTHY: 2 }],
    ]);
    expect(nonZero(body.national)).toEqual({ UNHEALTHY: 2, VERY_UNHEALTHY: 1 });
  });

  it('ranks the worst stations by unhealthy hours, then by their highest API', async () => {
    const { worst } = (await get(url)).json();
    expect(
      worst.map((w: Record<string, unknown>) => [
        w.stationId,
        w.maxApi,
        w.maxAt,
        w.unhealthyHours,
        w.unhealthyDays,
        w.hours,
      ]),
    ).toEqual([
      ['CA3', 250, '2026-01-12T02:00:00.000Z', 2, 1, 3],
      ['CA1', 130, '2026-01-10T07:00:00.000Z', 1, 1, 3],
      ['CA2', 105, '2026-01-11T04:00:00.000Z', 1, 1, 3],
    ]);
  });

  it('shares the station-hours among dominant pollutants, nationally and per state', async () => {
    const body = (await get(url)).json();
    // 9 hours: PM2.5 5, PM10 1, O3 1, CO 1, two at once 1.
    expect(body.dominant).toEqual([
      { pollutant: 'PM25', hours: 5, pct: 55.6 },
      { pollutant: 'PM10', hours: 1, pct: 11.1 },
      { pollutant: 'O3', hours: 1, pct: 11.1 },
      { pollutant: 'CO', hours: 1, pct: 11.1 },
      { pollutant: 'MULTIPLE', hours: 1, pct: 11.1 },
    ]);
    expect(body.dominantByState).toEqual([
      { stateName: 'Kedah', pollutant: 'PM25', pct: 66.7 },
      { stateName: 'Selangor', pollutant: 'PM25', pct: 50 },
    ]);
  });

  it('shows no air data to an executive whose roles cover no air module', async () => {
    const body = (await get(url, riverExecutive)).json();
    expect(body).toMatchObject({ states: [], worst: [], dominant: [], dataLevel: null });
    expect(nonZero(body.national)).toEqual({ NA: 3 });
  });

  it('refuses a period longer than a year', async () => {
    const res = await get('/api2/executive-summary/air-quality?from=2024-01-01&to=2026-01-01');
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('executive summary: hotspots against PM', () => {
  const url = '/api2/executive-summary/hotspots?from=2026-01-10&to=2026-01-14';

  it('counts hotspots per day in and outside Malaysia beside the daily PM2.5 mean', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toEqual([
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
      '2026-01-13',
      '2026-01-14',
    ]);
    expect(body.hotspots).toEqual([2, 0, 1, 0, 3]);
    expect(body.outside).toEqual([1, 4, 0, 0, 0]);
    expect(body.totals).toEqual({ hotspots: 6, highConfidence: 3, outside: 5 });
    // Means of CA1 and CA3; on the 13th CA3 had only 12 valid hours, so CA1 alone.
    expect(body.pm25).toEqual([20, 40, 20, 10, 50]);
    expect(body.pm10).toEqual([null, null, null, null, null]);
    expect(body.pmStations).toBe(3);
  });

  it('correlates all the day’s hotspots with PM2.5 the same day and a day later', async () => {
    const { correlation } = (await get(url)).json();
    // Hotspots 3, 4, 1, 0, 3 against 20, 40, 20, 10, 50: Σxy 82, Σx² 10.8, Σy² 1080 → r = 82 / 108.
    // A day later: (3, 40), (4, 20), (1, 10), (0, 50): −30 / √(10 · 1000) = −0.3.
    expect(correlation).toEqual([
      { pollutant: 'PM25', lag: 0, r: 0.759, n: 5 },
      { pollutant: 'PM25', lag: 1, r: -0.3, n: 4 },
      { pollutant: 'PM10', lag: 0, r: null, n: 0 },
      { pollutant: 'PM10', lag: 1, r: null, n: 0 },
    ]);
  });

  it('keeps to one state when asked: its hotspots and its stations’ PM', async () => {
    const body = (await get(`${url}&stateId=${selangor}`)).json();
    expect(body).toMatchObject({ stateName: 'Selangor', pmStations: 2 });
    expect(body.hotspots).toEqual([2, 0, 0, 0, 3]);
    expect(body.outside).toEqual([1, 4, 0, 0, 0]);
    expect(body.pm25).toEqual([30, 50, 20, 10, 40]);
  });

  it('still shows hotspots, but no PM, to an executive without the air network', async () => {
    const body = (await get(url, riverExecutive)).json();
    expect(body.hotspots).toEqual([2, 0, 1, 0, 3]);
    expect(body).toMatchObject({ pmStations: 0, dataLevel: null });
    expect(body.pm25).toEqual([null, null, null, null, null]);
  });
});
