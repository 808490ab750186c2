import type { EqmpPeriodRow } from '@eqmp/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '../../../test/render';
import { EqmpRowActions } from './EqmpRowActions';

const row = {
  period: '2026-03',
  report: { id: 41, status: 'delete_requested', fileName: 'march.pdf', uploadedBy: 'uploader' },
} as unknown as EqmpPeriodRow;

describe('EqmpRowActions', () => {
  it('deletes a report on request only once the reviewer confirms, naming the period and file', async () => {
    const user = userEvent.setup();
    const decide = vi.fn();
    renderSignedIn(
      <EqmpRowActions
        module="CAQM"
        periodType="monthly"
        row={row}
        decide={decide}
        onStep={() => {}}
        onHistory={() => {}}
        onDone={() => {}}
        onError={() => {}}
      />,
      ['Review Submit EQMP Report CAQM'],
    );
    await user.click(screen.getByRole('button', { name: 'Approve delete' }));
    expect(
      await screen.findByText(
        'Delete the report of 2026-03 (march.pdf)? It cannot be brought back.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(decide).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Approve delete' }));
    await user.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!);
    expect(decide).toHaveBeenCalledWith('approveDelete', 41);
  });
});
