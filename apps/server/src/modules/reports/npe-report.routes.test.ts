import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/users.js';
import { alertRow } from '../alerts/alerts.fixtures.js';
import { insertSample, seedReportState, useReportApp } from './reports.fixtures.js';

type Row = Record<string, unknown>;

/**
 * Manual marine (spec §2 "adds … an npe report" and is "analogous to river": event_summary):
 * the NPE report judges every manual sample against the NPE tiers (marine criteria classes 2 and
 * 3, the MMWQCS numbers seeded at start-up), and the event summary lists the module's episodes.
 */
describe('manual marine NPE report and event summary (MMWQM)', () => {
  const { ctx, get } = useReportApp('npe.officer', ['Report MMWQM']);
  let stateId = 0;

  beforeAll(async () => {
    const db = ctx.db.kysely;
    const measured = ['M_NO3', 'M_DO', 'M_SAL'];
    stateId = await seedReportState(db, { code: 'MY-NP', name: 'Npe State' }, [
      ['MM01N', 'MMWQM', measured],
      ['MM02N', 'MMWQM', measured],
    ]);
    // NO3 beyond class 3 (NPE 2), DO below class 2 (NPE 1), salinity watched by no tier.
    await insertSample(db, 'MM01N', '2026-01-05T10:00:00+08:00', {
      M_NO3: 1.2,
      M_DO: 4.5,
      M_SAL: 31,
    });
    // Within every tier.
    await insertSample(db, 'MM01N', '2025-12-05T10:00:00+08:00', { M_NO3: 0.02, M_DO: 6.5 });
    // Beyond class 2 but flagged invalid: a validated report leaves it out.
    await insertSample(db, 'MM02N', '2026-01-06T10:00:00+08:00', { M_NO3: 0.5 }, -1);
    await db
      .insertInto('alert')
      .values(
        alertRow({
          episodeKey: 'npe1|MM01N|M_DO|',
          kind: 'npe1',
          module: 'MMWQM',
          stationId: 'MM01N',
          stateId,
          parameterCode: 'M_DO',
          opened: '2026-01-05T10:05:00+08:00',
          value: 4.5,
          limitValue: 5,
          standardVersion: 'MMWQCS',
          valueAt: new Date('2026-01-05T10:00:00+08:00'),
        }),
      )
      .execute();
  });

  it('lists each sample value reaching an NPE tier with both limits, then a total per station', async () => {
    const res = await get(`/api2/reports/mmwqm/npe?state=${stateId}&from=2025-12-01&to=2026-01-10`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(
      body.rows.map((r: Row) => [
        r.station,
        r.time,
        r.parameter,
        r.value,
        r.npe1Limit,
        r.npe2Limit,
        r.tier,
      ]),
    ).toEqual([
      ['MM01N', '2026-01-05 10:00', 'M_DO Dissolved oxygen', 4.5, 5, 3, 'NPE 1'],
      ['MM01N', '2026-01-05 10:00', 'M_NO3 Nitrate', 1.2, 0.06, 1, 'NPE 2'],
      ['MM01N', '', 'Total NPE values: 2 (samples: 2)', null, null, null, 'NPE 1 1, NPE 2 1'],
    ]);
    expect(body.rows[0].version).toBe('MMWQCS');
    expect(body.chart.categories).toEqual(['2025-12', '2026-01']);
    expect(body.chart.series).toEqual([
      { name: 'NPE 1', data: [0, 1] },
      { name: 'NPE 2', data: [0, 1] },
    ]);
    expect(body.notes[0]).toContain('class 2');
  });

  it('reads the raw level for those allowed, so the flagged value appears there', async () => {
    const qaqc = await signedIn(ctx, 'npe.qaqc', ['Report MMWQM', 'View QA/QC Report MMWQM']);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/reports/mmwqm/npe?station=MM02N&from=2026-01-01&to=2026-01-10&level=raw',
      headers: qaqc,
    });
    expect(res.json().rows.map((r: Row) => [r.station, r.value, r.tier])).toEqual([
      ['MM02N', 0.5, 'NPE 1'],
      ['MM02N', null, 'NPE 1 1, NPE 2 0'],
    ]);
  });

  it('answers in Malay', async () => {
    const body = (
      await get(`/api2/reports/mmwqm/npe?station=MM01N&from=2026-01-01&to=2026-01-10`, 'ms')
    ).json();
    expect(body.title).toBe('Laporan NPE — MMWQM');
    expect(body.columns.find((c: Row) => c.key === 'npe1Limit').header).toBe('Had NPE 1');
  });

  it('gives manual marine the event summary of its alert episodes', async () => {
    const res = await get(
      `/api2/reports/mmwqm/event_summary?station=MM01N&from=2026-01-01&to=2026-01-10`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().rows[0]).toMatchObject({
      station: 'MM01N',
      kind: 'NPE 1',
      endedAt: 'Ongoing',
      worst: 4.5,
      limit: 5,
    });
  });

  it('has no NPE report in manual river (spec §2 gives it to manual marine)', async () => {
    const river = await signedIn(ctx, 'river.npe', ['Report MRWQM']);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/reports/mrwqm/npe?from=2026-01-01&to=2026-01-10',
      headers: river,
    });
    expect(res.statusCode).toBe(404);
  });
});
