import { qaqcRole, type QaqcRange } from '@eqmp/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { QaqcApprovalPage } from './QaqcApprovalPage';

const PATH = '/eqmp/app/air/caqm/report/qaqc_3rd_level';
const ROLES = [qaqcRole('viewFlags', 'CAQM'), qaqcRole('updateFlag', 'CAQM')];
const approved: QaqcRange = {
  id: 2,
  stationId: 'CA01R',
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
const reopened: QaqcRange = {
  ...approved,
  id: 1,
  stationId: 'CA02R',
  reopenedAt: '2026-10-03T00:00:00.000Z',
  reopenedBy: 'approver',
  reopenReason: 'Lab recheck',
};

describe('QaqcApprovalPage', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        json(url.startsWith('/api2/qaqc/ranges') ? [approved, reopened] : []),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('labels a reopened range "Reopened", never "Approved"', async () => {
    renderSignedIn(<QaqcApprovalPage />, ROLES, PATH);
    const rowOf = async (station: string) =>
      (await screen.findByRole('cell', { name: station })).closest('tr') as HTMLElement;
    const open = await rowOf('CA02R');
    expect(within(open).getByText('Reopened')).toBeInTheDocument();
    expect(within(open).queryByText('Approved')).toBeNull();
    expect(within(await rowOf('CA01R')).getByText('Approved')).toBeInTheDocument();
  });
});
