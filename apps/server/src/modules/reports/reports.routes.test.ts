import { computeWqi } from '@eqmp/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { readPdfPages, readXlsxRows } from '../exports/read-export.fixtures.js';
import { insertHours, insertSample, seedReportState } from './reports.fixtures.js';
import { insertCase } from './reports.test-support.js';

type Row = Record<string, unknown>;

const ctx = useTestApp(['auth', 'exports', 'reports']);
let officer: Record<string, string>;
let reviewer: Record<string, string>;
let riverOfficer: Record<string, string>;
let noRole: Record<string, string>;
let stateId = 0;

const get = (url: string, headers = officer, lang = 'en') =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': lang } });

beforeAll(async () => {
  const db = ctx.db.kysely;
  const river = ['DO', 'DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'];
  stateId = await seedReportState(db, { code: 'MY-TT', name: 'Test State' }, [
    ['CA01T', 'CAQM', ['PM10', 'CO']],
    ['CA02T', 'CAQM', ['PM10']],
    ['CR01T', 'CRWQM', ['DO', 'PH']],
    ['MR01T', 'MRWQM', river],
    ['MR02T', 'MRWQM', river],
    ['RW01T', 'RWIS', river],
  ]);

  // CA01T PM10, 10 January 2026 (KL): 18 valid hours of 30, two flagged hours of 500 and 6 gaps.
  await insertHours(
    db,
    'CA01T',
    'PM10',
    '2026-01-10T00:00:00+08:00',
    Array.from({ length: 18 }, () => 30),
  );
  await insertHours(db, 'CA01T', 'PM10', '2026-01-10T18:00:00+08:00', [500, 500], -1);
  // 11 January: 17 valid hours of 40 (below the 75 % rule).
  await insertHours(
    db,
    'CA01T',
    'PM10',
    '2026-01-11T00:00:00+08:00',
    Array.from({ length: 17 }, () => 40),
  );
  // CA02T PM10 in January: 10, 20, 20, 40 with a gap and a flagged 1000 (hand-computed: average
  // 22.5, median 20, mode 20, max 40, min 10); in February 50.
  await insertHours(db, 'CA02T', 'PM10', '2026-01-05T00:00:00+08:00', [10, 20, null, 20, 40]);
  await insertHours(db, 'CA02T', 'PM10', '2026-01-05T05:00:00+08:00', [1000], -1);
  await insertHours(db, 'CA02T', 'PM10', '2026-02-01T00:00:00+08:00', [50]);
  await sql`insert into air_index_hourly (station_id, hour, api, display_api, category, dominant, sub_indices)
      values ('CA01T', '2026-01-10T09:00:00+08:00', 57.4, 57, 'MODERATE', '{PM10}', '{"PM10": 57.4}')`.execute(
    db,
  );
  // CR01T DO on 12 January: 5, 6, 6, 7 and a flagged 99.
  await insertHours(db, 'CR01T', 'DO', '2026-01-12T00:00:00+08:00', [5, 6, 6, 7]);
  await insertHours(db, 'CR01T', 'DO', '2026-01-12T04:00:00+08:00', [99], -1);

  // Manual river samples (all DOE-WQI parameters) and one flagged sample value.
  const clean = { DO_SAT: 90, DO: 7.5, BOD: 1, COD: 10, NH3N: 0.1, TSS: 20, PH: 7 };
  await insertSample(db, 'MR01T', '2025-03-10T10:00:00+08:00', clean);
  await insertSample(db, 'MR01T', '2025-06-10T10:00:00+08:00', { ...clean, BOD: 3 });
  await insertSample(db, 'MR01T', '2025-09-10T10:00:00+08:00', { ...clean, BOD: 2 });
  await insertSample(db, 'MR01T', '2025-12-10T10:00:00+08:00', { ...clean, BOD: 4 });
  await insertSample(db, 'MR01T', '2025-12-20T10:00:00+08:00', { BOD: 80 }, -1);
  await insertSample(db, 'RW01T', '2026-01-05T10:00:00+08:00', clean);
  await insertCase(
    db,
    {
      id: 'RWIS-T-01',
      module: 'RWIS',
      stateId,
      caseTitle: 'Test spill',
      caseStartDate: '2026-01-02',
      year: 2026,
    },
    'RW01T',
  );

  officer = await signedIn(ctx, 'air.officer', ['Report CAQM']);
  reviewer = await signedIn(ctx, 'air.reviewer', ['Report CAQM', 'View QA/QC Report CAQM']);
  riverOfficer = await signedIn(ctx, 'river.officer', [
    'Report CRWQM',
    'Report MRWQM',
    'Report RWIS',
  ]);
  noRole = await signedIn(ctx, 'no.role', ['Map CAQM']);
});

