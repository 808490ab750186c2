import { EXECUTIVE_SUMMARY_API_ENTRIES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { insertStates } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, EVERY_MODULE, signIn } from '../../test/users.js';
import { readPdfPages, readXlsxRows } from '../exports/read-export.fixtures.js';
import { insertHours, insertSample } from '../reports/reports.fixtures.js';
import { insertApiHours, insertStation } from './executive-summary.fixtures.js';

// The test clock's now: 2026-01-15 08:00 in Kuala Lumpur. 7 days run from 9 January, 30 from 17 December.
const NOW = new Date('2026-01-15T08:00:00+08:00');
const MIN = 60_000;
const WQI = ['DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'];
/** Values of the DOE-WQI vectors of design INDICES §3: 95.30 (class I), 80.11 (II), 45.56 (IV). */
const CLASS_I = [95, 1, 8, 0.05, 10, 7.0];
const CLASS_II = [80, 3, 20, 0.5, 60, 6.8];
const CLASS_IV = [40, 8, 60, 2.0, 250, 6.2];

type Counts = { cls: string; count: number }[];
const nonZero = (counts: Counts) =>
  Object.fromEntries(counts.filter((c) => c.count > 0).map((c) => [c.cls, c.count]));

const ctx = useTestApp(['auth', 'executiveSummary', 'exports']);
let executive: Record<string, string>;
let airExecutive: Record<string, string>;
let noModuleExecutive: Record<string, string>;
let officer: Record<string, string>;
let userId = '';
const get = (url: string, headers = executive) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  const state = await insertStates(db, ['Johor', 'Perak']);
  const { Johor, Perak } = state as { Johor: number; Perak: number };
  await insertStation(db, 'CA01X', 'CAQM', Johor, ['PM10']);
  await insertStation(db, 'CA02X', 'CAQM', Perak, ['PM10']);
  await insertStation(db, 'CA03X', 'CAQM', Johor, ['PM10']);
  await insertStation(db, 'CA04X', 'CAQM', Perak, ['PM10'], { isActive: false });
  await insertStation(db, 'CR01X', 'CRWQM', Johor, WQI, { expectedIntervalMinutes: 15 });
  await insertStation(db, 'CR02X', 'CRWQM', Perak, WQI, { expectedIntervalMinutes: 15 });
  await insertStation(db, 'MR01X', 'MRWQM', Perak, WQI);
  await insertStation(db, 'MM01X', 'MMWQM', Johor, [], { locationType: 'COASTAL' });

  // Air: CA01X is good now (07:00), reached 120 in the last 24 h, 210 on 10 Jan and 320 on 20 Dec;
  // CA02X's last API (60) is 27 hours old; CA03X has none.
  await insertApiHours(db, [
    ['CA01X', '2026-01-15T07:00:00+08:00', 45, ['PM25']],
    ['CA01X', '2026-01-15T02:00:00+08:00', 120, ['PM25']],
    ['CA01X', '2026-01-10T12:00:00+08:00', 210, ['PM25']],
    ['CA01X', '2025-12-20T12:00:00+08:00', 320, ['PM25']],
    ['CA01X', '2025-12-10T12:00:00+08:00', 450, ['PM25']],
    ['CA02X', '2026-01-14T05:00:00+08:00', 60, ['PM10']],
  ]);
  // River: CR01X class I an hour ago; CR02X class IV on 20 Dec only; MR01X sampled class II on 5 Jan.
  const water = async (station: string, hour: string, values: number[]) => {
    for (const [i, code] of WQI.entries()) await insertHours(db, station, code, hour, [values[i]!]);
  };
  await water('CR01X', '2026-01-15T07:00:00+08:00', CLASS_I);
  await water('CR02X', '2025-12-20T10:00:00+08:00', CLASS_IV);
  await water('MR01X', '2026-01-05T10:00:00+08:00', CLASS_II);
  // A released sample is a manual reading as well as its hour's rollup.
  await insertSample(
    db,
    'MR01X',
    '2026-01-05T10:00:00+08:00',
    Object.fromEntries(WQI.map((code, i) => [code, CLASS_II[i]!])),
  );
  // Data capture of January (344 ended hours): CA01X half of them, CA02X all, CA03X none.
  await insertHours(db, 'CA01X', 'PM10', '2026-01-01T00:00:00+08:00', Array(172).fill(20));
  await insertHours(db, 'CA02X', 'PM10', '2026-01-01T00:00:00+08:00', Array(344).fill(20));
  // Transmission now: on time (3 min), late (1 h), down (3 h), on time (20 min of 15-min data).
  const seen = (stationId: string, agoMs: number) => ({
    stationId,
    lastTs: new Date(NOW.getTime() - agoMs),
    lastReceivedAt: new Date(NOW.getTime() - agoMs),
  });
  await db
    .insertInto('stationStatus')
    .values([
      seen('CA01X', 3 * MIN),
      seen('CA02X', 60 * MIN),
      seen('CR01X', 180 * MIN),
      seen('CR02X', 20 * MIN),
    ])
    .execute();

  userId = await createUser(db, {
    username: 'director',
    roles: ['Executive Summary', ...EVERY_MODULE],
  });
  await createUser(db, { username: 'air.director', roles: ['Executive Summary', 'Map CAQM'] });
  await createUser(db, { username: 'lone.director', roles: ['Executive Summary'] });
  await createUser(db, { username: 'officer', roles: EVERY_MODULE });
  executive = bearer(await signIn(ctx.app, 'director'));
  airExecutive = bearer(await signIn(ctx.app, 'air.director'));
  noModuleExecutive = bearer(await signIn(ctx.app, 'lone.director'));
  officer = bearer(await signIn(ctx.app, 'officer'));
});

