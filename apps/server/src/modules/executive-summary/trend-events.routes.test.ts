import type { AlertKind, ModuleCode } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { columns } from '../../test/columns.js';
import { insertStates } from '../../test/stations.js';
import { useTestApp, type TestContext } from '../../test/test-app.js';
import { EVERY_MODULE, signedIn } from '../../test/users.js';
import { alertRow } from '../alerts/alerts.fixtures.js';
import { insertHours, insertSample } from '../reports/reports.fixtures.js';
import { insertApiHours, insertStation } from './executive-summary.fixtures.js';

const month = (m: string) => `${m}-15T10:00:00+08:00`;
/** The hours of a local month `YYYY-MM`. */
const hoursOf = (m: string) =>
  new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).getUTCDate() * 24;

type TestDb = TestContext['db']['kysely'];
type States = Awaited<ReturnType<typeof insertStates>>;

/** Trend: monthly BOD of two river stations, one falling and one rising; monthly API of one air station. */
async function seedTrends(db: TestDb, { Johor, Perak }: States) {
  await insertStation(db, 'TR1', 'CRWQM', Johor!, ['BOD']);
  await insertStation(db, 'TR2', 'CRWQM', Perak!, ['BOD']);
  await insertStation(db, 'TA1', 'CAQM', Johor!, ['PM10']);
  const months = ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12'];
  // Every hour of each month: the stations have the capture a network trend asks for.
  const wholeMonth = (
    station: string,
    code: string,
    m: string,
    value: number,
    hours = hoursOf(m),
  ) => insertHours(db, station, code, `${m}-01T00:00:00+08:00`, Array<number>(hours).fill(value));
  for (const [i, m] of months.entries()) {
    await wholeMonth('TR1', 'BOD', m, [5, 5, 4, 3, 2, 1][i]!);
    await wholeMonth('TR2', 'BOD', m, i + 1);
  }
  // A network that changes: NA1 measures PM10 and PM2.5 throughout; NA2 joins in October with
  // cleaner PM10; NA3's PM2.5 misses most of August.
  await insertStation(db, 'NA1', 'CAQM', Johor!, ['PM10', 'PM25']);
  await insertStation(db, 'NA2', 'CAQM', Johor!, ['PM10']);
  await insertStation(db, 'NA3', 'CAQM', Perak!, ['PM25']);
  // NA4's records begin late in July: its CO has too little July for any station to stand for it.
  await insertStation(db, 'NA4', 'CAQM', Perak!, ['CO']);
  for (const m of months) {
    await wholeMonth('NA1', 'PM10', m, 50);
    await wholeMonth('NA1', 'PM25', m, 30);
    if (m >= '2025-10') await wholeMonth('NA2', 'PM10', m, 10);
    await wholeMonth('NA3', 'PM25', m, 10, m === '2025-08' ? 100 : hoursOf(m));
    await wholeMonth('NA4', 'CO', m, 0.5, m === '2025-07' ? 100 : hoursOf(m));
  }
  await insertApiHours(
    db,
    [100, 80, 60, 40].map((api, i) => ['TA1', month(months[i]!), api, ['PM10']] as const),
  );
}

async function seedPollutionEvents(db: TestDb, { Johor, Perak }: States) {
  // Pollution events, 10–15 January: an exceedance over 10–11 Jan, a pollution event since
  // 12 Jan (ongoing), an air PM episode on 14 Jan; not counted: a transmission alert, an
  // exceedance that ended on 5 Jan.
  const alert = (
    stationId: string,
    module: ModuleCode,
    stateId: number,
    kind: AlertKind,
    opened: string,
    ended: string | null,
  ) =>
    alertRow({
      kind,
      module,
      stationId,
      stateId,
      parameterCode: 'BOD',
      opened,
      ended,
      value: 9,
      peakValue: 12,
      limitValue: 6,
    });
  await db
    .insertInto('alert')
    .values([
      alert(
        'TR1',
        'CRWQM',
        Johor!,
        'exceedance',
        '2026-01-09T20:00:00+08:00',
        '2026-01-11T02:00:00+08:00',
      ),
      alert('TR1', 'CRWQM', Johor!, 'pollution', '2026-01-12T10:00:00+08:00', null),
      alert('TA1', 'CAQM', Johor!, 'pm', '2026-01-14T09:00:00+08:00', '2026-01-14T12:00:00+08:00'),
      alert('TR2', 'CRWQM', Perak!, 'transmission', '2026-01-12T10:00:00+08:00', null),
      alert(
        'TR2',
        'CRWQM',
        Perak!,
        'exceedance',
        '2026-01-01T10:00:00+08:00',
        '2026-01-05T10:00:00+08:00',
      ),
    ])
    .execute();
}

