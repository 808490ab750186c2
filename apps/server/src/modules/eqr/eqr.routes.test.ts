import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { columns } from '../../test/columns.js';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, createUser, signedIn } from '../../test/users.js';
import { insertSample, testStation } from '../reports/reports.fixtures.js';
import { pdfText } from '../../storage/pdf-text.js';

// Hand-made network for 2025 (MRWQM, manual samples):
// - M1 (Klang basin): two samples whose means are clean water (DO 100 % sat., BOD 1, COD 5, NH3-N 0.05, TSS 10, pH 7) → WQI above 92.7 → class I.
// - M2 (Klang basin): one heavily polluted sample (DO 10 % sat., BOD 40, COD 200, NH3-N 10, TSS 800, pH 4) → WQI below 31 → class V.
// - M3 (no basin): pH missing → no index → NA.
// - M1 also has a 2024 sample (clean) for the trend.
const CLEAN = { DO_SAT: 100, BOD: 1, COD: 5, NH3N: 0.05, TSS: 10, PH: 7 };
const DIRTY = { DO_SAT: 10, BOD: 40, COD: 200, NH3N: 10, TSS: 800, PH: 4 };

const ctx = useTestApp(['auth', 'eqr']);
const call = apiCaller(ctx);
let reader: Record<string, string>;
let approverId: string;

beforeAll(async () => {
  const db = ctx.db.kysely;
  const basin = await db
    .insertInto('basin')
    .values({ name: 'Klang' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('station')
    .values([
      { ...testStation('M1', 'MRWQM', null), basinId: basin.id },
      { ...testStation('M2', 'MRWQM', null), basinId: basin.id },
      testStation('M3', 'MRWQM', null),
    ])
    .execute();
  await insertSample(db, 'M1', '2025-03-10T02:00:00Z', { ...CLEAN, BOD: 0.5 });
  await insertSample(db, 'M1', '2025-09-10T02:00:00Z', { ...CLEAN, BOD: 1.5 });
  await insertSample(db, 'M1', '2024-06-10T02:00:00Z', CLEAN);
  await insertSample(db, 'M2', '2025-05-10T02:00:00Z', DIRTY);
  const { PH: _ph, ...noPh } = CLEAN;
  await insertSample(db, 'M3', '2025-05-10T02:00:00Z', noPh);
  approverId = await createUser(db, { username: 'approver', roles: ['System Admin'] });
  reader = await signedIn(ctx, 'reader', ['View EQR Report MRWQM']);
});

const compile = async () => (await call('GET', '/api2/eqr/mrwqm?year=2025', reader)).json();

describe('EQR river compilation API: tables and data level', () => {
  it('gives the share of stations per class, the classes per basin and the WQI trend', async () => {
    const eqr = await compile();
    expect(eqr.stations).toBe(3);
    expect(columns(eqr.classShares, 'riverClass', 'stations', 'percent')).toEqual([
      ['I', 1, 33.3],
      ['II', 0, 0],
      ['III', 0, 0],
      ['IV', 0, 0],
      ['V', 1, 33.3],
      ['NA', 1, 33.3],
    ]);
    expect(
      eqr.byBasin.map((b: { basin: string; stations: number; counts: Record<string, number> }) => [
        b.basin,
        b.stations,
        b.counts.I,
        b.counts.V,
        b.counts.NA,
      ]),
    ).toEqual([
      ['(no basin)', 1, 0, 0, 1],
      ['Klang', 2, 1, 1, 0],
    ]);
    expect(eqr.trend.map((p: { year: number; stations: number }) => [p.year, p.stations])).toEqual([
      [2021, 0],
      [2022, 0],
      [2023, 0],
      [2024, 1],
      [2025, 2],
    ]);
    expect(eqr.trend[3].meanWqi).toBeGreaterThan(92.7);
  });

  it('says which data level it used, and picks up approvals when they cover the year', async () => {
    expect((await compile()).dataLevel).toBe('provisional');
    const approve = (stationId: string, level: 2 | 3) =>
      ctx.db.kysely
        .insertInto('approval')
        .values({
          stationId,
          parameterCode: null,
          fromTs: new Date('2024-12-31T16:00:00Z'),
          toTs: new Date('2025-12-31T16:00:00Z'),
          level,
          userId: approverId,
          username: 'approver',
          note: null,
          at: ctx.clock.now(),
        })
        .execute();
    await approve('M1', 3);
    await approve('M2', 3);
    await approve('M3', 2);
    expect((await compile()).dataLevel).toBe('reviewed');
    await approve('M3', 3);
    expect((await compile()).dataLevel).toBe('approved');
  });
});

describe('EQR river compilation API: exports and access', () => {
  it('exports an editable DOCX that holds the tables', async () => {
    const res = await call('GET', '/api2/eqr/mrwqm/export?year=2025&format=docx', reader);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="eqr-mrwqm-2025.docx"/,
    );
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    expect(html).toContain(
      '<h1>Environmental Quality Report 2025: river water quality (MRWQM)</h1>',
    );
    expect(html).toMatch(
      /<table>.*<td><p>Class I<\/p><\/td><td><p>1<\/p><\/td><td><p>33.3<\/p><\/td>.*<\/table>/,
    );
    expect(html).toMatch(/<td><p>Klang<\/p><\/td>(<td><p>\d<\/p><\/td>){6}<td><p>2<\/p><\/td>/);
  });

  it('exports the same tables as XLSX and PDF, in the caller’s language', async () => {
    const x = await ctx.app.inject({
      method: 'GET',
      url: '/api2/eqr/mrwqm/export?year=2025&format=xlsx',
      headers: { ...reader, 'accept-language': 'ms' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Stesen mengikut kelas IKA');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Kelas I', 1, 33.3]);
    const p = await call('GET', '/api2/eqr/mrwqm/export?year=2025&format=pdf', reader);
    expect(p.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(p.rawPayload)).toContain('WQI classes per river basin');
  });

  it('is open only to View EQR Report of the module, and refuses a bad year or format', async () => {
    const other = await signedIn(ctx, 'crwqm', ['View EQR Report CRWQM']);
    expect((await call('GET', '/api2/eqr/mrwqm?year=2025', other)).statusCode).toBe(403);
    expect((await call('GET', '/api2/eqr/mrwqm?year=20x5', reader)).statusCode).toBe(400);
    expect(
      (await call('GET', '/api2/eqr/mrwqm/export?year=2025&format=odt', reader)).statusCode,
    ).toBe(400);
  });
});
