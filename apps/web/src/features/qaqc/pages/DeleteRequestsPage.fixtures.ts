import type { DeleteRequest } from '@eqmp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../../test/fetch';
import { json } from '../../../test/render';

/** A request to delete data nobody has decided yet, asked by `ana`. */
export const pendingRequest = (
  request: Pick<DeleteRequest, 'id' | 'stationId' | 'parameterCode' | 'from' | 'to' | 'reason'>,
): DeleteRequest => ({
  ...request,
  requesterName: 'ana',
  requestedAt: '2026-01-13T09:00:00+08:00',
  status: 'pending',
  reviewerName: null,
  reviewedAt: null,
  reviewNote: null,
  changeSet: null,
});

/**
 * The page's API for each test: the stations, the one pending request, and a review that
 * approves it. Returns the fetch mock, to read the calls or answer otherwise.
 */
export function stubDeleteRequestsApi(stations: readonly unknown[], pending: DeleteRequest) {
  return stubFetch(async (url, init) => {
    if (url.startsWith('/api2/qaqc/stations')) return json(stations);
    if (url.includes('/review'))
      return json({ ...pending, status: 'approved', reviewerName: 'keeper', changeSet: 'c1' });
    if (url.startsWith('/api2/qaqc/delete-requests') && init?.method !== 'POST')
      return json([pending]);
    return json([]);
  });
}

/** Approves the request whose reason is `reason` with `note`, through the decision dialog. */
export async function approveWithNote(reason: string, note: string) {
  const row = (await screen.findByText(reason)).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Approve' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox'), note);
  await userEvent.click(
    within(dialog)
      .getAllByRole('button', { name: /Approve/ })
      .at(-1)!,
  );
}
