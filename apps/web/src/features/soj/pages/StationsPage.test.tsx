import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { json, renderSignedIn } from '../../../test/render';
import { SOJ_STATION } from './soj-pages.fixtures';
import { StationsPage } from './StationsPage';

const PATH = '/eqmp/app/marine/soj/stations';
describe("SOJ stations page: a station's side and group", { timeout: 60_000 }, () => {
  const fetchMock = stubFetch(async (url, init) =>
    init?.method === 'PUT'
      ? json({ ...SOJ_STATION, side: 'SG' })
      : json(url.startsWith('/api2/soj/stations') ? [SOJ_STATION] : []),
  );
  const puts = () =>
    fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');

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
