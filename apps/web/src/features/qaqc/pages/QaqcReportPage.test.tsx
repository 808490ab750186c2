import { qaqcRole, type QaqcReportResponse } from '@eqmp/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { json, renderSignedIn } from '../../../test/render';
import { QaqcReportPage } from './QaqcReportPage';

const PATH = '/eqmp/app/air/caqm/report/qaqc';
const report: QaqcReportResponse = {
  module: 'CAQM',
  from: '2026-08-31T16:00:00.000Z',
  to: '2026-09-30T16:00:00.000Z',
  rows: [
    {
      stationId: 'CA01R',
      stationName: 'Batu Muda',
      parameterCode: 'PM10',
      month: '2026-09',
      values: 720,
      valid: 700,
      capturePct: 97.2,
      flagged: 3,
      changed: 1,
      reviewedPct: 0,
      approvedPct: 0,
    },
  ],
  byCode: [],
};
const stations = [
  { id: 'CA01R', name: 'Batu Muda', parameters: [{ code: 'PM10', unit: 'ug/m3' }] },
];

describe('QaqcReportPage', () => {
  const fetchMock = stubFetch(async (url) =>
    json(url.startsWith('/api2/qaqc/stations') ? stations : report),
  );

  it('asks for the chosen station only, and a row opens its values on the 2nd-level page', async () => {
    renderSignedIn(
      <QaqcReportPage />,
      [qaqcRole('report', 'CAQM'), qaqcRole('viewFlags', 'CAQM')],
      `${PATH}?station=CA01R&month=2026-09`,
    );
    const link = await screen.findByRole('link', { name: 'PM10' }, { timeout: 10_000 });
    expect(link).toHaveAttribute(
      'href',
      '/eqmp/app/air/caqm/report/qaqc_2nd_level?station=CA01R&parameter=PM10&month=2026-09',
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        `/api2/qaqc/report?module=CAQM&from=${encodeURIComponent('2026-09-01T00:00:00+08:00')}&to=${encodeURIComponent('2026-10-01T00:00:00+08:00')}&stationId=CA01R`,
      ),
    );
  });

  it('shows no link to a reader who may not open the 2nd-level page', async () => {
    renderSignedIn(<QaqcReportPage />, [qaqcRole('report', 'CAQM')], `${PATH}?month=2026-09`);
    expect(
      await screen.findByRole('cell', { name: 'PM10' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'PM10' })).toBeNull();
  });
});
