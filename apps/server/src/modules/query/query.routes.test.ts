import { addWindObservation, emptyWindRose } from '@eqmp/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { columns } from '../../test/columns.js';
import { readXlsxRows } from '../exports/read-export.fixtures.js';
import { seedReference } from '../../seed/index.js';
import { addStation, insertStates } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';

type Row = { s: string; p: string; t: string; v: number | null; validity?: number };

const ctx = useTestApp(['auth', 'exports', 'query']);
let user: Record<string, string>;
let reviewer: Record<string, string>;
let stateA = 0;

/** Hourly rollups at local times. */
const hourly = (rows: Row[]) =>
  sql`insert into reading_hourly (station_id, parameter_code, hour, avg, min, max, count, valid_count, expected_count, capture_pct, capture_excl_cal_pct, validity)
      select s, p, t, v, v, v, 1, 1, 1, 100, 100, validity
      from unnest(${rows.map((r) => r.s)}::text[], ${rows.map((r) => r.p)}::text[], ${rows.map((r) => new Date(r.t).toISOString())}::timestamptz[],
        ${rows.map((r) => r.v)}::float8[], ${rows.map((r) => r.validity ?? 1)}::int[]) as x(s, p, t, v, validity)`.execute(
    ctx.db.kysely,
  );
const get = (url: string, headers = user) => ctx.app.inject({ method: 'GET', url, headers });
const getJson = async (url: string, headers = user) => (await get(url, headers)).json();
const at = (day: string, hour: number) =>
  `2025-${day}T${String(hour).padStart(2, '0')}:00:00+08:00`;

// Windrose pairs (speed m/s, bearing °) chosen on the edges of the rules.
const WIND: [number | null, number | null][] = [
  [0.2, null],
  [0.49, 200],
  [0.5, 180],
  [2, 90],
  [3, 360],
  [3, 348.75],
  [3, 348.7],
  [10, 11.25],
  [9.99, 0],
  [null, 90],
  [3, null],
];

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  const { 'State A': a, 'State B': b } = await insertStates(db, ['State A', 'State B']);
  stateA = a!;
  const station = (
    id: string,
    module: 'CAQM' | 'CRWQM',
    stateId: number,
    category: string | null,
    parameters: string[],
  ) => addStation(db, id, parameters, { module, name: `Station ${id}`, stateId, category });
  await station('CA01Q', 'CAQM', a!, 'Urban', ['PM10', 'PM25', 'CO', 'SO2', 'NO2', 'WS', 'WD']);
  await station('CA02Q', 'CAQM', b!, 'Industrial', ['PM10', 'PM25', 'CO']);
  await station('CA03Q', 'CAQM', b!, 'Urban', ['PM10', 'PM25']);
  await station('CR01Q', 'CRWQM', a!, null, ['DO']);

  await hourly([
    // 1 March: CA01Q PM10 10, 20 and an invalid hour of 90 (left out of validated data).
    { s: 'CA01Q', p: 'PM10', t: at('03-01', 0), v: 10 },
    { s: 'CA01Q', p: 'PM10', t: at('03-01', 1), v: 20 },
    { s: 'CA01Q', p: 'PM10', t: at('03-01', 2), v: 90, validity: -1 },
    // 23:00 local on 1 March is 15:00 UTC: it belongs to 1 March, not 2 March.
    { s: 'CA01Q', p: 'PM10', t: at('03-01', 23), v: 30 },
    { s: 'CA01Q', p: 'PM10', t: at('03-02', 0), v: 40 },
    { s: 'CA02Q', p: 'PM10', t: at('03-01', 5), v: 50 },
    { s: 'CA02Q', p: 'PM10', t: at('04-10', 5), v: 60 },
    { s: 'CA01Q', p: 'CO', t: at('03-01', 0), v: 1.234 },
    // Frequency values on class edges: 0, 10, 20 (the maximum) with edges 0, 10, 20.
    { s: 'CA03Q', p: 'PM25', t: at('05-01', 0), v: 0 },
    { s: 'CA03Q', p: 'PM25', t: at('05-01', 1), v: 10 },
    { s: 'CA03Q', p: 'PM25', t: at('05-01', 2), v: 9.99 },
    { s: 'CA03Q', p: 'PM25', t: at('05-01', 3), v: 20 },
    ...WIND.flatMap(([ws, wd], i) => [
      ...(ws === null ? [] : [{ s: 'CA01Q', p: 'WS', t: at('06-01', i), v: ws }]),
      ...(wd === null ? [] : [{ s: 'CA01Q', p: 'WD', t: at('06-01', i), v: wd }]),
    ]),
    // An invalid wind hour counts as missing in validated data.
    { s: 'CA01Q', p: 'WS', t: at('06-01', 20), v: 5, validity: -1 },
    { s: 'CA01Q', p: 'WD', t: at('06-01', 20), v: 90 },
  ]);

  user = await signedIn(ctx, 'query.caqm', ['Query Options CAQM']);
  reviewer = await signedIn(ctx, 'query.reviewer', [
    'Query Options CAQM',
    'View QA/QC Report CAQM',
  ]);
});

