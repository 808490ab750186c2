import { qaqcRole } from '@eqmp/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../test/render';
import { QaqcApprovalPage } from './QaqcApprovalPage';
import { approvedRange, stubRanges } from './QaqcApprovalPage.fixtures';

const PATH = '/eqmp/app/air/maqm/report/qaqc_3rd_level';
const approved = approvedRange(5, 'MA01R');

describe('QA/QC 3rd level page of manual air', () => {
  stubRanges([approved]);

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
