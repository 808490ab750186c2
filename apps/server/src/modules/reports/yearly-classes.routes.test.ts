import { computeWqi } from '@eqmp/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertHours, seedReportState, useReportApp } from './reports.fixtures.js';

type Row = Record<string, unknown>;

describe('yearly report, classification dimension', () => {
  const { ctx, get } = useReportApp('class.officer', ['Report CRWQM', 'Report CAQM']);
  const clean = { DO_SAT: 90, DO: 7.5, BOD: 1, COD: 10, NH3N: 0.1, TSS: 20, PH: 7 };
  const dirty = { DO_SAT: 30, DO: 2, BOD: 25, COD: 120, NH3N: 4, TSS: 400, PH: 6 };

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReportState(db, { code: 'MY-CL', name: 'Class State' }, [
      ['CR01C', 'CRWQM'],
      ['CR02C', 'CRWQM'],
      ['CR03C', 'CRWQM'],
      ['CA01C', 'CAQM'],
      ['CA02C', 'CAQM'],
    ]);
    // Hourly means (read through the daily rollup). March: CR01C clean, CR02C dirty, CR03C only
    // BOD (WQI not computable). April: CR01C only.
    const hours = async (
      station: string,
      start: string,
      values: Readonly<Record<string, number>>,
    ) => {
      for (const [code, v] of Object.entries(values))
        await insertHours(db, station, code, start, [v, v]);
    };
    await hours('CR01C', '2025-03-10T10:00:00+08:00', clean);
    await hours('CR02C', '2025-03-11T10:00:00+08:00', dirty);
    await hours('CR03C', '2025-03-12T10:00:00+08:00', { BOD: 2 });
    await hours('CR01C', '2025-04-10T10:00:00+08:00', clean);
    // Air, January 2026: CA01C mean API (40 + 80) / 2 = 60 → Moderate; CA02C 30 → Good.
    await sql`insert into air_index_hourly (station_id, hour, api, display_api, category, dominant, sub_indices) values
      ('CA01C', '2026-01-10T09:00:00+08:00', 40, 40, 'GOOD', '{PM10}', '{}'), ('CA01C', '2026-01-10T10:00:00+08:00', 80, 80, 'MODERATE', '{PM10}', '{}'),
      ('CA02C', '2026-01-11T09:00:00+08:00', 30, 30, 'GOOD', '{PM10}', '{}')`.execute(db);
  });

  it("counts river stations per WQI class of the month's means, NA and no data", async () => {
    const res = await get(
      '/api2/reports/crwqm/yearly?station=CR01C,CR02C,CR03C&year=2025&dimension=classification',
    );
    expect(res.statusCode).toBe(200);
    const rows = Object.fromEntries((res.json().rows as Row[]).map((r) => [r.class, r]));
    const good = computeWqi({ DO: 90, BOD: 1, COD: 10, AN: 0.1, SS: 20, PH: 7 }).riverClass;
    const bad = computeWqi({ DO: 30, BOD: 25, COD: 120, AN: 4, SS: 400, PH: 6 }).riverClass;
    expect(good).not.toBe(bad);
    expect(rows[good]).toMatchObject({ m3: 1, m4: 1 });
    expect(rows[bad]).toMatchObject({ m3: 1, m4: 0 });
    expect(rows.NA).toMatchObject({ m3: 1, m4: 0, year: 1 });
    expect(rows['No data']).toMatchObject({ m1: 3, m3: 0, m4: 2 });
    expect(Object.keys(rows).slice(0, 5)).toEqual(['I', 'II', 'III', 'IV', 'V']);
  });

  it("counts air stations per API category of the month's mean API, without a parameter", async () => {
    const body = (
      await get('/api2/reports/caqm/yearly?station=CA01C,CA02C&year=2026&dimension=classification')
    ).json();
    const rows = Object.fromEntries((body.rows as Row[]).map((r) => [r.class, r]));
    expect(rows.Good).toMatchObject({ m1: 1, year: 1 });
    expect(rows.Moderate).toMatchObject({ m1: 1, year: 1 });
    expect(rows['No data']).toMatchObject({ m1: 0, m2: 2 });
    expect(rows.NA).toBeUndefined();
    expect(body.chart.series.map((s: { name: string }) => s.name)).toEqual([
      'Good',
      'Moderate',
      'Unhealthy',
      'Very Unhealthy',
      'Hazardous',
    ]);
  });

  it('exports the classification as CSV with the month columns', async () => {
    const res = await get(
      '/api2/reports/caqm/yearly?station=CA01C,CA02C&year=2026&dimension=classification&export=csv',
    );
    const csv = (
      await ctx.app.inject({ method: 'GET', url: res.json().downloadlink })
    ).body.replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Category,Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec,Station-months,Data level',
    );
    // Nothing here was reviewed or approved: the figures are provisional (a station whose
    // parameters are not listed once read as approved, having no pair left to judge).
    expect(lines).toContain('Moderate,1,0,0,0,0,0,0,0,0,0,0,0,1,Provisional (automatic checks)');
  });

  it('refuses an unknown dimension', async () => {
    expect(
      (await get('/api2/reports/caqm/yearly?station=CA01C&year=2026&dimension=location'))
        .statusCode,
    ).toBe(400);
  });
});
