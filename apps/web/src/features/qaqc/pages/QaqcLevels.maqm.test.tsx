import { qaqcRole, type QaqcRange } from '@eqmp/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { QaqcApprovalPage } from './QaqcApprovalPage';

const PATH = '/eqmp/app/air/maqm/report/qaqc_3rd_level';
const approved: QaqcRange = {
  id: 5,
  stationId: 'MA01R',
  parameterCode: 'PM10',
  from: '2026-08-31T16:00:00.000Z',
  to: '2026-09-30T16:00:00.000Z',
  level: 3,
  username: 'approver',
  note: null,
  at: '2026-10-02T00:00:00.000Z',
  reopenedAt: null,
  reopenedBy: null,
  reopenReason: null,
};

describe('QA/QC 3rd level page of manual air', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => json(url.startsWith('/api2/qaqc/ranges') ? [approved] : [])),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows its levels and points to data validation instead of offering approval or reopening', async () => {
    renderSignedIn(
      <QaqcApprovalPage />,
      [qaqcRole('viewFlags', 'MAQM'), qaqcRole('updateFlag', 'MAQM')],
      PATH,
    );
    expect(await screen.findByRole('cell', { name: 'MA01R' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'QA/QC Data Validation' });
    expect(link.getAttribute('href')).toBe('/eqmp/app/air/maqm/report/datavalidation');
    expect(screen.queryByText('Approve a month')).toBeNull();
    expect(screen.queryByRole('button', { name: /Reopen/ })).toBeNull();
  });
});
