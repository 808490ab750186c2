import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CaptureRow, DataKpi, SystemKpi } from '@eqmp/domain';
import { DataKpiPage } from './DataKpiPage';
import { SystemKpiPage } from './SystemKpiPage';
import { renderWithProviders } from '../../../test/render';
import { stubFetch } from '../../../test/fetch';

vi.mock('../../../components/EChart', () => ({ EChart: () => <div data-testid="chart" /> }));

const SYSTEM: SystemKpi = {
  period: 'day',
  from: '2026-01-13',
  to: '2026-01-14',
  target: 95,
  buckets: ['2026-01-13', '2026-01-14'],
  stations: [
    {
      id: 'CA01K',
      name: 'Klang',
      module: 'CAQM',
      stateId: 1,
      stateName: 'Selangor',
      upHours: 36,
      expectedHours: 48,
      uptimePct: 75,
      meetsTarget: false,
      byBucket: [
        { bucket: '2026-01-13', upHours: 24, expectedHours: 24, uptimePct: 100 },
        { bucket: '2026-01-14', upHours: 12, expectedHours: 24, uptimePct: 50 },
      ],
    },
  ],
  modules: [
    { module: 'CAQM', stations: 1, upHours: 36, expectedHours: 48, uptimePct: 75, byBucket: [] },
  ],
};
const capture = (parameterCode: string, pct: number, meetsTarget: boolean): CaptureRow => ({
  stationId: 'CA01K',
  stationName: 'Klang',
  module: 'CAQM',
  stateId: 1,
  stateName: 'Selangor',
  parameterCode,
  calibrationHours: 2,
  captureAllPct: pct - 1,
  captureExclCalPct: pct,
  meetsTarget,
});
const DATA: DataKpi = {
  month: '2025-12',
  hours: 744,
  target: 75,
  basis: 'excl_cal',
  rows: [capture('CO', 80.65, true), capture('PM10', 15.07, false)],
};
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const renderAt = (ui: ReactNode, path: string) => renderWithProviders(ui, path);

describe('KPI pages', () => {
  const fetchMock = stubFetch(async (url: string) =>
    json(
      url.includes('/states')
        ? [{ id: 1, name: 'Selangor' }]
        : url.includes('/system')
          ? SYSTEM
          : DATA,
    ),
  );
  const called = (part: string) =>
    fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes(part));

  it('System KPI asks with the URL filters and marks uptime below the target', async () => {
    renderAt(
      <SystemKpiPage />,
      '/eqmp/app/edc/kpi_report/system_kpi?period=day&from=2026-01-13&to=2026-01-14&module=CAQM&state=1&target=80',
    );
    const row = (await screen.findByText('Klang')).closest('tr') as HTMLElement;
    expect(called('/api2/kpi/system')).toBe(
      '/api2/kpi/system?period=day&from=2026-01-13&to=2026-01-14&module=CAQM&stateId=1&target=80',
    );
    expect(screen.getAllByText('13/01')[0]).toBeInTheDocument();
    expect(within(row).getByText('50.0 %').closest('.ant-typography')).toHaveClass(
      'ant-typography-danger',
    );
    expect(within(row).getByText('100.0 %').closest('.ant-typography')).toHaveClass(
      'ant-typography-success',
    );
    expect(screen.getByTestId('chart')).toBeInTheDocument();
  });

  it('Data KPI judges on capture without calibration by default and counts the parameters that meet the target', async () => {
    renderAt(<DataKpiPage />, '/eqmp/app/edc/kpi_report/data_kpi?month=2025-12');
    expect(
      await screen.findByText(
        '1 of 2 station parameters meet the target. 744 hours of 2025-12 counted.',
      ),
    ).toBeInTheDocument();
    expect(called('/api2/kpi/data')).toBe('/api2/kpi/data?month=2025-12&target=75&basis=excl_cal');
    const pm10 = screen.getByText('PM10').closest('tr') as HTMLElement;
    expect(within(pm10).getByText('Below target')).toBeInTheDocument();
    expect(within(pm10).getByText('15.1 %').closest('.ant-typography')).toHaveClass(
      'ant-typography-danger',
    );
    expect(within(pm10).getByText('14.1 %').closest('.ant-typography')).not.toHaveClass(
      'ant-typography-danger',
    );
  });
});
