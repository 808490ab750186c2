import { beforeAll, describe, expect, it } from 'vitest';
import { insertSample, seedReportState, useReportApp } from './reports.fixtures.js';
import { insertCase } from './reports.test-support.js';

type Row = Record<string, unknown>;

describe('investigative continuation report (MWIS contireport)', () => {
  const { ctx, get } = useReportApp('mwis.officer', ['Report MWIS']);
  const clean = { M_DO: 7, M_FC: 10, M_NH3: 0.02, M_NO3: 0.02, M_PO4: 0.01, M_TSS: 10 };
  const dirty = { M_DO: 1, M_FC: 50_000, M_NH3: 2, M_NO3: 2, M_PO4: 1, M_TSS: 500 };

  beforeAll(async () => {
    const db = ctx.db.kysely;
    const stateId = await seedReportState(db, { code: 'MY-MW', name: 'Case State' }, [
      ['MW01T', 'MWIS', [], 'COASTAL'],
    ]);
    await insertCase(
      db,
      {
        id: 'MWIS-T-01',
        module: 'MWIS',
        stateId,
        caseTitle: 'Oil spill',
        caseStartDate: '2025-06-01',
        year: 2025,
      },
      'MW01T',
    );
    await insertSample(db, 'MW01T', '2025-05-10T10:00:00+08:00', clean); // before the case: not a round
    await insertSample(db, 'MW01T', '2025-07-10T10:00:00+08:00', dirty);
    await insertSample(db, 'MW01T', '2026-01-05T10:00:00+08:00', clean);
    await insertSample(db, 'MW01T', '2026-01-20T10:00:00+08:00', dirty); // after the test clock's now
  });

  it("follows each sampling round from the case's start to now (the year only picks the case) and says when the station has recovered", async () => {
    const res = await get('/api2/reports/mwis/contireport?year=2025&caseID=MWIS-T-01');
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as Row[];
    expect(rows.map((r) => [r.time, r.station, r.recovered])).toEqual([
      ['2025-07-10 10:00', 'MW01T', 'No'],
      ['2026-01-05 10:00', 'MW01T', 'Yes'],
    ]);
    expect(rows[0]!.indexClass).toBe('Poor');
    expect(['Good', 'Excellent']).toContain(rows[1]!.indexClass);
    expect(res.json().chart.categories).toEqual(['2025-07-10', '2026-01-05']);
  });

  it('asks for the case', async () => {
    const res = await get('/api2/reports/mwis/contireport?year=2025');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose an investigative case.');
  });
});
