import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WaitingWork } from './WaitingWork';

describe('WaitingWork', () => {
  it('says what waits and how much, each linking to the page where it is done', () => {
    renderWithProviders(
      <WaitingWork
        work={[
          {
            kind: 'approve',
            module: 'CAQM',
            recordKind: null,
            count: 1,
            path: '/eqmp/app/air/caqm/report/qaqc_3rd_level',
          },
          {
            kind: 'recordDelete',
            module: 'CRWQM',
            recordKind: 'calibration',
            count: 3,
            path: '/eqmp/app/river/crwqm/report/calibration',
          },
        ]}
      />,
    );
    const approve = screen.getByRole('link', { name: /1 reviewed range to approve/ });
    expect(approve.getAttribute('href')).toBe('/eqmp/app/air/caqm/report/qaqc_3rd_level');
    expect(
      screen.getByRole('link', { name: /3 calibration record delete requests to decide/ }),
    ).toBeTruthy();
  });

  it('shows nothing when no work waits', () => {
    const { container } = renderWithProviders(<WaitingWork work={[]} />);
    expect(container.textContent).toBe('');
  });
});
