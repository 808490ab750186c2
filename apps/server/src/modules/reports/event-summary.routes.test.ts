import type { AlertKind, AlertStatus } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { alertRow } from '../alerts/alerts.fixtures.js';
import { readXlsxRows } from '../exports/read-export.fixtures.js';
import { seedReportState, useReportApp } from './reports.fixtures.js';

type Row = Record<string, unknown>;

const { ctx, get } = useReportApp('event.officer', ['Report MRWQM']);
let stateId = 0;

beforeAll(async () => {
  const db = ctx.db.kysely;
  stateId = await seedReportState(db, { code: 'MY-EV', name: 'Event State' }, [
    ['MR01E', 'MRWQM'],
    ['MR02E', 'MRWQM'],
  ]);
  const alert = (
    stationId: string,
    kind: AlertKind,
    parameterCode: string,
    opened: string,
    ended: string | null,
    status: AlertStatus,
    peak: number,
    limit: number,
  ) =>
    alertRow({
      kind,
      module: 'MRWQM',
      stationId,
      stateId,
      parameterCode,
      opened,
      ended,
      status,
      value: peak,
      limitValue: limit,
    });
  await db
    .insertInto('alert')
    .values([
      // In the range: a 6-hour BOD exceedance in December, an NPE1 still ongoing since 10 January.
      alert(
        'MR01E',
        'exceedance',
        'BOD',
        '2025-12-05T10:00:00+08:00',
        '2025-12-05T16:00:00+08:00',
        'auto_closed',
        12,
        6,
      ),
      alert('MR01E', 'npe1', 'NH3N', '2026-01-10T08:00:00+08:00', null, 'open', 3.2, 2.7),
      // Ended before the range: not shown.
      alert(
        'MR01E',
        'exceedance',
        'COD',
        '2025-10-01T10:00:00+08:00',
        '2025-10-02T10:00:00+08:00',
        'closed',
        80,
        50,
      ),
      // Another station, and a kind that is not an event (transmission does not exist for MRWQM anyway).
      alert(
        'MR02E',
        'npe2',
        'BOD',
        '2026-01-03T08:00:00+08:00',
        '2026-01-04T08:00:00+08:00',
        'closed',
        14,
        12,
      ),
    ])
    .execute();
});

describe('event summary report (MRWQM)', () => {
  it('lists each episode of the range with its duration, worst value and limit, then a total per station', async () => {
    const res = await get(
      '/api2/reports/mrwqm/event_summary?station=MR01E&from=2025-12-01&to=2026-01-15',
    );
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as Row[];
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      station: 'MR01E',
      parameter: 'BOD Biochemical oxygen demand',
      kind: 'Exceedance',
      openedAt: '2025-12-05 10:00',
      endedAt: '2025-12-05 16:00',
      hours: 6,
      worst: 12,
      limit: 6,
      status: 'Auto-closed',
    });
    // Ongoing: measured up to the test clock (2026-01-15 08:00 KL), 5 days.
    expect(rows[1]).toMatchObject({
      kind: 'NPE 1',
      endedAt: 'Ongoing',
      hours: 120,
      worst: 3.2,
      limit: 2.7,
      status: 'New',
    });
    expect(rows[2]).toMatchObject({
      station: 'MR01E',
      kind: 'Total: 2 events',
      endedAt: 'Exceedance 1, NPE 1 1',
      hours: 126,
    });
  });

  it('takes every station of a state and counts the episodes started per month by kind', async () => {
    const body = (
      await get(`/api2/reports/mrwqm/event_summary?state=${stateId}&from=2025-12-01&to=2026-01-31`)
    ).json();
    expect(
      body.rows.filter((r: Row) => String(r.kind).startsWith('Total')).map((r: Row) => r.station),
    ).toEqual(['MR01E', 'MR02E']);
    expect(body.chart.categories).toEqual(['2025-12', '2026-01']);
    const series = Object.fromEntries(
      body.chart.series.map((s: { name: string; data: number[] }) => [s.name, s.data]),
    );
    expect(series).toMatchObject({ Exceedance: [1, 0], 'NPE 1': [0, 1], 'NPE 2': [0, 1] });
  });

  it('exports the events in Malay as XLSX', async () => {
    const res = await get(
      '/api2/reports/mrwqm/event_summary?station=MR02E&from=2026-01-01&to=2026-01-31&export=xlsx',
      'ms',
    );
    const file = await ctx.app.inject({ method: 'GET', url: res.json().downloadlink });
    const rows = await readXlsxRows(file.rawPayload);
    expect(rows[0]).toEqual(['Ringkasan Kejadian — MRWQM']);
    expect(rows.some((r) => r.includes('NPE 2') && r.includes(24))).toBe(true);
  });

  it('asks for stations or a state', async () => {
    const res = await get('/api2/reports/mrwqm/event_summary?from=2026-01-01&to=2026-01-31');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose at least one station or a state.');
  });
});
