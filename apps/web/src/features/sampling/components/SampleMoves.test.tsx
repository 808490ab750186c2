import type { SampleDetail } from '@eqmp/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { json, renderSignedIn } from '../../../test/render';
import { SampleMoves } from './SampleMoves';

const sample = {
  id: 12,
  code: 'MR-000012',
  state: 'in_transit',
  allowedMoves: ['received', 'rejected'],
} as unknown as SampleDetail;

describe('SampleMoves', () => {
  const fetchMock = stubFetch(async (_url, init) =>
    json({ ...sample, state: JSON.parse(init!.body as string).to, allowedMoves: [] }),
  );
  const moves = () =>
    fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string).to);

  it('asks before a final move (rejection) and makes an ordinary one at once', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SampleMoves sample={sample} />, ['Data Entry MRWQM']);
    await user.click(screen.getByRole('button', { name: 'Reject the sample' }));
    expect(
      await screen.findByText(
        'Reject the sample: sample MR-000012? This step is final and cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(moves()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Received at the lab' }));
    await waitFor(() => expect(moves()).toEqual(['received']));
  });
});
