import { API } from '@eqmp/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedActions } from '../../test/activity-log.js';
import { addApprovedRange } from '../../test/approvals.js';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { xlsxBomb } from '../../test/zip-fixture.js';
import { multipartFile } from '../inventory/inventory.fixtures.js';
import { SHAH_ALAM, seedMobileUnits } from './mobile.fixtures.js';

type Row = Record<string, unknown>;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The readings of one deployment: typed rows, and a file imported only once confirmed. */
const ctx = useTestApp(['auth', 'mobile', 'reports']);
const h: Record<string, Record<string, string>> = {};
let deploymentId = 0;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedMobileUnits(db);
  Object.assign(
    h,
    await signedInAll(ctx, {
      'entry.one': ['Data Entry MCAQM', 'Report MCAQM'],
      'entry.two': ['Data Entry MCAQM'],
    }),
  );
  const created = await ctx.app.inject({
    method: 'POST',
    url: API.mobileCreateDeployment.url,
    headers: h['entry.one'],
    payload: SHAH_ALAM,
  });
  deploymentId = created.json().id;
});

const url = (name: keyof typeof API, id: number) => API[name].url.replace(':id', String(id));
const readingsOf = (source: string) =>
  ctx.db.kysely
    .selectFrom('reading')
    .select(['parameterCode', 'ts', 'value'])
    .where('stationId', '=', 'MCAQM901')
    .where('source', '=', source as 'manual')
    .orderBy('ts')
    .orderBy('parameterCode')
    .execute();
