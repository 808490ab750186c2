import { displayUnit } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../exports/pdf-text.js';
import { missingPdfCells, readPdfItems } from '../exports/read-export.fixtures.js';
import { insertHours, insertSample, seedReportState, useReportApp } from './reports.fixtures.js';
import { insertCase } from './reports.test-support.js';

const AIR = ['PM10', 'PM25', 'SO2', 'NO2', 'O3', 'CO', 'WS', 'WD', 'TEMP', 'RH', 'SR'];
const RIVER = ['DO', 'DO_SAT', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'];

/** Every kind of report page that exports a table, with a query that gives it rows. */
const REPORTS = [
  '/api2/reports/caqm/daily?station=CA05P&date=2026-01-10',
  '/api2/reports/caqm/monthly?station=CA05P&month=2026-01',
  '/api2/reports/caqm/yearly?station=CA05P&parameter=PM10&year=2026',
  '/api2/reports/crwqm/descriptive_statistic?station=CR05P&from=2026-01-01&to=2026-01-31',
  '/api2/reports/crwqm/monthly?station=CR05P&month=2026-01',
  '/api2/reports/mrwqm/sampling?station=MR05P,MR06P&from=2025-01-01&to=2025-12-31',
  '/api2/reports/mrwqm/monthly?station=MR05P,MR06P&year=2025',
  '/api2/reports/mrwqm/triennial?station=MR05P,MR06P&year=2026',
  '/api2/reports/mrwqm/boxplot?station=MR05P,MR06P&parameter=BOD&from=2025-01-01&to=2025-12-31',
  '/api2/reports/rwis/rwis_monthly?year=2026&caseID=RWIS-P-01',
  '/api2/reports/rwis/rwis_summary?year=2026',
];

describe('PDF reports read whole in a PDF reader', () => {
  const { ctx, get } = useReportApp('pdf.officer', [
    'Report CAQM',
    'Report CRWQM',
    'Report MRWQM',
    'Report RWIS',
  ]);

  beforeAll(async () => {
    const db = ctx.db.kysely;
    const stateId = await seedReportState(
      db,
      { code: 'MY-TP', name: 'Wilayah Persekutuan Putrajaya' },
      [
        ['CA05P', 'CAQM', AIR],
        ['CR05P', 'CRWQM', RIVER],
        ['MR05P', 'MRWQM', RIVER],
        ['MR06P', 'MRWQM', RIVER],
        ['RW05P', 'RWIS', RIVER],
      ],
    );
    // A month of hours with values of every width: 3.25, 117.5, 0.0123 …
    const month = (scale: number) =>
      Array.from(
        { length: 31 * 24 },
        (_, h) => Math.round(scale * (1 + Math.sin(h / 7)) * 1e4) / 1e4,
      );
    const scales: Record<string, number> = {
      PM10: 60,
      PM25: 25,
      SO2: 0.004,
      NO2: 0.02,
      O3: 0.05,
      CO: 0.6,
      WS: 2.5,
      WD: 180,
      TEMP: 28,
      RH: 80,
      SR: 450,
    };
    for (const p of AIR)
      await insertHours(db, 'CA05P', p, '2026-01-01T00:00:00+08:00', month(scales[p]!));
    const river: Record<string, number> = {
      DO: 6.5,
      DO_SAT: 85,
      BOD: 2.5,
      COD: 18,
      NH3N: 0.35,
      TSS: 40,
      PH: 7,
    };
    for (const p of RIVER)
      await insertHours(db, 'CR05P', p, '2026-01-01T00:00:00+08:00', month(river[p]! / 2));
    for (const [i, m] of ['02', '04', '06', '08', '10', '12'].entries())
      for (const s of ['MR05P', 'MR06P'])
        await insertSample(db, s, `2025-${m}-1${i}T10:00:00+08:00`, {
          DO_SAT: 80 + i,
          DO: 6 + i / 10,
          BOD: 1.5 + i,
          COD: 12 + 2 * i,
          NH3N: 0.2 + i / 20,
          TSS: 30 + 5 * i,
          PH: 6.9,
        });
    await insertSample(db, 'RW05P', '2026-01-05T10:00:00+08:00', {
      DO_SAT: 60,
      DO: 4,
      BOD: 8,
      COD: 40,
      NH3N: 2.1,
      TSS: 150,
      PH: 6.4,
    });
    await insertCase(
      db,
      {
        id: 'RWIS-P-01',
        module: 'RWIS',
        stateId,
        caseTitle: 'Tumpahan minyak di hulu sungai',
        caseStartDate: '2026-01-02',
        year: 2026,
      },
      'RW05P',
    );
  }, 300_000);

  it.each(REPORTS.flatMap((url) => ['en', 'ms'].map((lang) => [url, lang] as const)))(
    'holds every date and value of %s (%s) whole, one cell one piece of text',
    async (url, lang) => {
      const answer = await get(url, lang);
      expect(answer.statusCode).toBe(200);
      const { columns, rows } = answer.json();
      expect(rows.length).toBeGreaterThan(0);
      const job = await get(`${url}&export=pdf`, lang);
      expect(job.statusCode).toBe(200);
      const file = await ctx.app.inject({ method: 'GET', url: job.json().downloadlink });
      const items = await readPdfItems(file.rawPayload);
      expect(missingPdfCells(items, columns, rows)).toEqual([]);
      // Header words are never broken: every word of every title (its unit too) is read whole.
      const words = new Set(items.flat().flatMap((t) => t.split(/\s+/)));
      const titleWords = columns.flatMap((c: { header: string; unit?: string }) =>
        pdfText(c.unit ? `${c.header} (${displayUnit(c.unit)})` : c.header).split(/\s+/),
      );
      expect(titleWords.filter((w: string) => !words.has(w))).toEqual([]);
    },
  );
});
