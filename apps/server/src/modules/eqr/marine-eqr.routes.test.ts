import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { pdfText } from '../../storage/pdf-text.js';
import { columns } from '../../test/columns.js';
import { useTestApp } from '../../test/test-app.js';
import { signedIn } from '../../test/users.js';
import { standardsWrites } from '../calculators/standards.repository.js';
import { insertHourly, insertMapStations } from '../maps/map-test-fixtures.js';
import { insertSample } from '../reports/reports.fixtures.js';

const clean = { M_DO: 7, M_FC: 0, M_NH3: 0, M_NO3: 0, M_PO4: 0, M_TSS: 0 };

// Hand-made marine network for 2025, read with the shipped (provisional, equal-weight) MMWQI
// curves and one criteria limit an admin added: DO at least 5 mg/L for class 2 from 2020.
// - M1 (coastal, class 2): two samples. 10 March: DO 4.5 (fails the criteria), FC 1000 (sub-index
//   30, fails), the rest at sub-index 80. 10 September: DO 6, FC 100 (80), the rest at 80.
//   Yearly means: DO 5.25 (83.75), FC 550 (45), the rest 80 → MMWQI 74.8, Moderate.
// - M2 (island, class 2): one clean sample (DO 7, the rest 0) → 100, Excellent.
// - M3 (coastal, no class): DO 3, FC 5000, NH3 1, NO3 1, PO4 0.7, TSS 200 → sub-indices 30, 10,
//   20, 30, 25, 25 (all fail), MMWQI 23.3, Poor; DO is judged by its sub-index (no class).
// - M4 (estuary): no data.
// - C1 (CMWQM, coastal, class 2): one day of 24 valid hours at DO 4 (fails the criteria) and every
//   other parameter at sub-index 50 → MMWQI 50, Moderate.
const ctx = useTestApp(['auth', 'eqr']);
let reader: Record<string, string>;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  // The fixture's premise: no class criteria but the one limit added below (the seeded MMWQCS
  // rows would judge every parameter of a class-2 station).
  await db.deleteFrom('standardLimit').where('version', '=', 'MMWQCS').execute();
  await insertMapStations(db, [
    {
      id: 'M1',
      module: 'MMWQM',
      state: 'johor',
      parameters: [],
      locationType: 'COASTAL',
      targetClass: '2',
    },
    {
      id: 'M2',
      module: 'MMWQM',
      state: 'johor',
      parameters: [],
      locationType: 'ISLAND',
      targetClass: '2',
    },
    { id: 'M3', module: 'MMWQM', state: 'johor', parameters: [], locationType: 'COASTAL' },
    { id: 'M4', module: 'MMWQM', state: 'johor', parameters: [], locationType: 'ESTUARY' },
    {
      id: 'C1',
      module: 'CMWQM',
      state: 'johor',
      parameters: [],
      locationType: 'COASTAL',
      targetClass: '2',
    },
  ]);
  const rest = { M_NH3: 0.07, M_NO3: 0.06, M_PO4: 0.075, M_TSS: 50 };
  await insertSample(db, 'M1', '2025-03-10T10:00:00+08:00', { M_DO: 4.5, M_FC: 1000, ...rest });
  await insertSample(db, 'M1', '2025-09-10T10:00:00+08:00', { M_DO: 6, M_FC: 100, ...rest });
  await insertSample(db, 'M2', '2025-05-05T10:00:00+08:00', clean);
  await insertSample(db, 'M3', '2025-06-01T10:00:00+08:00', {
    M_DO: 3,
    M_FC: 5000,
    M_NH3: 1,
    M_NO3: 1,
    M_PO4: 0.7,
    M_TSS: 200,
  });
  const day = { M_DO: 4, M_FC: 400, M_NH3: 0.3, M_NO3: 0.5, M_PO4: 0.3, M_TSS: 100 };
  await insertHourly(
    db,
    'C1',
    Object.entries(day).flatMap(([code, avg]) =>
      Array.from({ length: 24 }, (_, h) => ({
        code,
        hour: Date.parse(`2025-04-02T${String(h).padStart(2, '0')}:00:00+08:00`),
        avg,
      })),
    ),
  );
  await standardsWrites.insertLimitRows(
    db,
    [
      {
        id: 'marine-criteria-test-2-do',
        scheme: 'MARINE_CRITERIA',
        version: 'TEST',
        effectiveFrom: '2020-01-01',
        source: 'test',
        confidence: 'UNVERIFIED',
        parameter: 'DO',
        stationClass: '2',
        unit: 'mg/L',
        min: 5,
        max: null,
        createdBy: 'admin',
      },
    ],
    ctx.clock.now(),
  );
  reader = await signedIn(ctx, 'reader', ['View EQR Report MMWQM', 'View EQR Report CMWQM']);
});

const get = (url: string, headers = reader) => ctx.app.inject({ method: 'GET', url, headers });

