import { beforeAll, describe, expect, it, vi } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp, type TestContext } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { addHourlyStation, insertReadings } from '../qaqc/qaqc.fixtures.js';

/**
 * One figure means the same on every page: the daily mean of PM10 of one day and the
 * verification level of its month, read from every page that shows them after each step of the
 * month's QA/QC life (as received, a correction, an invalidation, review, approval, reopening).
 */

const STATION = 'CA07G';
const MONTH = '2026-01';
const FROM = '2026-01-01T00:00:00+08:00';
const TO = '2026-02-01T00:00:00+08:00';
/** The chosen day: the month's last, so the map's 24 hours end with its last hour. */
const DAY = '2026-01-31';
/** 31 January 05:00 and 12:00 in Kuala Lumpur. */
const CORRECTED = '2026-01-30T21:00:00.000Z';
const INVALIDATED = '2026-01-31T04:00:00.000Z';
/** The last hour of the day (its start): the 24-hour running mean there covers the whole day. */
const LAST_HOUR = Date.parse('2026-01-31T23:00:00+08:00');

/**
 * Every hour of January: 30 µg/m³ on the first 30 days; on 31 January 40 in every hour but
 * 05:00 (88, corrected to 40 in step 1) and 12:00 (112, invalidated in step 2). The values are
 * chosen so that every daily mean below is a whole number: PM10 has 0 decimals, and several pages
 * round to them (the query report, the CSV export) or to one decimal (the hotspot page), so whole
 * numbers compare exactly everywhere without a rounding rule of the test's own.
 */
const hourlyValues = Array.from({ length: 31 * 24 }, (_, i) => {
  if (i < 30 * 24) return 30;
  const hour = i - 30 * 24;
  return hour === 5 ? 88 : hour === 12 ? 112 : 40;
});

const LEVEL_LABEL = {
  provisional: 'Provisional (automatic checks)',
  reviewed: 'Reviewed',
  approved: 'Approved',
} as const;
type Level = keyof typeof LEVEL_LABEL;

interface Step {
  readonly name: string;
  /** The day's mean computed by hand from the hourly values. */
  readonly mean: number;
  readonly level: Level;
  /** January's hours in the public history: every valid one. */
  readonly publicHours: number;
}

const STEPS = {
  // (22 × 40 + 88 + 112) / 24 = 1080 / 24 = 45
  received: { name: 'as received', mean: 45, level: 'provisional', publicHours: 744 },
  // 05:00 corrected 88 → 40: (23 × 40 + 112) / 24 = 1032 / 24 = 43
  corrected: {
    name: 'after a level-2 correction',
    mean: 43,
    level: 'provisional',
    publicHours: 744,
  },
  // 12:00 invalid, left out of the mean: 23 × 40 / 23 = 40
  invalidated: { name: 'after an invalidation', mean: 40, level: 'provisional', publicHours: 743 },
  reviewed: { name: 'with the month reviewed', mean: 40, level: 'reviewed', publicHours: 743 },
  approved: { name: 'with the month approved', mean: 40, level: 'approved', publicHours: 743 },
  // Reopening takes the approval back; the month's review stays.
  reopened: { name: 'with the month reopened', mean: 40, level: 'reviewed', publicHours: 743 },
} as const satisfies Record<string, Step>;
type StepName = keyof typeof STEPS;

