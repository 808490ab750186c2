import type { ReportAnswer, ReportOptions } from '@eqmp/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { ReportPage } from './ReportPage';

const session = { ticked: ['Report CAQM'] as string[] };
vi.mock('../../../lib/session', () => ({ useSession: () => ({ ticked: session.ticked }) }));
vi.mock('../../../components/EChart', () => ({ EChart: () => <div data-testid="chart" /> }));

const OPTIONS: ReportOptions = {
  stations: [
    {
      id: 'CA01',
      name: 'Klang',
      stateId: 1,
      stateName: 'Selangor',
      isActive: true,
      parameters: ['PM10'],
    },
  ],
  parameters: [{ code: 'PM10', name: 'PM10', unit: 'ug/m3', decimals: 0 }],
  states: [{ id: 1, name: 'Selangor' }],
  cases: [],
};
const ANSWER: ReportAnswer = {
  title: 'Monthly Report — CAQM',
  parameters: [{ label: 'Data level', value: 'Validated data' }],
  columns: [
    { key: 'day', header: 'Date' },
    { key: 'PM10', header: 'PM10', unit: 'ug/m3', decimals: 0 },
  ],
  rows: [
    { day: '2026-01-01', PM10: 41.4 },
    { day: '2026-01-02', PM10: null },
  ],
  chart: {
    type: 'line',
    categories: ['2026-01-01', '2026-01-02'],
    series: [{ name: 'PM10', data: [41.4, null] }],
  },
  notes: ['A daily mean needs at least 18 valid hours.'],
  report: { module: 'CAQM', name: 'monthly', kind: 'monthly' },
  level: 'validated',
  canChooseLevel: false,
};
const renderAt = (path: string) => renderWithProviders(<ReportPage />, path);

describe('ReportPage', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    session.ticked = ['Report CAQM'];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) =>
      json(url.includes('/options') ? OPTIONS : ANSWER),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the report the URL describes and shows its chart, table, notes and export buttons', async () => {
    renderAt('/eqmp/app/air/caqm/report/monthly?station=CA01&month=2026-01');
    expect(await screen.findByText('41')).toBeTruthy();
    expect(screen.getByTestId('chart')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').some((h) => h.textContent === 'PM10 (µg/m³)')).toBe(
      true,
    );
    expect(screen.getByText('A daily mean needs at least 18 valid hours.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Excel/ })).toBeTruthy();
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain(
      '/api2/reports/caqm/monthly?station=CA01&month=2026-01',
    );
  });

  it("offers the raw level only to users who review the module's data", async () => {
    renderAt('/eqmp/app/air/caqm/report/monthly?station=CA01&month=2026-01');
    await screen.findByText('41');
    expect(screen.queryByText('Raw')).toBeNull();
    session.ticked = ['Report CAQM', 'View QA/QC Report CAQM'];
    renderAt('/eqmp/app/air/caqm/report/monthly?station=CA01&month=2026-01');
    await waitFor(() => expect(screen.getByText('Raw')).toBeTruthy());
  });
});
