import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { StationsPage } from './StationsPage';

const PATH = '/eqmp/app/marine/soj/stations';
const station = {
  id: 'SJN01',
  name: 'Tanjung Kupang',
  side: 'MY',
  stationGroup: 'WEST',
  longitude: 103.62,
  latitude: 1.36,
};

describe("SOJ stations page: a station's side and group", { timeout: 60_000 }, () => {
  const fetchMock = vi.fn();
  const puts = () =>
    fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? json({ ...station, side: 'SG' })
        : json(url.startsWith('/api2/soj/stations') ? [station] : []),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('offers no change to a reader', async () => {
    renderSignedIn(<StationsPage />, ['Report SOJ'], PATH);
    expect(await screen.findByRole('cell', { name: 'Tanjung Kupang' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Side and group' })).toBeNull();
  });

  it('lets the planner put a station on the Singapore side', async () => {
    renderSignedIn(<StationsPage />, ['Sampling Schedule SOJ'], PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Side and group' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Side'));
    await userEvent.click(await screen.findByTitle('Singapore'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [url, init] = puts()[0]!;
    expect(url).toBe('/api2/soj/stations/SJN01');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      side: 'SG',
      stationGroup: 'WEST',
    });
  });
});
