import { qaqcRole, type QaqcRange } from '@eqmp/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../test/render';
import { QaqcApprovalPage } from './QaqcApprovalPage';
import { approvedRange, stubRanges } from './QaqcApprovalPage.fixtures';

const PATH = '/eqmp/app/air/caqm/report/qaqc_3rd_level';
const ROLES = [qaqcRole('viewFlags', 'CAQM'), qaqcRole('updateFlag', 'CAQM')];
const approved = approvedRange(2, 'CA01R');
const reopened: QaqcRange = {
  ...approved,
  id: 1,
  stationId: 'CA02R',
  reopenedAt: '2026-10-03T00:00:00.000Z',
  reopenedBy: 'approver',
  reopenReason: 'Lab recheck',
};

describe('QaqcApprovalPage', () => {
  stubRanges([approved, reopened]);

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
