import { beforeAll, describe, expect, it } from 'vitest';
import { readPdfPages } from '../exports/read-export.fixtures.js';
import { insertSample, seedReportState, useReportApp } from './reports.fixtures.js';

type Row = Record<string, unknown>;

describe('tar-ball report (MMWQM)', () => {
  const { ctx, get } = useReportApp('tarball.officer', ['Report MMWQM']);
  let stateId = 0;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    stateId = await seedReportState(db, { code: 'MY-TB', name: 'Beach State' }, [
      ['MM01B', 'MMWQM', [], 'COASTAL'],
      ['MM02B', 'MMWQM', [], 'COASTAL'],
    ]);
    await insertSample(db, 'MM01B', '2025-11-03T10:00:00+08:00', { M_TARBALL: 0, M_DO: 6 });
    await insertSample(db, 'MM01B', '2025-12-03T10:00:00+08:00', { M_TARBALL: 3.5 });
    await insertSample(db, 'MM02B', '2025-12-04T10:00:00+08:00', { M_TARBALL: 24 });
    await insertSample(db, 'MM02B', '2025-12-20T10:00:00+08:00', { M_TARBALL: 900 }, -1);
  });

  it('lists each tar-ball survey of a state with its weight and provisional class, leaving flagged values out', async () => {
    const res = await get(
      `/api2/reports/mmwqm/tarball?state=${stateId}&from=2025-11-01&to=2025-12-31`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows.map((r: Row) => [r.station, r.time, r.value, r.tarballClass])).toEqual([
      ['MM01B', '2025-11-03 10:00', 0, 'None'],
      ['MM01B', '2025-12-03 10:00', 3.5, 'Moderate'],
      ['MM02B', '2025-12-04 10:00', 24, 'Heavy'],
    ]);
    expect(body.columns.find((c: Row) => c.key === 'value')).toMatchObject({
      header: 'Tar balls',
      unit: 'g/m2',
    });
    expect(body.chart).toMatchObject({
      categories: ['2025-11-03', '2025-12-03', '2025-12-04'],
      series: [
        { name: 'MM01B', data: [0, 3.5, null] },
        { name: 'MM02B', data: [null, null, 24] },
      ],
    });
    expect(body.notes[0]).toContain('provisional');
  });

  it('exports the report as a PDF in Malay', async () => {
    const res = await get(
      '/api2/reports/mmwqm/tarball?station=MM02B&from=2025-12-01&to=2025-12-31&export=pdf',
      'ms',
    );
    const file = await ctx.app.inject({ method: 'GET', url: res.json().downloadlink });
    const [page] = await readPdfPages(file.rawPayload);
    expect(page).toContain('Laporan Bebola Tar — MMWQM');
    expect(page).toContain('Berat');
  });
});
