import { qaqcRole } from '@eqmp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { DeleteRequestsPage } from './DeleteRequestsPage';
import {
  approveWithNote,
  pendingRequest,
  stubDeleteRequestsApi,
} from './DeleteRequestsPage.fixtures';

const PATH = '/eqmp/app/river/mrwqm/report/delete_request';
const stations = [{ id: 'MR01', name: 'Sg. Langat', parameters: [{ code: 'DO', unit: 'mg/L' }] }];
const pending = pendingRequest({
  id: 4,
  stationId: 'MR01',
  parameterCode: 'DO',
  from: '2026-01-12T02:00:00+08:00',
  to: '2026-01-12T04:00:00+08:00',
  reason: 'Sample bottle contaminated',
});

describe('DeleteRequestsPage (manual and investigative modules)', { timeout: 60_000 }, () => {
  const fetchMock = stubDeleteRequestsApi(stations, pending);

  it("lists the module's requests and offers the request form to Request Delete Data only", async () => {
    renderSignedIn(<DeleteRequestsPage />, [qaqcRole('requestDelete', 'MRWQM')], PATH);
    expect(await screen.findByText('Sample bottle contaminated')).toBeTruthy();
    expect(screen.getByText('Request deletion of data')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls.some((u) => u.includes('delete-requests?module=MRWQM'))).toBe(true);
    expect(urls.some((u) => u.includes('change-sets'))).toBe(false);
  });

  it('lets a reviewer approve with a note through the decision dialog', async () => {
    renderSignedIn(<DeleteRequestsPage />, [qaqcRole('reviewDelete', 'MRWQM')], PATH);
    await screen.findByText('Sample bottle contaminated');
    expect(screen.queryByText('Request deletion of data')).toBeNull();
    await approveWithNote('Sample bottle contaminated', 'Lab confirmed');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some((c) => String(c[0]).includes('/delete-requests/4/review')),
      ).toBe(true),
    );
    const call = fetchMock.mock.calls.find((c) => String(c[0]).includes('/review'))!;
    expect(JSON.parse((call[1] as RequestInit).body as string)).toEqual({
      decision: 'approve',
      note: 'Lab confirmed',
    });
  });

  it('lets the requester withdraw their own pending request after confirming', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/withdraw'))
        return json({ ...pending, requesterName: 'keeper', status: 'withdrawn' });
      if (url.startsWith('/api2/qaqc/delete-requests'))
        return json([{ ...pending, requesterName: 'keeper' }]);
      return json(url.startsWith('/api2/qaqc/stations') ? stations : []);
    });
    renderSignedIn(<DeleteRequestsPage />, [qaqcRole('requestDelete', 'MRWQM')], PATH);
    const row = (await screen.findByText('Sample bottle contaminated')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some((c) => String(c[0]).includes('/delete-requests/4/withdraw')),
      ).toBe(true),
    );
  });

  it('shows the change sets of the month to a QA/QC officer, who can revert an approved deletion', async () => {
    renderSignedIn(<DeleteRequestsPage />, [qaqcRole('updateFlag', 'MRWQM')], PATH);
    expect(await screen.findByText('History')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('change-sets'))).toBe(true),
    );
  });
});