const upload = (file: Buffer, name: string, type: string, who = 'entry.one', lang = 'en') => {
  const body = multipartFile(file, name, type);
  return ctx.app.inject({
    method: 'POST',
    url: url('mobileImportPreview', deploymentId),
    headers: { ...h[who], ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
};
const post = (path: string, who = 'entry.one', payload?: object) =>
  ctx.app.inject({ method: 'POST', url: path, headers: h[who], ...(payload ? { payload } : {}) });

let importId = 0;
const csv = [
  'date,time,PM10,PM2.5 (ug/m3),CO',
  '11/01/2026,10:00,55,30,0.8',
  '11/01/2026,11:00,abc,31,0.7',
  '11/01/2026,12:00,60,,0.9',
  '',
].join('\n');

describe('mobile air readings: typed entry, CSV import and the daily report', () => {
  it('stores typed rows through ingestion (source manual), rounding times, refusing bad rows', async () => {
    const res = await post(url('mobileEnterReadings', deploymentId), 'entry.one', {
      rows: [
        { date: '10/01/2026', time: '09:10', values: { PM10: 41, PM25: 20, CO: null } },
        { date: '10/01/2026', time: '9:40', values: { PM10: 44 } },
        { date: '09/01/2026', time: '10:00', values: { PM10: 44 } },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rows: 1, accepted: 2, duplicates: 0, changed: 0 });
    expect(res.json().problems).toEqual([
      { row: 2, message: 'Incorrect time format: "9:40" (write HH:MM).' },
      { row: 3, message: "The time is outside the deployment's period." },
    ]);
    expect(
      (await readingsOf('manual')).map((r) => [r.parameterCode, r.ts.toISOString(), r.value]),
    ).toEqual([
      ['PM10', '2026-01-10T01:00:00.000Z', 41],
      ['PM25', '2026-01-10T01:00:00.000Z', 20],
    ]);
    // The hourly rollup and the station-hour API follow in the same transaction.
    const hourly = await ctx.db.kysely
      .selectFrom('readingHourly')
      .select(['parameterCode', 'avg', 'validity'])
      .where('stationId', '=', 'MCAQM901')
      .execute();
    expect(hourly).toEqual(
      expect.arrayContaining([{ parameterCode: 'PM10', avg: 41, validity: 1 }]),
    );
    const api = await ctx.db.kysely
      .selectFrom('airIndexHourly')
      .select('hour')
      .where('stationId', '=', 'MCAQM901')
      .execute();
    expect(api.map((a) => a.hour.toISOString())).toContain('2026-01-10T01:00:00.000Z');
  });

  it('previews a CSV with one bad row and stores nothing until it is confirmed', async () => {
    const res = await upload(Buffer.from(csv), 'unit-901.csv', 'text/csv');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    importId = body.importId;
    expect(body).toMatchObject({
      fileName: 'unit-901.csv',
      columns: ['PM10', 'PM25', 'CO'],
      rowsTotal: 3,
      goodRows: 2,
      problems: [{ row: 3, message: 'The value of PM10 is not a number.' }],
    });
    expect(body.preview[1]).toEqual({
      row: 4,
      ts: '2026-01-11T04:00:00.000Z',
      rounded: false,
      values: { PM10: 60, CO: 0.9 },
    });
    expect(await readingsOf('import')).toEqual([]);
  });

  it('does not let another officer confirm someone else’s import', async () => {
    expect((await post(url('mobileImportConfirm', importId), 'entry.two')).statusCode).toBe(404);
  });

  it('stores the good rows on confirmation (source import), once', async () => {
    const res = await post(url('mobileImportConfirm', importId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ importId, rows: 2, accepted: 5, problems: [] });
    expect((await readingsOf('import')).map((r) => [r.parameterCode, r.value])).toEqual([
      ['CO', 0.8],
      ['PM10', 55],
      ['PM25', 30],
      ['CO', 0.9],
      ['PM10', 60],
    ]);
    const again = await post(url('mobileImportConfirm', importId));
    expect(again.statusCode).toBe(409);
    expect(await loggedActions(ctx.db.kysely, 'mobile_import')).toEqual(['upload', 'confirm']);
  });
  it('shows the imported values in the MCAQM daily report and the deployment’s readings', async () => {
    const report = await ctx.app.inject({
      method: 'GET',
      url: '/api2/reports/mcaqm/daily?station=MCAQM901&date=2026-01-11',
      headers: h['entry.one'],
    });
    expect(report.statusCode).toBe(200);
    const rows = report.json().rows as Row[];
    expect(rows.find((r) => r.time === '10:00')).toMatchObject({ PM10: 55, PM25: 30 });
    expect(rows.find((r) => r.time === '12:00')).toMatchObject({ PM10: 60 });
    const readings = await ctx.app.inject({
      method: 'GET',
      url: `${url('mobileDeploymentReadings', deploymentId)}?page=1&pageSize=2`,
      headers: h['entry.one'],
    });
    const body = readings.json();
    expect(body.total).toBe(3);
    expect(body.items.map((i: Row) => [i.ts, i.sources])).toEqual([
      ['2026-01-11T04:00:00.000Z', ['import']],
      ['2026-01-11T02:00:00.000Z', ['import']],
    ]);
    expect(body.items[0].values.PM10).toEqual({ value: 60, validity: 1 });
    const deployment = await ctx.app.inject({
      method: 'GET',
      url: url('mobileDeployment', deploymentId),
      headers: h['entry.one'],
    });
    expect(deployment.json()).toMatchObject({ readings: 7 });
  });
});

describe('mobile air readings: Excel workbooks, refused files and approved data', () => {
  it('reads an Excel workbook, with dates and times as Excel keeps them', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Readings');
    sheet.addRow(['Date', 'Time', 'PM10']);
    sheet.addRow([new Date(Date.UTC(2026, 0, 12)), new Date(Date.UTC(1899, 11, 30, 8, 0)), 35]);
    sheet.addRow([new Date(Date.UTC(2026, 0, 12)), '19:00', 36]);
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(data, 'unit.xlsx', XLSX);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      rowsTotal: 2,
      goodRows: 1,
      problems: [{ row: 3, message: "The time is outside the deployment's period." }],
    });
    expect(res.json().preview[0].ts).toBe('2026-01-12T00:00:00.000Z');
    const cancelled = await post(url('mobileImportCancel', res.json().importId));
    expect(cancelled.json()).toEqual({ importId: res.json().importId, status: 'cancelled' });
    expect((await post(url('mobileImportConfirm', res.json().importId))).statusCode).toBe(409);
  });

  it('refuses a file whose columns are not the unit’s parameters, or that is not a table', async () => {
    const unknown = await upload(
      Buffer.from('date,time,SO2\n11/01/2026,10:00,0.01\n'),
      'x.csv',
      'text/csv',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('SO2');
    const noTime = await upload(Buffer.from('date,PM10\n11/01/2026,10\n'), 'x.csv', 'text/csv');
    expect(noTime.json().message).toContain('time');
    const binary = await upload(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      'x.csv',
      'text/csv',
    );
    expect(binary.statusCode).toBe(415);
    const notMultipart = await post(url('mobileImportPreview', deploymentId), 'entry.one', {});
    expect(notMultipart.statusCode).toBe(415);
  });

  it('refuses a workbook that unpacks to more than 50 MB before reading it, and one over the row limit as it streams', async () => {
    const bomb = xlsxBomb(110 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const english = await upload(bomb, 'bomb.xlsx', XLSX);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(english.statusCode).toBe(413);
    expect(english.json()).toEqual({
      code: 'UPLOAD_UNPACKED_TOO_LARGE',
      message: 'The file unpacks to more than 50 MB; split it into smaller files.',
    });
    const malay = await upload(bomb, 'bomb.xlsx', XLSX, 'entry.one', 'ms');
    expect(malay.json()).toEqual({
      code: 'UPLOAD_UNPACKED_TOO_LARGE',
      message:
        'Fail ini melebihi 50 MB apabila dinyahmampat; pecahkan kepada fail yang lebih kecil.',
    });
    // A sheet that lies about its size is not a workbook that can be read.
    expect((await upload(xlsxBomb(110 * 1024 * 1024, 4096), 'liar.xlsx', XLSX)).statusCode).toBe(
      415,
    );
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Readings');
    sheet.addRow(['Date', 'Time', 'PM10']);
    for (let i = 0; i <= 5000; i++) sheet.addRow(['12/01/2026', '10:00', i]);
    const long = await upload(Buffer.from(await book.xlsx.writeBuffer()), 'long.xlsx', XLSX);
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toContain('5000 rows');
  });
  it('never rewrites approved data: typed rows inside an approved range are refused, each with the reason', async () => {
    const db = ctx.db.kysely;
    await addApprovedRange(db, {
      username: 'mobile.approver',
      stationId: 'MCAQM901',
      from: '2026-01-11T00:00:00+08:00',
      to: '2026-01-12T00:00:00+08:00',
      at: '2026-01-13T00:00:00+08:00',
    });
    const res = await post(url('mobileEnterReadings', deploymentId), 'entry.two', {
      rows: [{ date: '11/01/2026', time: '10:00', values: { PM10: 77 } }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 0, changed: 0 });
    expect(res.json().problems).toEqual([
      { row: 1, message: expect.stringContaining('approved (level 3) and locked') },
    ]);
    const stored = await db
      .selectFrom('reading')
      .select('value')
      .where('stationId', '=', 'MCAQM901')
      .where('parameterCode', '=', 'PM10')
      .where('ts', '=', new Date('2026-01-11T02:00:00Z'))
      .execute();
    expect(stored.map((r) => r.value)).not.toContain(77);
  });
});