describe('executive summary: access', () => {
  const urls = Object.values(EXECUTIVE_SUMMARY_API_ENTRIES).map((e) =>
    e.url === EXECUTIVE_SUMMARY_API_ENTRIES.esTrendAnalysis.url
      ? `${e.url}?module=CAQM&measure=INDEX`
      : e.url,
  );

  it.each(urls)(
    '%s answers the Executive Summary role, 403 to others, 401 without a token',
    async (url) => {
      expect((await get(url)).statusCode).toBe(200);
      const refused = await get(url, officer);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );
});

describe('executive summary: index overview', () => {
  it('counts air stations per class now and by their worst hour over 24 h, 7 d and 30 d', async () => {
    const res = await get('/api2/executive-summary/index-overview');
    expect(res.statusCode).toBe(200);
    const air = res.json().media.find((m: { medium: string }) => m.medium === 'air');
    const byWindow = Object.fromEntries(
      air.windows.map((w: { window: string; national: Counts }) => [w.window, nonZero(w.national)]),
    );
    expect(byWindow).toEqual({
      now: { GOOD: 1, NA: 2 },
      '24h': { UNHEALTHY: 1, NA: 2 },
      '7d': { VERY_UNHEALTHY: 1, MODERATE: 1, NA: 1 },
      // 450 on 10 December is before the 30 days.
      '30d': { HAZARDOUS: 1, MODERATE: 1, NA: 1 },
    });
    const week = air.windows.find((w: { window: string }) => w.window === '7d');
    expect(
      week.states.map((s: { stateName: string; total: number; counts: Counts }) => [
        s.stateName,
        s.total,
        nonZero(s.counts),
      ]),
    ).toEqual([
      ['Johor', 2, { VERY_UNHEALTHY: 1, NA: 1 }],
      ['Perak', 1, { MODERATE: 1 }],
    ]);
  });

  it('counts river stations by the class of their mean values in each period', async () => {
    const body = (await get('/api2/executive-summary/index-overview')).json();
    const river = body.media.find((m: { medium: string }) => m.medium === 'river');
    expect(river.modules).toEqual(['CRWQM', 'MRWQM']);
    expect(
      Object.fromEntries(
        river.windows.map((w: { window: string; national: Counts }) => [
          w.window,
          nonZero(w.national),
        ]),
      ),
    ).toEqual({
      // The manual sample of 5 January is current (31 days); CR02X's December hour is not.
      now: { I: 1, II: 1, NA: 1 },
      '24h': { I: 1, NA: 2 },
      '7d': { I: 1, NA: 2 },
      '30d': { I: 1, II: 1, IV: 1 },
    });
    const marine = body.media.find((m: { medium: string }) => m.medium === 'marine');
    expect(nonZero(marine.windows[0].national)).toEqual({ NA: 1 });
    expect(body.dataLevel).toBe('provisional');
  });

  it('keeps to the modules the caller covers', async () => {
    const air = (await get('/api2/executive-summary/index-overview', airExecutive)).json();
    expect(air.media.map((m: { medium: string }) => m.medium)).toEqual(['air']);
    const none = await get('/api2/executive-summary/index-overview', noModuleExecutive);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ media: [], dataLevel: null });
    expect(none.body).not.toContain('CA01X');
  });

  it('says the figures are approved once level-3 ranges cover every station over the 30 days', async () => {
    const range = (stationId: string) => ({
      stationId,
      parameterCode: null,
      fromTs: new Date('2025-12-01T00:00:00+08:00'),
      toTs: new Date('2026-02-01T00:00:00+08:00'),
      level: 3 as const,
      userId,
      username: 'director',
      note: null,
      at: NOW,
    });
    await ctx.db.kysely
      .insertInto('approval')
      .values(['CA01X', 'CA02X', 'CA03X'].map(range))
      .execute();
    expect(
      (await get('/api2/executive-summary/index-overview', airExecutive)).json().dataLevel,
    ).toBe('approved');
    expect((await get('/api2/executive-summary/index-overview')).json().dataLevel).toBe(
      'provisional',
    );
  });
});