describe('query options: access (one API entry per module: Query Options <MODULE>)', () => {
  it('answers the module the user holds the role of, and refuses another module', async () => {
    expect((await get('/api2/query/caqm/options')).statusCode).toBe(200);
    const other = await get('/api2/query/crwqm/report?from=2025-03-01&to=2025-03-02');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('FORBIDDEN');
  });

  it('asks for a sign-in without a token', async () => {
    expect((await get('/api2/query/caqm/options', {})).statusCode).toBe(401);
  });

  it('gives raw data only to a reviewer of the module', async () => {
    const refused = await get(
      '/api2/query/caqm/report?from=2025-03-01&to=2025-03-01&stations=CA01Q&parameters=PM10&level=raw',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('QUERY_RAW_NOT_ALLOWED');
    expect(
      (
        await get(
          '/api2/query/caqm/report?from=2025-03-01&to=2025-03-01&stations=CA01Q&parameters=PM10&level=raw',
          reviewer,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('query options: pickers', () => {
  it('lists the module’s states, categories, stations and their parameters, and whether the level may be chosen', async () => {
    const body = (await get('/api2/query/caqm/options')).json();
    expect(body.states.map((s: { name: string }) => s.name)).toEqual(['State A', 'State B']);
    expect(body.categories).toEqual(['Industrial', 'Urban']);
    expect(body.stations.map((s: { id: string }) => s.id)).toEqual(['CA01Q', 'CA02Q', 'CA03Q']);
    expect(body.parameters.map((p: { code: string }) => p.code)).toEqual([
      'CO',
      'NO2',
      'PM10',
      'PM25',
      'SO2',
      'WD',
      'WS',
    ]);
    expect(body.canChooseLevel).toBe(false);
    expect((await get('/api2/query/caqm/options', reviewer)).json().canChooseLevel).toBe(true);
  });
});

describe('query options: report', () => {
  it('averages validated hours per local day, and says which level it shows', async () => {
    const body = await getJson(
      '/api2/query/caqm/report?from=2025-03-01&to=2025-03-02&stations=CA01Q&parameters=PM10,CO&interval=day',
    );
    expect(body.level).toBe('validated');
    expect(columns(body.rows, 'bucket', 'parameterCode', 'avg', 'hours')).toEqual([
      ['2025-03-01', 'CO', 1.234, 1],
      ['2025-03-01', 'PM10', 20, 3],
      ['2025-03-02', 'PM10', 40, 1],
    ]);
    expect(body.rows[1]).toMatchObject({
      min: 10,
      max: 30,
      stationName: 'Station CA01Q',
      unit: 'ug/m3',
    });
  });

  it('includes hours with too little data in raw data (means rounded to the parameter’s decimals)', async () => {
    const body = await getJson(
      '/api2/query/caqm/report?from=2025-03-01&to=2025-03-01&stations=CA01Q&parameters=PM10&level=raw',
      reviewer,
    );
    expect(body.level).toBe('raw');
    expect(body.rows[0]).toMatchObject({ avg: 38, max: 90, hours: 4 }); // 37.5 with PM10's 0 decimals
  });

  it('gives the hourly values themselves for the hour interval, in local time', async () => {
    const rows = (
      await getJson(
        '/api2/query/caqm/report?from=2025-03-01&to=2025-03-01&stations=CA01Q&parameters=PM10&interval=hour',
      )
    ).rows;
    expect(
      rows.map((r: { bucket: string; avg: number; hours: number }) => [r.bucket, r.avg, r.hours]),
    ).toEqual([
      ['2025-03-01 00:00', 10, 1],
      ['2025-03-01 01:00', 20, 1],
      ['2025-03-01 23:00', 30, 1],
    ]);
  });

  it('filters stations by state and category', async () => {
    const rows = (
      await get(
        `/api2/query/caqm/report?from=2025-03-01&to=2025-04-30&parameters=PM10&interval=month&states=${stateA}`,
      )
    ).json().rows;
    expect([...new Set(rows.map((r: { stationId: string }) => r.stationId))]).toEqual(['CA01Q']);
    const industrial = (
      await getJson(
        '/api2/query/caqm/report?from=2025-03-01&to=2025-04-30&parameters=PM10&interval=month&categories=Industrial',
      )
    ).rows;
    expect(
      industrial.map((r: { stationId: string; bucket: string }) => `${r.stationId} ${r.bucket}`),
    ).toEqual(['CA02Q 2025-03', 'CA02Q 2025-04']);
  });
});

describe('query options: bad query options answer a clear 4xx', () => {
  it.each([
    ['an unknown output', '/api2/query/caqm/chart', 400],
    ['an impossible date', '/api2/query/caqm/report?from=2025-02-30', 400],
    ['a reversed range', '/api2/query/caqm/report?from=2025-03-02&to=2025-03-01', 400],
    ['an unknown interval', '/api2/query/caqm/report?interval=week', 400],
    ['a bad level', '/api2/query/caqm/report?level=final', 400],
    ['descending speed classes', '/api2/query/caqm/windrose?speedClasses=4,2', 400],
    ['a bad export format', '/api2/query/caqm/report?export=doc', 400],
  ])('%s', async (_label, url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('names stations that are not of the module', async () => {
    const res = await get('/api2/query/caqm/report?stations=CR01Q,CA01Q');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'REFERENCE_INVALID',
      message: 'These stations are not stations of CAQM: CR01Q.',
    });
  });

  it('refuses an on-screen answer that is too large, pointing to export', async () => {
    const res = await get('/api2/query/caqm/report?from=2015-01-01&to=2025-12-31&interval=hour');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('QUERY_TOO_LARGE');
    expect(res.json().message).toContain('export');
  });

  it('answers in Malay when asked', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/query/caqm/frequency?parameters=PM10,PM25',
      headers: { ...user, 'accept-language': 'ms-MY' },
    });
    expect(res.json().message).toBe(
      'Jadual kekerapan mengira satu parameter. Pilih tepat satu parameter.',
    );
  });
});

describe('query options: parameter graph (spec §5, English rule)', () => {
  it('draws a line per station parameter over every bucket, gaps as null', async () => {
    const body = await getJson(
      '/api2/query/caqm/graph?from=2025-03-01&to=2025-03-03&stations=CA01Q,CA02Q&parameters=PM10&interval=day',
    );
    expect(body.categories).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
    expect(body.series).toEqual([
      { stationId: 'CA01Q', parameterCode: 'PM10', data: [20, 40, null] },
      { stationId: 'CA02Q', parameterCode: 'PM10', data: [50, null, null] },
    ]);
  });

  it('refuses more than 2 parameters for several stations, saying what to change', async () => {
    const res = await get('/api2/query/caqm/graph?stations=CA01Q,CA02Q&parameters=CO,SO2,NO2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'For several stations the graph shows at most 2 parameters of the same unit; 3 are chosen for 2 stations. Remove 1 parameter(s), or choose one station.',
    );
  });

  it('refuses parameters of different units', async () => {
    const res = await get('/api2/query/caqm/graph?stations=CA01Q&parameters=PM10,CO');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('the units ppm, ug/m3');
  });

  it('refuses a graph without a chosen parameter', async () => {
    expect((await get('/api2/query/caqm/graph?stations=CA01Q')).json().message).toBe(
      'Choose at least one parameter for the graph.',
    );
  });

  it('allows 3 parameters of one unit for one station', async () => {
    expect(
      (await get('/api2/query/caqm/graph?stations=CA01Q&parameters=CO,SO2,NO2')).statusCode,
    ).toBe(200);
  });
});

describe('query options: cross-tab and comparison', () => {
  it('cross-tabs monthly means by site and by time', async () => {
    const q =
      '/api2/query/caqm/crosstab?from=2025-03-01&to=2025-04-30&stations=CA01Q,CA02Q&parameters=PM10&interval=month';
    const site = (await get(`${q}&by=site`)).json();
    expect(site.rows).toEqual([
      { stationId: 'CA01Q', parameterCode: 'PM10', '2025-03': 25, '2025-04': null },
      { stationId: 'CA02Q', parameterCode: 'PM10', '2025-03': 50, '2025-04': 60 },
    ]);
    const time = (await get(`${q}&by=time`)).json();
    expect(time.rows).toEqual([
      { bucket: '2025-03', 'CA01Q|PM10': 25, 'CA02Q|PM10': 50 },
      { bucket: '2025-04', 'CA01Q|PM10': null, 'CA02Q|PM10': 60 },
    ]);
  });

  it('compares stations over the range', async () => {
    const body = await getJson(
      '/api2/query/caqm/comparison?from=2025-03-01&to=2025-03-01&stations=CA01Q,CA02Q&parameters=PM10',
    );
    expect(body.hoursInRange).toBe(24);
    expect(columns(body.rows, 'stationId', 'avg', 'hours', 'capturePct')).toEqual([
      ['CA01Q', 20, 3, 12.5],
      ['CA02Q', 50, 1, 4.17],
    ]);
  });
});

describe('query options: windrose', () => {
  it('bins in the database exactly as the domain rule does (sector edges, calm, missing)', async () => {
    const body = await getJson(
      '/api2/query/caqm/windrose?from=2025-06-01&to=2025-06-01&stations=CA01Q',
    );
    const expected = emptyWindRose(6);
    for (const [ws, wd] of WIND) addWindObservation(expected, ws, wd);
    expected.missing += 1; // the invalid hour
    expect(body.counts).toEqual(expected.counts);
    expect(body.calm).toBe(expected.calm);
    expect(body.missing).toBe(expected.missing);
    expect(body.calm).toBe(2);
    expect(body.counts[0]).toEqual([0, 2, 0, 0, 1, 0]); // N: 3 m/s at 360° and 348.75°, 9.99 m/s at 0°
    expect(body.counts[15]).toEqual([0, 1, 0, 0, 0, 0]); // NNW: 348.7°
    expect(body.counts[1]).toEqual([0, 0, 0, 0, 0, 1]); // NNE: 10 m/s at 11.25°
    expect(body.valid).toBe(9);
    expect(body.calmPct).toBe(22.22);
  });

  it('follows chosen speed classes', async () => {
    const body = await getJson(
      '/api2/query/caqm/windrose?from=2025-06-01&to=2025-06-01&stations=CA01Q&speedClasses=1,5',
    );
    expect(body.speedClasses).toEqual([
      { from: 1, to: 5 },
      { from: 5, to: null },
    ]);
    expect(body.calm).toBe(3);
  });

  it('explains that stations without wind sensors have no windrose', async () => {
    const res = await get('/api2/query/caqm/windrose?stations=CA02Q');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('wind speed (WS) and wind direction (WD)');
  });
});

describe('query options: frequency table', () => {
  it('counts values on class edges in the upper class, the maximum in the last', async () => {
    const body = await getJson(
      '/api2/query/caqm/frequency?from=2025-05-01&to=2025-05-01&stations=CA03Q&parameters=PM25&interval=hour&classEdges=0,10,20',
    );
    expect(body.rows).toEqual([
      { from: 0, to: 10, count: 2, percent: 50, cumulativePercent: 50 },
      { from: 10, to: 20, count: 2, percent: 50, cumulativePercent: 100 },
    ]);
  });

  it('chooses round classes from the values, and counts values outside chosen edges apart', async () => {
    const auto = await getJson(
      '/api2/query/caqm/frequency?from=2025-05-01&to=2025-05-01&stations=CA03Q&parameters=PM25&interval=hour&classes=4',
    );
    expect(auto.edges).toEqual([0, 5, 10, 15, 20]);
    expect(auto.rows.map((r: { count: number }) => r.count)).toEqual([1, 1, 1, 1]);
    const outside = await getJson(
      '/api2/query/caqm/frequency?from=2025-05-01&to=2025-05-01&stations=CA03Q&parameters=PM25&interval=hour&classEdges=5,15',
    );
    expect(outside).toMatchObject({ below: 1, above: 1, total: 4 });
  });
});

describe('query options: export (spec §7)', () => {
  const download = (link: string) => ctx.app.inject({ method: 'GET', url: link });

  it('exports the report as CSV through a download link, stating the level', async () => {
    const res = await get(
      '/api2/query/caqm/report?from=2025-03-01&to=2025-03-02&stations=CA01Q&parameters=PM10&interval=day&export=csv',
    );
    expect(res.statusCode).toBe(200);
    const { downloadlink } = res.json();
    const file = await download(downloadlink);
    expect(file.statusCode).toBe(200);
    const lines = file.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Time,Station,Station name,Parameter,Unit,Average,Minimum,Maximum,Hours with data,Data level',
    );
    expect(lines.slice(1)).toEqual([
      '2025-03-01,CA01Q,Station CA01Q,PM10,µg/m³,20,10,30,3,Provisional (automatic checks)',
      '2025-03-02,CA01Q,Station CA01Q,PM10,µg/m³,40,40,40,1,Provisional (automatic checks)',
    ]);
  });

  it('exports the windrose as XLSX', async () => {
    const { downloadlink } = await getJson(
      '/api2/query/caqm/windrose?from=2025-06-01&to=2025-06-01&stations=CA01Q&export=xlsx',
    );
    const file = await ctx.app.inject({ method: 'GET', url: downloadlink });
    const rows = await readXlsxRows(file.rawPayload);
    const text = rows.flat().map(String);
    expect(text).toContain("Current values (checked; reviewers' changes applied)");
    expect(text).toContain('NNW');
  });
});
