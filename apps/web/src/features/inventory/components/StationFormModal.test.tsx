import { type StationRow } from '@eqmp/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { StationFormModal } from './StationFormModal';
import { stubFetch } from '../../../test/fetch';

const STATION = {
  id: 'CA01R',
  module: 'CAQM',
  name: 'Kangar',
  stateId: null,
  districtId: null,
  place: null,
  lotInfo: null,
  address: null,
  longitude: 3.14,
  latitude: 6.43,
  category: null,
  locationType: null,
  targetClass: null,
  basinId: null,
  riverId: null,
  expectedIntervalMinutes: null,
} as StationRow;

describe('StationFormModal', () => {
  const fetchMock = stubFetch(async (url: string, init?: RequestInit) =>
    init?.method === 'PUT'
      ? json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Some of the information sent is not valid.',
            issues: [
              {
                path: 'longitude',
                message: 'longitude must lie in Malaysia: between 99 and 120 degrees east.',
              },
            ],
          },
          400,
        )
      : json([]),
  );

  it('sends the changed station and shows the server message under the field it names', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderSignedIn(<StationFormModal station={STATION} onClose={onClose} />, [
      'Inventory Maintenance',
    ]);
    expect(await screen.findByText('Edit station CA01R')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('longitude must lie in Malaysia: between 99 and 120 degrees east.'),
    ).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
    )!;
    expect(put[0]).toBe('/api2/inventory/stations/CA01R');
    const body = JSON.parse((put[1] as RequestInit).body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      module: 'CAQM',
      name: 'Kangar',
      longitude: 3.14,
      latitude: 6.43,
      targetClass: null,
    });
    expect(body).not.toHaveProperty('id');
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });
});