describe('executive summary: station statistics', () => {
  it('counts stations per module, state and status, with the month’s capture', async () => {
    const res = await get('/api2/executive-summary/station-statistics');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ month: '2026-01', hours: 344, target: 75 });
    const row = (module: string, stateName: string | null) =>
      body.rows.find(
        (r: { module: string; total: boolean; stateName: string | null }) =>
          r.module === module && (stateName === null ? r.total : r.stateName === stateName),
      );
    // Capture: CA01X 172/344 = 50 %, CA02X 100 %, CA03X 0 %: mean 50 %, one pair meets 75 %.
    expect(row('CAQM', null)).toEqual({
      module: 'CAQM',
      total: true,
      stateName: null,
      stations: 4,
      active: 3,
      inactive: 1,
      onTime: 1,
      late: 1,
      down: 0,
      never: 1,
      capturePct: 50,
      capturePairs: 3,
      captureMeeting: 1,
    });
    expect(row('CAQM', 'Johor')).toMatchObject({
      stations: 2,
      capturePct: 25,
      captureMeeting: 0,
    });
    expect(row('CAQM', 'Perak')).toMatchObject({ stations: 2, inactive: 1, capturePct: 100 });
    expect(row('CRWQM', null)).toMatchObject({ stations: 2, onTime: 1, down: 1, late: 0 });
    expect(row('MRWQM', null)).toMatchObject({ stations: 1, onTime: null, capturePairs: 0 });
  });

  it('keeps to the caller’s modules', async () => {
    const body = (await get('/api2/executive-summary/station-statistics', airExecutive)).json();
    expect([...new Set(body.rows.map((r: { module: string }) => r.module))]).toEqual(['CAQM']);
  });
});

describe('executive summary: exports', () => {
  const download = async (url: string, headers = executive) => {
    const res = await get(url, headers);
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().downloadlink });
    expect(file.statusCode).toBe(200);
    return file;
  };

  it('exports the index overview as XLSX with the figures of the page', async () => {
    const file = await download('/api2/executive-summary/index-overview?export=xlsx');
    const rows = await readXlsxRows(file.rawPayload);
    expect(rows[0]).toEqual(['Executive summary: index overview']);
    expect(rows).toContainEqual(['Data level', 'Provisional (automatic checks)']);
    expect(rows).toContainEqual([
      'Air',
      'Last 7 days',
      'Malaysia (all states)',
      'Very Unhealthy',
      1,
      33.3,
    ]);
  });

  it.each([
    'index-overview',
    'station-statistics',
    'trend-analysis?module=CRWQM&measure=BOD',
    'pollution-events',
    'air-quality',
    'hotspots',
    'manual-stations',
  ])('exports %s as a PDF in Malay', async (page) => {
    const sep = page.includes('?') ? '&' : '?';
    const file = await download(`/api2/executive-summary/${page}${sep}export=pdf`, {
      ...executive,
      'accept-language': 'ms',
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = (await readPdfPages(file.rawPayload)).join(' ');
    expect(text).toContain('Ringkasan eksekutif');
    expect(text).toContain('Tahap data');
  });
});

describe('executive summary: bad requests', () => {
  it('refuses a bad month or target as a 400 in the caller’s language', async () => {
    const res = await get('/api2/executive-summary/station-statistics?month=2026-13&target=120');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    // A month of the future has no ended hour yet.
    const future = (await get('/api2/executive-summary/station-statistics?month=2026-03')).json();
    expect(future).toMatchObject({ hours: 0, dataLevel: null });
  });
});