async function seedManualStations(db: TestDb, { Johor, Perak }: States) {
  // Manual stations, November to January (now: 15 January).
  const created = (iso: string) => ({ createdAt: new Date(iso) });
  await insertStation(db, 'MR1', 'MRWQM', Johor!, ['BOD'], created('2025-01-01T00:00:00Z'));
  await insertStation(db, 'MR2', 'MRWQM', Johor!, ['BOD'], created('2025-12-10T00:00:00Z'));
  await insertStation(db, 'MR3', 'MRWQM', Johor!, ['BOD'], { isActive: false });
  await insertStation(db, 'MA1', 'MAQM', Perak!, ['PM10'], created('2026-01-10T00:00:00Z'));
  const sample = (station: string, day: string, codes: Record<string, number> = { BOD: 2 }) =>
    insertSample(db, station, `${day}T10:00:00+08:00`, codes);
  // MR1: two visits in November (one counts), none in December (missed) or January (due).
  await sample('MR1', '2025-11-05', { BOD: 2, COD: 10 });
  await sample('MR1', '2025-11-20');
  // MR2: owes from December (created then); sampled in December and January.
  await sample('MR2', '2025-12-15');
  await sample('MR2', '2026-01-03');
  // MA1 (every 6 days: 5 visits in Nov, Dec and Jan): created in January but sampled since 2 Nov.
  for (const day of ['02', '08', '14', '20', '26'])
    await sample('MA1', `2025-11-${day}`, { PM10: 40 });
  for (const day of ['02', '08', '14']) await sample('MA1', `2025-12-${day}`, { PM10: 40 });
  for (const day of ['01', '07', '13']) await sample('MA1', `2026-01-${day}`, { PM10: 40 });
}

const ctx = useTestApp(['auth', 'executiveSummary']);
let executive: Record<string, string>;
let airExecutive: Record<string, string>;
const get = (url: string, headers = executive) => ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  const states = await insertStates(db, ['Johor', 'Perak']);
  await seedTrends(db, states);
  await seedPollutionEvents(db, states);
  await seedManualStations(db, states);
  executive = await signedIn(ctx, 'director', ['Executive Summary', ...EVERY_MODULE]);
  airExecutive = await signedIn(ctx, 'air.director', ['Executive Summary', 'Map CAQM', 'Map MAQM']);
});

/** The BOD trend of the river stations, July to December 2025, that the trend tests vary. */
const base =
  '/api2/executive-summary/trend-analysis?module=CRWQM&measure=BOD&from=2025-07&to=2025-12';

/** The air trend of `measure` (of one station, or the network), July to December 2025, as JSON. */
const airTrend = async (measure: string, station?: string) =>
  (
    await get(
      `/api2/executive-summary/trend-analysis?module=CAQM&measure=${measure}${station ? `&station=${station}` : ''}&from=2025-07&to=2025-12`,
    )
  ).json();

