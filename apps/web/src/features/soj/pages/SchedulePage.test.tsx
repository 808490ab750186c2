import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { json, renderSignedIn } from '../../../test/render';
import { SOJ_STATION } from './soj-pages.fixtures';
import { SchedulePage } from './SchedulePage';

const PATH = '/eqmp/app/marine/soj/schedule';
describe('SOJ schedule page: planning rounds', { timeout: 60_000 }, () => {
  const fetchMock = stubFetch(async (url, init) => {
    if (url.startsWith('/api2/soj/stations')) return json([SOJ_STATION]);
    if (url === '/api2/soj/rounds' && init?.method === 'POST')
      return json({ planned: [], alreadyPlanned: [] }, 201);
    return json([]);
  });
  const planCalls = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) =>
        String(url) === '/api2/soj/rounds' && (init as RequestInit)?.method === 'POST',
    );

  it('offers the plan form only to a planner (Sampling Schedule SOJ)', async () => {
    renderSignedIn(<SchedulePage />, ['Report SOJ'], PATH);
    expect(await screen.findByText('No sampling rounds here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Plan the rounds' })).toBeNull();
  });

  it('sends the chosen stations, rhythm and the days as typed (DD/MM/YYYY)', async () => {
    renderSignedIn(<SchedulePage />, ['Sampling Schedule SOJ'], PATH);
    await userEvent.click(await screen.findByLabelText('Stations'));
    await userEvent.click(await screen.findByTitle('SJN01 — Tanjung Kupang'));
    await userEvent.type(screen.getByLabelText('First day (DD/MM/YYYY)'), '10/01/2026');
    await userEvent.type(screen.getByLabelText('Last day (DD/MM/YYYY)'), '31/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Plan the rounds' }));
    await waitFor(() => expect(planCalls()).toHaveLength(1));
    expect(JSON.parse((planCalls()[0]![1] as RequestInit).body as string)).toEqual({
      stationIds: ['SJN01'],
      frequency: 'quarterly',
      startsOn: '10/01/2026',
      endsOn: '31/12/2026',
    });
  });

  it('refuses a day typed in another form before sending anything', async () => {
    renderSignedIn(<SchedulePage />, ['Sampling Schedule SOJ'], PATH);
    await userEvent.type(await screen.findByLabelText('First day (DD/MM/YYYY)'), '2026-01-10');
    await userEvent.click(screen.getByRole('button', { name: 'Plan the rounds' }));
    expect(await screen.findByText(/Incorrect date format/)).toBeTruthy();
    expect(planCalls()).toHaveLength(0);
  });
});
