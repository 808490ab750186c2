import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '../../../test/render';
import { DeleteRequestsPage } from './DeleteRequestsPage';
import {
  approveWithNote,
  pendingRequest,
  stubDeleteRequestsApi,
} from './DeleteRequestsPage.fixtures';

const PATH = '/eqmp/app/marine/soj/report/delete_request';
const stations = [
  { id: 'SJ01', name: 'Tanjung Kupang', parameters: [{ code: 'TSS', unit: 'mg/L' }] },
];
const pending = pendingRequest({
  id: 7,
  stationId: 'SJ01',
  parameterCode: 'TSS',
  from: '2025-02-01T00:00:00+08:00',
  to: '2025-03-01T00:00:00+08:00',
  reason: 'Sample bottle broken in transport',
});

/** The Straits of Johor's delete requests on the one delete request page. */
describe('DeleteRequestsPage of the Straits of Johor', { timeout: 60_000 }, () => {
  const fetchMock = stubDeleteRequestsApi(stations, pending);
  const urls = () => fetchMock.mock.calls.map((c) => String(c[0]));

  it("lists the programme's requests and offers Request Delete Data SOJ the request form", async () => {
    renderSignedIn(<DeleteRequestsPage />, ['Request Delete Data SOJ'], PATH);
    expect(await screen.findByText('Sample bottle broken in transport')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Straits of Johor/ })).toBeTruthy();
    expect(screen.getByText('Request deletion of data')).toBeTruthy();
    expect(urls().some((u) => u.includes('delete-requests?module=SOJ'))).toBe(true);
    expect(urls().some((u) => u.includes('stations?module=SOJ'))).toBe(true);
  });

  it('lets Review Request of Deleted Data SOJ approve with a note, and says the results are removed', async () => {
    renderSignedIn(<DeleteRequestsPage />, ['Review Request of Deleted Data SOJ'], PATH);
    await approveWithNote('Sample bottle broken in transport', 'Lab confirmed the breakage');
    expect(
      await screen.findByText('Request approved: the results are removed as one change set.'),
    ).toBeTruthy();
    const call = fetchMock.mock.calls.find((c) =>
      String(c[0]).includes('/delete-requests/7/review'),
    )!;
    expect(JSON.parse((call[1] as RequestInit).body as string)).toEqual({
      decision: 'approve',
      note: 'Lab confirmed the breakage',
    });
  });

  it("shows Update Flag SOJ the programme's change sets, where an approved deletion is reverted", async () => {
    renderSignedIn(<DeleteRequestsPage />, ['Update Flag SOJ'], PATH);
    expect(await screen.findByText('History')).toBeTruthy();
    await waitFor(() =>
      expect(urls().some((u) => u.includes('change-sets') && u.includes('module=SOJ'))).toBe(true),
    );
  });
});