describe('executive summary: trend analysis of chosen stations and the network', () => {
  it('tests each chosen station’s monthly series with Mann–Kendall and Sen’s slope', async () => {
    const res = await get(`${base}&station=TR1,TR2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      measureName: 'BOD',
      unit: 'mg/L',
      period: 'month',
      alpha: 0.05,
    });
    expect(body.buckets).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
    const [tr1, tr2] = body.series;
    expect(tr1.values).toEqual([5, 5, 4, 3, 2, 1]);
    // S = −14 with one tie: Var 27.33, Z −2.487, p 0.013; Sen's slope −1 mg/L per month.
    expect(tr1.trend).toMatchObject({
      n: 6,
      s: -14,
      senSlope: -1,
      direction: 'decreasing',
      significant: true,
    });
    expect(tr1.trend.pValue).toBeCloseTo(0.0129, 3);
    // 1…6: S = 15, Var = 6·5·17/18 = 28.33, Z = 14/5.323 = 2.630, p = 0.0085; slope +1.
    expect(tr2.trend).toMatchObject({
      s: 15,
      senSlope: 1,
      direction: 'increasing',
      significant: true,
    });
    expect(tr2.trend.pValue).toBeCloseTo(0.0085, 3);
  });

  it('follows the mean of the module’s stations when none is chosen', async () => {
    const { series } = (await get(base)).json();
    // Means 3, 3.5, 3.5, 3.5, 3.5, 3.5: S = 5, five tied values, p = 0.24: no trend; Sen's slope 0.
    expect(series).toHaveLength(1);
    expect(series[0].values).toEqual([3, 3.5, 3.5, 3.5, 3.5, 3.5]);
    expect(series[0].trend).toMatchObject({
      s: 5,
      senSlope: 0,
      direction: 'none',
      significant: false,
    });
  });

  it('compares one fixed set of stations: a station that joins the network is left out', async () => {
    const body = await airTrend('PM10');
    // The mean of all stations present would fall from 50 to 30 in October.
    expect(body.series[0].values).toEqual([50, 50, 50, 50, 50, 50]);
    expect(body.series[0].trend).toMatchObject({ direction: 'none', significant: false });
    expect(body.network).toEqual({ stations: 1, leftOut: 1 });
  });

  it('leaves out of every period a station with too little data in one of them', async () => {
    const body = await airTrend('PM25');
    expect(body.series[0].values).toEqual([30, 30, 30, 30, 30, 30]);
    expect(body.network).toEqual({ stations: 1, leftOut: 1 });
  });

  it('compares only the periods from the first in which a station has enough data', async () => {
    const body = await airTrend('CO');
    expect(body.series[0].values).toEqual([null, 0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(body.network).toEqual({ stations: 1, leftOut: 0 });
  });
});

describe('executive summary: trend analysis of the air index, refusals and choices', () => {
  it('follows the mean hourly API as the air index, and reads four months as not significant', async () => {
    const body = await airTrend('INDEX', 'TA1');
    expect(body.measureName).toBe('API');
    expect(body.series[0].values).toEqual([100, 80, 60, 40, null, null]);
    // S = −6, Var = 8.67, Z = −1.698, p = 0.089; Sen's slope −20 per month.
    expect(body.series[0].trend).toMatchObject({
      n: 4,
      s: -6,
      senSlope: -20,
      significant: false,
    });
  });

  it('has no test for a series of fewer than four values (one year)', async () => {
    const body = (await get(`${base}&period=year`)).json();
    expect(body.buckets).toEqual(['2025']);
    expect(body.series[0].trend).toBeNull();
  });

  it('refuses an unknown measure or station, another module, and a range too long', async () => {
    const codeOf = async (url: string, headers = executive) => {
      const res = await get(url, headers);
      return [res.statusCode, res.json().code];
    };
    expect(await codeOf(`${base.replace('BOD', 'PM10')}`)).toEqual([
      400,
      'QUERY_SELECTION_INVALID',
    ]);
    expect(await codeOf(`${base}&station=TA1`)).toEqual([400, 'QUERY_SELECTION_INVALID']);
    expect(await codeOf(base, airExecutive)).toEqual([403, 'FORBIDDEN']);
    expect(await codeOf(base.replace('from=2025-07', 'from=2010-01'))).toEqual([
      400,
      'QUERY_SELECTION_INVALID',
    ]);
    expect(await codeOf(base.replace('from=2025-07', 'from=2026-03'))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('lists the modules, parameters and stations the caller may follow', async () => {
    const body = (await get('/api2/executive-summary/trend-analysis/options', airExecutive)).json();
    expect(
      body.modules.map((m: { module: string; index: string | null }) => [m.module, m.index]),
    ).toEqual([
      ['CAQM', 'API'],
      ['MAQM', null],
    ]);
    expect(JSON.stringify(body)).not.toContain('TR1');
  });
});

describe('executive summary: pollution events', () => {
  const url = '/api2/executive-summary/pollution-events?from=2026-01-10&to=2026-01-15';

  it('counts the episodes under way in the period per kind and per day', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, truncated: false, dataLevel: 'provisional' });
    expect(body.kinds).toEqual([
      { kind: 'exceedance', count: 1 },
      { kind: 'pm', count: 1 },
      { kind: 'pollution', count: 1 },
    ]);
    expect(body.timeline).toEqual([
      { kind: 'exceedance', data: [1, 1, 0, 0, 0, 0] },
      { kind: 'pm', data: [0, 0, 0, 0, 1, 0] },
      { kind: 'pollution', data: [0, 0, 1, 1, 1, 1] },
    ]);
    expect(body.byState).toEqual([{ stateName: 'Johor', count: 3 }]);
  });

  it('lists the episodes newest first with their duration up to their end or now', async () => {
    const { episodes } = (await get(url)).json();
    expect(
      episodes.map((e: Record<string, unknown>) => [
        e.kind,
        e.stationId,
        e.durationHours,
        e.endedAt,
        e.peakValue,
      ]),
    ).toEqual([
      ['pm', 'TA1', 3, '2026-01-14T04:00:00.000Z', 12],
      ['pollution', 'TR1', 70, null, 12],
      ['exceedance', 'TR1', 30, '2026-01-10T18:00:00.000Z', 12],
    ]);
    expect(episodes[0]).toMatchObject({ longitude: 101.5, latitude: 3.1, stateName: 'Johor' });
  });

  it('keeps to the caller’s modules and to a chosen module', async () => {
    expect(
      (await get(url, airExecutive)).json().episodes.map((e: { kind: string }) => e.kind),
    ).toEqual(['pm']);
    expect((await get(`${url}&module=CRWQM`)).json().total).toBe(2);
  });
});

describe('executive summary: status of manual stations', () => {
  const url = '/api2/executive-summary/manual-stations?from=2025-11&to=2026-01';

  it('counts sampled, due and missed visits per programme and state', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.months).toEqual(['2025-11', '2025-12', '2026-01']);
    expect(body.programmes).toEqual([
      { programme: 'MAQM', everyDays: 6 },
      { programme: 'MRWQM', everyDays: null },
      { programme: 'MMWQM', everyDays: null },
    ]);
    expect(body.rows).toEqual([
      // MA1: 5 + 5 + 5 expected (30, 31 and 31 days ÷ 6), 5 + 3 + 3 made; December's 2 missed, January's 2 due.
      {
        programme: 'MAQM',
        stateName: 'Perak',
        stations: 1,
        expected: 15,
        sampled: 11,
        due: 2,
        missed: 2,
      },
      // MR1: 3 months, MR2: 2 months (from December); MR3 is inactive.
      {
        programme: 'MRWQM',
        stateName: 'Johor',
        stations: 2,
        expected: 5,
        sampled: 3,
        due: 1,
        missed: 1,
      },
    ]);
    expect(body.byMonth.filter((m: { programme: string }) => m.programme === 'MRWQM')).toEqual([
      { programme: 'MRWQM', month: '2025-11', expected: 1, sampled: 1, due: 0, missed: 0 },
      { programme: 'MRWQM', month: '2025-12', expected: 2, sampled: 1, due: 0, missed: 1 },
      { programme: 'MRWQM', month: '2026-01', expected: 2, sampled: 1, due: 1, missed: 0 },
    ]);
    expect(columns(body.missedStations, 'stationId', 'months')).toEqual([
      ['MA1', ['2025-12']],
      ['MR1', ['2025-12']],
    ]);
    expect(body.dataLevel).toBe('provisional');
  });

  it('keeps to the caller’s programmes and a chosen one', async () => {
    const air = (await get(url, airExecutive)).json();
    expect(air.rows.map((r: { programme: string }) => r.programme)).toEqual(['MAQM']);
    const river = (await get(`${url}&programme=MRWQM`)).json();
    expect(river.rows.map((r: { programme: string }) => r.programme)).toEqual(['MRWQM']);
  });

  it('refuses more than 24 months', async () => {
    const res = await get('/api2/executive-summary/manual-stations?from=2023-01&to=2026-01');
    expect(res.statusCode).toBe(400);
  });
});