/** What each page said at a step. */
interface Figures {
  dailyReport: { mean: number; level: string };
  monthlyReport: { mean: number; level: string };
  monthlyCsv: { mean: number; level: string };
  queryReport: { mean: number; level: string };
  queryCsv: { mean: number; level: string };
  mapChart: { mean: number };
  hotspots: { mean: number; level: string | null };
  stationStatistics: { level: string | null };
  eqr: { level: string | null };
  publicHistory: { mean: number; hours: number; approvedHours: number };
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** A CSV body without its byte order mark, as rows of fields (no field here holds a comma). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

/** The calls a page reader makes: a signed-in user's GET, and an export's CSV. */
interface Api {
  readonly ctx: TestContext;
  get(url: string): Promise<{ json<T>(): T }>;
  download(url: string): Promise<string[][]>;
}

/** The report's level line ("Data level"). */
const levelLine = (parameters: readonly { label: string; value: string }[]) =>
  parameters.find((p) => p.label === 'Data level')!.value;

/**
 * The hourly/daily report of the day: it shows the day's hourly values (not their mean), so the
 * mean of the hours it shows, and its level line (the day's; the month's ranges cover it).
 */
async function dailyReport(api: Api): Promise<Figures['dailyReport']> {
  const body = (
    await api.get(`/api2/reports/caqm/daily?station=${STATION}&date=${DAY}&parameter=PM10`)
  ).json<{ rows: Record<string, unknown>[]; parameters: { label: string; value: string }[] }>();
  expect(body.rows).toHaveLength(24);
  const shown = body.rows.map((r) => r.PM10).filter((v): v is number => typeof v === 'number');
  return { mean: mean(shown), level: levelLine(body.parameters) };
}

/** The monthly report: the day's row and the report's level line. */
async function monthlyReport(api: Api): Promise<Figures['monthlyReport']> {
  const body = (
    await api.get(`/api2/reports/caqm/monthly?station=${STATION}&month=${MONTH}&parameter=PM10`)
  ).json<{ rows: Record<string, unknown>[]; parameters: { label: string; value: string }[] }>();
  return {
    mean: body.rows.find((r) => r.day === DAY)!.PM10 as number,
    level: levelLine(body.parameters),
  };
}

/** The monthly report's CSV: the day's PM10 cell (0 decimals) and the data level column. */
async function monthlyCsv(api: Api): Promise<Figures['monthlyCsv']> {
  const [header, ...rows] = await api.download(
    `/api2/reports/caqm/monthly?station=${STATION}&month=${MONTH}&parameter=PM10&export=csv`,
  );
  const column = header!.findIndex((title) => title.startsWith('PM10'));
  expect(header!.at(-1)).toBe('Data level');
  const row = rows.find((r) => r[0] === DAY)!;
  return { mean: Number(row[column]), level: row.at(-1)! };
}

/** The query report by day (means rounded to PM10's 0 decimals) and its CSV. */
async function queryReport(api: Api): Promise<Pick<Figures, 'queryReport' | 'queryCsv'>> {
  const url = `/api2/query/caqm/report?from=${DAY}&to=${DAY}&stations=${STATION}&parameters=PM10&interval=day`;
  const body = (await api.get(url)).json<{ level: string; rows: { avg: number }[] }>();
  expect(body.rows).toHaveLength(1);
  const [header, ...rows] = await api.download(`${url}&export=csv`);
  expect(rows).toHaveLength(1);
  expect(header!.at(-1)).toBe('Data level');
  return {
    queryReport: { mean: body.rows[0]!.avg, level: body.level },
    queryCsv: { mean: Number(rows[0]![header!.indexOf('Average')]), level: rows[0]!.at(-1)! },
  };
}

/** The map's station chart: the 24-hour running mean of PM10 at the day's last hour. */
async function mapChart(api: Api): Promise<Figures['mapChart']> {
  const { rez } = (await api.get(`/api2/caqmmap/mapbystationidcharts?stationid=${STATION}`)).json<{
    rez: { EPOCHDATE: number; PM10_24H_AVG: number | null }[];
  }>();
  expect(rez.at(-1)!.EPOCHDATE).toBe(LAST_HOUR);
  return { mean: rez.at(-1)!.PM10_24H_AVG! };
}

/** The executive summary: hotspots against PM (daily PM10, one decimal) and station statistics. */
async function executiveSummary(
  api: Api,
): Promise<Pick<Figures, 'hotspots' | 'stationStatistics'>> {
  const hot = (await api.get(`/api2/executive-summary/hotspots?from=${MONTH}-01&to=${DAY}`)).json<{
    days: string[];
    pm10: (number | null)[];
    dataLevel: string | null;
  }>();
  const stats = (await api.get(`/api2/executive-summary/station-statistics?month=${MONTH}`)).json<{
    dataLevel: string | null;
  }>();
  return {
    hotspots: { mean: hot.pm10[hot.days.indexOf(DAY)]!, level: hot.dataLevel },
    stationStatistics: { level: stats.dataLevel },
  };
}

/** The air EQR chapter of the year (it is compiled per year, not per month). */
async function eqr(api: Api): Promise<Figures['eqr']> {
  const body = (await api.get('/api2/eqr/caqm?year=2026')).json<{ dataLevel: string | null }>();
  return { level: body.dataLevel };
}

let visitor = 0;
/**
 * The public station history of the year, as a visitor downloads it (each call from its own
 * address: downloads are limited per address): the mean of the day's hourly values (3 decimals)
 * and how many of January's hours say approved.
 */
async function publicHistory(api: Api): Promise<Figures['publicHistory']> {
  visitor += 1;
  const res = await api.ctx.app.inject({
    method: 'GET',
    url: `/api2/public/stations/${STATION}/history/2026`,
    remoteAddress: `10.7.${Math.floor(visitor / 250)}.${visitor % 250}`,
  });
  expect(res.statusCode).toBe(200);
  const [header, ...rows] = csvRows(res.body);
  expect(header).toEqual([
    'Station',
    'Station name',
    'Time (Malaysia)',
    'Parameter',
    'Unit',
    'Hourly average',
    'Data status',
  ]);
  const january = rows.filter((r) => r[2]!.startsWith(MONTH));
  return {
    mean: mean(rows.filter((r) => r[2]!.startsWith(DAY)).map((r) => Number(r[5]))),
    hours: january.length,
    approvedHours: january.filter((r) => r[6] === 'Approved').length,
  };
}

/**
 * Reads every page after a step. The public answers are snapshots refreshed when the writer's
 * notification arrives (after its commit), so the public history is read until it has heard of
 * the change (its figures then are the ones checked).
 */
async function readPages(api: Api, step: Step): Promise<Figures> {
  let pub!: Figures['publicHistory'];
  await vi.waitFor(
    async () => {
      pub = await publicHistory(api);
      expect(pub.mean).toBe(step.mean);
      expect(pub.approvedHours).toBe(step.level === 'approved' ? pub.hours : 0);
    },
    { timeout: 5_000, interval: 100 },
  );
  return {
    dailyReport: await dailyReport(api),
    monthlyReport: await monthlyReport(api),
    monthlyCsv: await monthlyCsv(api),
    ...(await queryReport(api)),
    mapChart: await mapChart(api),
    ...(await executiveSummary(api)),
    eqr: await eqr(api),
    publicHistory: pub,
  };
}

/**
 * The daily mean is the same on every page, and equal to the hand computation. Pages round
 * differently (the query report and the CSV to PM10's 0 decimals, the hotspot page to one, the
 * public history each hour to three); the means are whole numbers, so no rounding changes them.
 */
function expectSameMean(step: Step, f: Figures) {
  expect(
    {
      dailyReport: f.dailyReport.mean,
      monthlyReport: f.monthlyReport.mean,
      monthlyCsv: f.monthlyCsv.mean,
      queryReport: f.queryReport.mean,
      queryCsv: f.queryCsv.mean,
      mapChart: f.mapChart.mean,
      hotspots: f.hotspots.mean,
      publicHistory: f.publicHistory.mean,
    },
    `the daily mean ${step.name}`,
  ).toEqual({
    dailyReport: step.mean,
    monthlyReport: step.mean,
    monthlyCsv: step.mean,
    queryReport: step.mean,
    queryCsv: step.mean,
    mapChart: step.mean,
    hotspots: step.mean,
    publicHistory: step.mean,
  });
}

/** The month's level is the same on every page that states one for it. */
function expectSameLevel(step: Step, f: Figures) {
  expect(
    {
      dailyReport: f.dailyReport.level,
      monthlyReport: f.monthlyReport.level,
      monthlyCsv: f.monthlyCsv.level,
      hotspots: f.hotspots.level,
      stationStatistics: f.stationStatistics.level,
      publicApproved: f.publicHistory.approvedHours === f.publicHistory.hours,
      publicProvisional: f.publicHistory.approvedHours === 0,
    },
    `the level ${step.name}`,
  ).toEqual({
    dailyReport: LEVEL_LABEL[step.level],
    monthlyReport: LEVEL_LABEL[step.level],
    monthlyCsv: LEVEL_LABEL[step.level],
    hotspots: step.level,
    stationStatistics: step.level,
    publicApproved: step.level === 'approved',
    publicProvisional: step.level !== 'approved',
  });
  // Every valid hour of January reaches the public history (only the invalidated one leaves it).
  expect(f.publicHistory.hours).toBe(step.publicHours);
  // The chapter is the year's: January alone, approved or not, never makes 2026 approved.
  expect(f.eqr.level).toBe('provisional');
}

/**
 * The station and its month of hourly PM10, the clock at the start of February (Kuala Lumpur:
 * January is whole and past, and the map's 24 hours end with 31 January 23:00; moved before
 * signing in, as tokens follow it), and the signed-in users: two QA/QC officers and a reader of
 * every page.
 */
async function seedMonth(ctx: TestContext): Promise<Record<string, Record<string, string>>> {
  const db = ctx.db.kysely;
  await seedReference(db);
  await addHourlyStation(db, STATION, 'CAQM', ['PM10']);
  await insertReadings(db, STATION, 'PM10', FROM, hourlyValues);
  ctx.clock.advance(Date.parse(TO) - ctx.clock.now().getTime());
  return signedInAll(ctx, {
    reviewer: ['View Flag Details CAQM', 'Update Flag CAQM'],
    approver: ['View Flag Details CAQM', 'Update Flag CAQM'],
    reader: [
      'Report CAQM',
      'Query Options CAQM',
      'Map CAQM',
      'Executive Summary',
      'View EQR Report CAQM',
    ],
  });
}

describe('a figure means the same on every page, through the month’s QA/QC life', () => {
  const ctx = useTestApp([
    'auth',
    'eqr',
    'executiveSummary',
    'exports',
    'maps',
    'publicPortal',
    'qaqc',
    'query',
    'reports',
  ]);
  const h: Record<string, Record<string, string>> = {};
  const observed: Partial<Record<StepName, Figures>> = {};
  let approvalId: number;

  const get = async (url: string, who = 'reader') => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: h[who] });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res;
  };
  const api: Api = {
    ctx,
    get,
    /** Follows an export's signed link (small exports are written before the answer). */
    async download(url) {
      const link = (await get(url)).json<{ downloadlink: string }>().downloadlink;
      const file = await ctx.app.inject({ method: 'GET', url: link });
      expect(file.statusCode).toBe(200);
      return csvRows(file.body);
    },
  };
  const post = async (url: string, who: string, payload: object) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: h[who], payload });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const edit = (payload: object) =>
    post('/api2/qaqc/edits', 'reviewer', {
      stationId: STATION,
      parameterCodes: ['PM10'],
      ...payload,
    });
  const month = { stationId: STATION, parameterCode: 'PM10', from: FROM, to: TO };

  async function expectAgreement(name: StepName) {
    const step: Step = STEPS[name];
    const figures = await readPages(api, step);
    observed[name] = figures;
    expectSameMean(step, figures);
    expectSameLevel(step, figures);
  }

  beforeAll(async () => {
    Object.assign(h, await seedMonth(ctx));
  });

  it('(0) as received: every page shows the same daily mean, provisional', async () => {
    await expectAgreement('received');
  });

  it('(1) after a level-2 correction of one value', async () => {
    const res = await edit({ timestamps: [CORRECTED], edit: { value: 40 }, reason: 'Spike' });
    expect(res).toMatchObject({ changed: 1 });
    await expectAgreement('corrected');
  });

  it('(2) after the invalidation of one value', async () => {
    const res = await edit({
      timestamps: [INVALIDATED],
      edit: { validity: -1, nullReason: 'AL' },
      reason: 'Voided by operator',
    });
    expect(res).toMatchObject({ changed: 1 });
    await expectAgreement('invalidated');
  });

  it('(3) with the month marked reviewed (level 2)', async () => {
    await post('/api2/qaqc/reviews', 'reviewer', month);
    await expectAgreement('reviewed');
  });

  it('(4) with the month approved (level 3) by a second officer', async () => {
    const res = await post('/api2/qaqc/approvals', 'approver', month);
    expect(res).toMatchObject({ level: 3, username: 'approver' });
    approvalId = res.id;
    await expectAgreement('approved');
  });

  it('(5) with the month reopened: no page, the public history least of all, says approved', async () => {
    await post(`/api2/qaqc/approvals/${approvalId}/reopen`, 'approver', {
      reason: 'Filter weights rechecked',
    });
    await expectAgreement('reopened');
  });

  // The query report states the verification level of its figures (query-scope `verification`,
  // from values/data-level.ts `dataLevel`), as the monthly report does.
  it('the query report states the same provisional / reviewed / approved level as the monthly report at every step', () => {
    for (const name of Object.keys(STEPS) as StepName[])
      expect(observed[name]!.queryCsv.level, STEPS[name].name).toBe(
        observed[name]!.monthlyReport.level,
      );
  });
});
