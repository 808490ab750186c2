import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { pdfText } from '../../storage/pdf-text.js';
import { columns } from '../../test/columns.js';
import { useTestApp } from '../../test/test-app.js';
import { createUser, signedIn } from '../../test/users.js';
import { insertAirIndex, insertHourly, insertMapStations } from '../maps/map-test-fixtures.js';

const at = (day: string, hour: number) =>
  Date.parse(`2025-${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
const hours = (day: string, from: number, to: number, code: string, avg: number) =>
  Array.from({ length: to - from }, (_, i) => ({ code, hour: at(day, from + i), avg }));

// Hand-made CAQM network for 2025 (365 days):
// - A1 (Selangor): API 40 then 120 on 1 March (worst: Unhealthy), 60 on 2 March (Moderate).
//   PM2.5: 24 h of 40 µg/m³ on 1 March (above the 24 h limit of 35), 20 h of 30 on 2 March,
//   10 h of 80 on 3 March (too few hours to count). O3: 0.02 ppm all day on 1 March but
//   0.06 ppm (117.8 µg/m³) from 08:00 to 15:00: the 8-hour mean is above 100, the 1-hour
//   highest is within 180.
// - A2 (Johor): API 30 on 1 March (Good); PM2.5 24 h of 20 µg/m³.
// - A3 (Selangor): no data, so not one of the chapter's stations.
const ctx = useTestApp(['auth', 'eqr']);
let reader: Record<string, string>;
let approverId: string;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  await insertMapStations(db, [
    { id: 'A1', module: 'CAQM', state: 'selangor', parameters: ['PM25', 'O3'] },
    { id: 'A2', module: 'CAQM', state: 'johor', parameters: ['PM25'] },
    { id: 'A3', module: 'CAQM', state: 'selangor', parameters: ['PM25'] },
  ]);
  await insertAirIndex(db, 'A1', at('03-01', 10), 40, 'GOOD', { PM25: 40 });
  await insertAirIndex(db, 'A1', at('03-01', 15), 120, 'UNHEALTHY', { PM25: 120 });
  await insertAirIndex(db, 'A1', at('03-02', 12), 60, 'MODERATE', { PM25: 60 });
  await insertAirIndex(db, 'A2', at('03-01', 12), 30, 'GOOD', { PM25: 30 });
  await insertHourly(db, 'A1', [
    ...hours('03-01', 0, 24, 'PM25', 40),
    ...hours('03-02', 0, 20, 'PM25', 30),
    ...hours('03-03', 0, 10, 'PM25', 80),
    ...hours('03-01', 0, 8, 'O3', 0.02),
    ...hours('03-01', 8, 16, 'O3', 0.06),
    ...hours('03-01', 16, 24, 'O3', 0.02),
  ]);
  await insertHourly(db, 'A2', hours('03-01', 0, 24, 'PM25', 20));
  approverId = await createUser(db, { username: 'approver', roles: ['System Admin'] });
  reader = await signedIn(ctx, 'reader', ['View EQR Report CAQM']);
});

const get = (url: string, headers = reader) => ctx.app.inject({ method: 'GET', url, headers });
const compile = async () => (await get('/api2/eqr/caqm?year=2025')).json();

describe('EQR air chapter API: compilation', () => {
  it('counts the days of each API class per state from its worst station each day', async () => {
    const eqr = await compile();
    expect(eqr).toMatchObject({ module: 'CAQM', year: 2025, stations: 2, daysInYear: 365 });
    expect(eqr.daysByState).toEqual([
      {
        state: 'Johor',
        stations: 1,
        counts: {
          GOOD: 1,
          MODERATE: 0,
          UNHEALTHY: 0,
          VERY_UNHEALTHY: 0,
          HAZARDOUS: 0,
          NO_DATA: 364,
        },
      },
      {
        state: 'Selangor',
        stations: 1,
        counts: {
          GOOD: 0,
          MODERATE: 1,
          UNHEALTHY: 1,
          VERY_UNHEALTHY: 0,
          HAZARDOUS: 0,
          NO_DATA: 363,
        },
      },
    ]);
    expect(columns(eqr.stationDays, 'category', 'stationDays', 'percent')).toEqual([
      ['GOOD', 1, 0.1],
      ['MODERATE', 1, 0.1],
      ['UNHEALTHY', 1, 0.1],
      ['VERY_UNHEALTHY', 0, 0],
      ['HAZARDOUS', 0, 0],
      ['NO_DATA', 727, 99.6],
    ]);
  });

  it('gives the compliance with each MAAQS limit in force, counting only days with 18 valid hours', async () => {
    const { compliance } = await compile();
    expect(compliance).toEqual([
      {
        parameter: 'PM25',
        averaging: '24H',
        version: 'STANDARD',
        limit: 35,
        unit: 'ug/m3',
        stations: 2,
        judged: 3,
        exceeded: 1,
        compliancePercent: 66.7,
        stationsCompliant: 1,
      },
      expect.objectContaining({
        parameter: 'O3',
        averaging: '1H',
        limit: 180,
        judged: 1,
        exceeded: 0,
        compliancePercent: 100,
      }),
      expect.objectContaining({
        parameter: 'O3',
        averaging: '8H',
        limit: 100,
        judged: 1,
        exceeded: 1,
        compliancePercent: 0,
        stationsCompliant: 0,
      }),
    ]);
  });
});

describe('EQR air chapter API: data level, exports, access and days without readings', () => {
  it('says the data level: provisional, then approved once the year of both stations is approved', async () => {
    expect((await compile()).dataLevel).toBe('provisional');
    await ctx.db.kysely
      .insertInto('approval')
      .values(
        ['A1', 'A2'].map((stationId) => ({
          stationId,
          parameterCode: null,
          fromTs: new Date('2024-12-31T16:00:00Z'),
          toTs: new Date('2025-12-31T16:00:00Z'),
          level: 3 as const,
          userId: approverId,
          username: 'approver',
          note: null,
          at: ctx.clock.now(),
        })),
      )
      .execute();
    expect((await compile()).dataLevel).toBe('approved');
  });

  it('exports an editable DOCX holding the tables, read back with a DOCX reader', async () => {
    const res = await get('/api2/eqr/caqm/export?year=2025&format=docx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="eqr-caqm-2025.docx"/);
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    expect(html).toContain('<h1>Environmental Quality Report 2025: air quality (CAQM)</h1>');
    expect(html).toContain('<h2>Days per API class and state</h2>');
    const cells = (values: (string | number)[]) =>
      values.map((v) => `<td><p>${v}</p></td>`).join('');
    expect(html).toContain(cells(['Selangor', 1, 0, 1, 1, 0, 0, 363]));
    expect(html).toContain(
      cells(['PM2.5', '24 hours', 'MAAQS STANDARD', 35, 'ug/m3', 2, 3, 1, 66.7, 1]),
    );
    expect(html).toContain('Data level: approved (3rd level) · 2 station(s) with data');
  });

  it('exports the same tables as XLSX in Malay and as a PDF', async () => {
    const x = await ctx.app.inject({
      method: 'GET',
      url: '/api2/eqr/caqm/export?year=2025&format=xlsx',
      headers: { ...reader, 'accept-language': 'ms' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Hari mengikut kelas IPU dan neg',
      'Hari-stesen mengikut kelas IPU',
      'Pematuhan Piawaian Kualiti Udar',
    ]);
    const third = book.worksheets[2]!;
    expect(third.getRow(2).values).toEqual([
      undefined,
      'PM2.5',
      '24 jam',
      'MAAQS STANDARD',
      35,
      'ug/m3',
      2,
      3,
      1,
      66.7,
      1,
    ]);
    const p = await get('/api2/eqr/caqm/export?year=2025&format=pdf');
    expect(p.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(p.rawPayload)).toContain(
      'Compliance with the Malaysian Ambient Air Quality Standard',
    );
  });

  it('is open only to View EQR Report CAQM', async () => {
    const other = await signedIn(ctx, 'river', ['View EQR Report CRWQM']);
    expect((await get('/api2/eqr/caqm?year=2025', other)).statusCode).toBe(403);
    expect((await get('/api2/eqr/caqm/export?year=2025&format=docx', other)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/eqr/caqm?year=2025' })).statusCode,
    ).toBe(401);
  });

  it('gives no class to a day without readings of its own, whatever the running means left it', async () => {
    // After 3 March (10 hours of PM2.5) A1 sent nothing; the hourly index of 4 March's first hours
    // still comes from the running means of the days before, and a station-day of A3, which never
    // measured anything, has an index row too.
    await insertAirIndex(ctx.db.kysely, 'A1', at('03-04', 2), 150, 'UNHEALTHY', { PM25: 150 });
    await insertAirIndex(ctx.db.kysely, 'A3', at('03-05', 1), 80, 'MODERATE', { PM25: 80 });
    const eqr = await compile();
    expect(eqr.stations).toBe(2);
    const selangor = eqr.daysByState.find((s: { state: string }) => s.state === 'Selangor');
    expect(selangor).toMatchObject({
      stations: 1,
      counts: { MODERATE: 1, UNHEALTHY: 1, NO_DATA: 363 },
    });
  });
});