describe('preformatted reports: monthly (continuous)', () => {
  it('gives the daily means of validated hours and names days under 18 valid hours', async () => {
    const res = await get('/api2/reports/caqm/monthly?station=CA01T&month=2026-01&parameter=PM10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.level).toBe('validated');
    expect(body.rows).toHaveLength(31 + 3);
    const [d10, d11] = [body.rows[9], body.rows[10]];
    expect(d10).toMatchObject({
      day: '2026-01-10',
      PM10: 30,
      insufficient: '',
      index: 57,
      indexClass: 'Moderate',
    });
    expect(d11).toMatchObject({ day: '2026-01-11', PM10: 40, insufficient: 'PM10' });
    expect(body.chart.series[0].data[9]).toBe(30);
    expect(body.chart.series[0].data).toHaveLength(31);
  });

  it('ends with the month: mean of valid hours, highest hourly value and data capture', async () => {
    const body = (
      await get('/api2/reports/caqm/monthly?station=CA01T&month=2026-01&parameter=PM10')
    ).json();
    // 18 valid hours of 30 and 17 of 40: 1220 / 35 (not the mean of the daily means, 35);
    // 35 of the 744 hours of January.
    const [mean, max, capture] = body.rows.slice(31);
    expect(mean).toEqual({ day: 'Month: mean', PM10: 1220 / 35 });
    expect(max).toEqual({ day: 'Month: highest hourly value', PM10: 40 });
    expect(capture).toEqual({ day: 'Month: data capture', PM10: '4.7 %' });
    expect(body.notes).toContain(
      'The last rows cover the whole month: the mean of every valid hourly value of the month (not of the daily means), the highest of those hourly values, and data capture, the valid hours over the hours in the month.',
    );
  });

  it('includes flagged hours only at the raw level, for users who review the data', async () => {
    const raw = await get(
      '/api2/reports/caqm/monthly?station=CA01T&month=2026-01&parameter=PM10&level=raw',
      reviewer,
    );
    expect(raw.statusCode).toBe(200);
    expect(raw.json().rows[9].PM10).toBe((18 * 30 + 2 * 500) / 20);
    // The raw month counts the two flagged hours: 2220 / 37 = 60, highest 500, 37 / 744.
    expect(
      raw
        .json()
        .rows.slice(31)
        .map((r: Row) => r.PM10),
    ).toEqual([60, 500, '5.0 %']);
    const refused = await get(
      '/api2/reports/caqm/monthly?station=CA01T&month=2026-01&parameter=PM10&level=raw',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('QUERY_RAW_NOT_ALLOWED');
  });
});

describe('preformatted reports: the hours of a day', () => {
  it('lists the 24 hours of a day with their API (hourly/daily)', async () => {
    const body = (await get('/api2/reports/caqm/daily?station=CA01T&date=2026-01-10')).json();
    expect(body.rows).toHaveLength(24);
    expect(body.rows[0]).toMatchObject({ time: '00:00', PM10: 30 });
    expect(body.rows[9]).toMatchObject({ time: '09:00', index: 57 });
    expect(body.rows[18].PM10).toBeUndefined();
  });
});

describe('preformatted reports: yearly statistics', () => {
  const yearly = (statistic: string) =>
    get(
      `/api2/reports/caqm/yearly?station=CA02T&parameter=PM10&year=2026&statistic=${statistic}`,
    ).then((r) => r.json().rows[0] as Row);
  it.each([
    ['average', 22.5, (22.5 * 4 + 50) / 5],
    ['median', 20, 20],
    ['mode', 20, 20],
    ['max', 40, 50],
    ['min', 10, 10],
  ])(
    'computes the %s per month and for the year without gaps and flagged values',
    async (statistic, january, year) => {
      const row = await yearly(statistic);
      expect(row.m1).toBeCloseTo(january);
      expect(row.m2).toBe(50);
      expect(row.year).toBeCloseTo(year);
      expect(row.n).toBe(5);
    },
  );

  it('takes every station of a state and statistics of daily means with the 75 % rule', async () => {
    const body = (
      await get(`/api2/reports/caqm/yearly?state=${stateId}&parameter=PM10&year=2026&basis=day`)
    ).json();
    expect(body.rows.map((r: Row) => r.station)).toEqual(['CA01T', 'CA02T']);
    // CA01T: 10 January (18 h) counts, 11 January (17 h) does not; CA02T has no day with 18 hours.
    expect(body.rows[0]).toMatchObject({ m1: 30, n: 1 });
    expect(body.rows[1]).toMatchObject({ n: 0 });
  });
});

describe('preformatted reports: describing a continuous station', () => {
  it('describes a continuous station over a range', async () => {
    const res = await get(
      '/api2/reports/crwqm/descriptive_statistic?station=CR01T&from=2026-01-12&to=2026-01-12&parameter=DO',
      riverOfficer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0]).toMatchObject({
      n: 4,
      capture: 16.7,
      average: 6,
      min: 5,
      max: 7,
      median: 6,
      mode: 6,
    });
  });
});

describe('preformatted reports: manual river', () => {
  it('lists each sample with its WQI and class, leaving flagged values out', async () => {
    const body = (
      await get(
        '/api2/reports/mrwqm/sampling?station=MR01T&from=2025-01-01&to=2025-12-31',
        riverOfficer,
      )
    ).json();
    expect(body.rows).toHaveLength(4);
    const expected = computeWqi({ DO: 90, BOD: 1, COD: 10, AN: 0.1, SS: 20, PH: 7 });
    expect(body.rows[0]).toMatchObject({
      station: 'MR01T',
      time: '2025-03-10 10:00',
      BOD: 1,
      indexClass: expected.riverClass,
    });
    expect(body.rows[0].index).toBeCloseTo(expected.wqi!);
    expect(body.rows.map((r: Row) => r.BOD)).toEqual([1, 3, 2, 4]);
  });

  it('summarises a parameter as a box plot with percentile_cont quartiles', async () => {
    const body = (
      await get(
        '/api2/reports/mrwqm/boxplot?station=MR01T,MR02T&parameter=BOD&from=2025-01-01&to=2025-12-31',
        riverOfficer,
      )
    ).json();
    expect(body.rows[0]).toMatchObject({
      station: 'MR01T',
      n: 4,
      min: 1,
      q1: 1.75,
      median: 2.5,
      q3: 3.25,
      max: 4,
    });
    expect(body.rows[1]).toMatchObject({ station: 'MR02T', n: 0, median: null });
    expect(body.chart).toMatchObject({
      type: 'boxplot',
      series: [{ data: [[1, 1.75, 2.5, 3.25, 4], null] }],
    });
  });

  it('gives three-year means with their index (triennial) and monthly means', async () => {
    const triennial = (
      await get('/api2/reports/mrwqm/triennial?station=MR01T&year=2026', riverOfficer)
    ).json();
    expect(triennial.rows[0]).toMatchObject({ station: 'MR01T', samples: 4, BOD: 2.5 });
    const monthly = (
      await get('/api2/reports/mrwqm/monthly?station=MR01T&year=2025', riverOfficer)
    ).json();
    expect(monthly.rows.map((r: Row) => [r.month, r.BOD])).toEqual([
      ['2025-03', 1],
      ['2025-06', 3],
      ['2025-09', 2],
      ['2025-12', 4],
    ]);
  });

  it('reads the investigative case from caseID and year, as the map links it', async () => {
    const body = (
      await get('/api2/reports/rwis/rwis_monthly?year=2026&caseID=RWIS-T-01', riverOfficer)
    ).json();
    expect(body.rows).toHaveLength(1);
    const expected = computeWqi({ DO: 90, BOD: 1, COD: 10, AN: 0.1, SS: 20, PH: 7 }).riverClass;
    expect(body.rows[0]).toMatchObject({ station: 'RW01T', indexClass: expected });
    // The level of the case's samples, which nobody has reviewed yet.
    expect(body.parameters).toContainEqual({
      label: 'Data level',
      value: 'Provisional (automatic checks)',
    });
    const summary = (await get('/api2/reports/rwis/rwis_summary?year=2026', riverOfficer)).json();
    expect(summary.rows[0]).toMatchObject({
      caseId: 'RWIS-T-01',
      stations: 1,
      samples: 1,
      indexClass: expected,
    });
  });
});

describe('preformatted reports: bad queries', () => {
  it.each([
    ['/api2/reports/caqm/monthly?station=CA01T', 400, 'Choose a month.'],
    ['/api2/reports/caqm/monthly?station=CA01T&month=2026-13', 400, undefined],
    [
      '/api2/reports/caqm/monthly?station=CR01T&month=2026-01',
      400,
      'These stations are not stations of CAQM: CR01T.',
    ],
    [
      '/api2/reports/caqm/yearly?station=CA01T&year=2026&parameter=DO',
      400,
      'The chosen stations do not measure: DO.',
    ],
    ['/api2/reports/caqm/yearly?station=CA01T&year=2026', 400, 'Choose exactly one parameter.'],
    [
      '/api2/reports/caqm/triennial?station=CA01T&year=2026',
      404,
      'This module has no report named triennial.',
    ],
    ['/api2/reports/caqm/monthly?station=CA01T&month=2026-01&export=docx', 400, undefined],
  ])('%s answers %i with a clear message', async (url, status, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBeTruthy();
    if (message) expect(res.json().message).toBe(message);
  });

  it('answers in Malay when asked', async () => {
    const res = await get('/api2/reports/caqm/monthly?station=CA01T', officer, 'ms');
    expect(res.json().message).toBe('Pilih bulan.');
  });
});

describe('preformatted reports: roles', () => {
  it("refuses a user without the module's Report role", async () => {
    expect(
      (await get('/api2/reports/caqm/monthly?station=CA01T&month=2026-01', noRole)).statusCode,
    ).toBe(403);
    expect(
      (await get('/api2/reports/caqm/monthly?station=CA01T&month=2026-01', riverOfficer))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/reports/caqm/options' })).statusCode,
    ).toBe(401);
  });

  it('gives a report holder the pickers of the module', async () => {
    const body = (await get('/api2/reports/caqm/options')).json();
    expect(body.stations.map((s: Row) => s.id)).toEqual(['CA01T', 'CA02T']);
    expect(body.stations[0].parameters.sort()).toEqual(['CO', 'PM10']);
    expect(body.parameters.find((p: Row) => p.code === 'CO').name).toBe('Carbon monoxide');
  });
});

describe('preformatted reports: exports', () => {
  const fetchExport = async (url: string, lang = 'ms') => {
    const res = await get(url, officer, lang);
    expect(res.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().downloadlink });
    expect(file.statusCode).toBe(200);
    return file;
  };

  it('exports the monthly report as XLSX with Malay headers and units', async () => {
    const file = await fetchExport(
      '/api2/reports/caqm/monthly?station=CA01T&month=2026-01&parameter=PM10&export=xlsx',
    );
    expect(file.headers['content-disposition']).toContain('caqm-monthly-ca01t-2026-01.xlsx');
    const rows = await readXlsxRows(file.rawPayload);
    expect(rows[0]).toEqual(['Laporan Bulanan — CAQM']);
    expect(rows).toContainEqual(['Tahap data', 'Sementara (semakan automatik)']);
    const header = rows.find((r) => r[0] === 'Tarikh')!;
    expect(header).toEqual([
      'Tarikh',
      'PM10 (µg/m³)',
      'IPU tertinggi',
      'Kategori',
      'Data tidak mencukupi (< 18 jam sah)',
    ]);
    expect(rows[rows.indexOf(header) + 10]).toEqual(
      ['2026-01-10', 30, 57, 'Sederhana', undefined].slice(0, 4),
    );
    // The month's rows close the table, labelled in Malay (PM10 with its 0 decimals: 34.86 → 35).
    expect(rows.slice(rows.indexOf(header) + 32, rows.indexOf(header) + 35)).toEqual([
      ['Bulan: purata', 35],
      ['Bulan: nilai sejam tertinggi', 40],
      ['Bulan: tangkapan data', '4.7 %'],
    ]);
  });

  it('exports the monthly report as a PDF with its title, query and page numbers', async () => {
    const [page] = await readPdfPages(
      (
        await fetchExport(
          '/api2/reports/caqm/monthly?station=CA01T&month=2026-01&parameter=PM10&export=pdf',
          'en',
        )
      ).rawPayload,
    );
    expect(page).toContain('Department of Environment Malaysia');
    expect(page).toContain('Monthly Report — CAQM');
    expect(page).toContain('Station: CA01T Station CA01T');
    expect(page).toContain('Data level: Provisional (automatic checks)');
    expect(page).toMatch(/Page 1 of \d+/);
  });

  it('exports the yearly report as CSV', async () => {
    const csv = (
      await fetchExport(
        '/api2/reports/caqm/yearly?station=CA02T&parameter=PM10&year=2026&statistic=median&export=csv',
        'en',
      )
    ).body;
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Station ID,Station name,State,Jan (µg/m³),Feb (µg/m³),Mar (µg/m³),Apr (µg/m³),May (µg/m³),Jun (µg/m³),Jul (µg/m³),Aug (µg/m³),Sep (µg/m³),Oct (µg/m³),Nov (µg/m³),Dec (µg/m³),Year (µg/m³),Hours used,Data level',
    );
    // The data level the XLSX and PDF state above the table is the CSV's last column.
    expect(row).toBe(
      'CA02T,Station CA02T,Test State,20,50,,,,,,,,,,,20,5,Provisional (automatic checks)',
    );
  });
});