describe('EQR marine chapter API: compilation', () => {
  it('gives the categories of the stations, per location type', async () => {
    const eqr = (await get('/api2/eqr/mmwqm?year=2025')).json();
    expect(eqr).toMatchObject({
      module: 'MMWQM',
      stations: 3,
      samples: 4,
      dataLevel: 'provisional',
      provisionalIndex: true,
    });
    expect(columns(eqr.categoryShares, 'category', 'stations', 'percent')).toEqual([
      ['EXCELLENT', 1, 33.3],
      ['GOOD', 0, 0],
      ['MODERATE', 1, 33.3],
      ['POOR', 1, 33.3],
      ['NA', 0, 0],
    ]);
    expect(eqr.byLocationType).toEqual([
      {
        locationType: 'COASTAL',
        stations: 2,
        counts: { EXCELLENT: 0, GOOD: 0, MODERATE: 1, POOR: 1, NA: 0 },
      },
      {
        locationType: 'ISLAND',
        stations: 1,
        counts: { EXCELLENT: 1, GOOD: 0, MODERATE: 0, POOR: 0, NA: 0 },
      },
    ]);
  });

  it('lists the parameters that fail most: by the class criteria where set, by the sub-index elsewhere', async () => {
    const { failingParameters } = (await get('/api2/eqr/mmwqm?year=2025')).json();
    expect(
      failingParameters.map(
        (p: {
          parameter: string;
          basis: string;
          judged: number;
          failed: number;
          percent: number;
        }) => [p.parameter, p.basis, p.judged, p.failed, p.percent],
      ),
    ).toEqual([
      ['DO', 'subIndex', 1, 1, 100],
      ['FC', 'subIndex', 4, 2, 50],
      ['DO', 'criteria', 3, 1, 33.3],
      ['NH3', 'subIndex', 4, 1, 25],
      ['NO3', 'subIndex', 4, 1, 25],
      ['PO4', 'subIndex', 4, 1, 25],
      ['TSS', 'subIndex', 4, 1, 25],
    ]);
  });

  it('compiles a continuous module from its valid days', async () => {
    const eqr = (await get('/api2/eqr/cmwqm?year=2025')).json();
    expect(eqr).toMatchObject({ module: 'CMWQM', stations: 1, samples: 1 });
    expect(eqr.byLocationType).toEqual([
      {
        locationType: 'COASTAL',
        stations: 1,
        counts: { EXCELLENT: 0, GOOD: 0, MODERATE: 1, POOR: 0, NA: 0 },
      },
    ]);
    expect(eqr.failingParameters[0]).toEqual({
      parameter: 'DO',
      basis: 'criteria',
      judged: 1,
      failed: 1,
      percent: 100,
    });
  });
});

describe('EQR marine chapter API: exports and access', () => {
  it('exports an editable DOCX holding the tables and saying the index is provisional', async () => {
    const res = await get('/api2/eqr/mmwqm/export?year=2025&format=docx');
    expect(res.statusCode).toBe(200);
    const { value: html } = await mammoth.convertToHtml({ buffer: res.rawPayload });
    expect(html).toContain(
      '<h1>Environmental Quality Report 2025: marine water quality (MMWQM)</h1>',
    );
    expect(html).toContain('The MMWQI weights and curves in force are provisional');
    const cells = (values: (string | number)[]) =>
      values.map((v) => `<td><p>${v}</p></td>`).join('');
    expect(html).toContain(cells(['Coastal', 0, 0, 1, 1, 0, 2]));
    expect(html).toContain(cells(['Faecal coliform', 'Sub-index below 50', 4, 2, 50]));
    expect(html).toContain(
      cells(['Dissolved oxygen (DO)', "Criteria of the station's class", 3, 1, 33.3]),
    );
  });

  it('exports the same tables as XLSX in Malay and as a PDF, read back with their readers', async () => {
    const x = await ctx.app.inject({
      method: 'GET',
      url: '/api2/eqr/mmwqm/export?year=2025&format=xlsx',
      headers: { ...reader, 'accept-language': 'ms' },
    });
    expect(x.statusCode).toBe(200);
    expect(x.headers['content-disposition']).toMatch(/attachment; filename="eqr-mmwqm-2025.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Stesen mengikut kategori IKAMM',
      'Kategori IKAMM mengikut jenis l',
      'Parameter yang paling kerap gag',
    ]);
    // Row 1 is the header; the most failing first: DO by sub-index, then faecal coliform.
    expect(book.worksheets[2]!.getRow(3).values).toEqual([
      undefined,
      'Koliform najis',
      'Sub-indeks di bawah 50',
      4,
      2,
      50,
    ]);
    const p = await get('/api2/eqr/mmwqm/export?year=2025&format=pdf');
    expect(p.statusCode).toBe(200);
    expect(p.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(p.rawPayload);
    expect(text).toContain('Parameters that fail most');
    expect(text).toContain('Faecal coliform');
    expect(text).toContain('33.3');
  });

  it('is open only to View EQR Report of the module', async () => {
    const other = await signedIn(ctx, 'cm', ['View EQR Report CMWQM']);
    expect((await get('/api2/eqr/mmwqm?year=2025', other)).statusCode).toBe(403);
    expect((await get('/api2/eqr/cmwqm?year=2025', other)).statusCode).toBe(200);
  });
});
