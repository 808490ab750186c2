import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { RiverPage } from './RiverPage';
import { stubFetch } from '../../../test/fetch';

const PATH = '/eqmp/app/edc/system_administration/river';
const stamps = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const basins = [
  { id: 1, name: 'Sungai Johor', stateIds: [1], ...stamps },
  { id: 2, name: 'Sungai Muar', stateIds: [1, 4], ...stamps },
];
const rivers = [{ id: 7, name: 'Sungai Tebrau', basinId: 1, ...stamps }];
const IN_USE =
  'Stations still use this record (JHR001). Change those stations first, then remove it.';

describe('River page: rivers of a basin', { timeout: 60_000 }, () => {
  const fetchMock = stubFetch(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST')
      return json({ id: 8, ...(JSON.parse(init.body as string) as object), ...stamps }, 201);
    if (init?.method === 'DELETE') return json({ code: 'GEOGRAPHY_IN_USE', message: IN_USE }, 409);
    if (url.startsWith('/api2/admin/basins')) return json(basins);
    return json(url.startsWith('/api2/admin/rivers') ? rivers : []);
  });
  const sent = (method: string) =>
    fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === method);

  it('shows each river with its basin and adds one to the basin picked', async () => {
    renderSignedIn(<RiverPage />, ['System Admin'], PATH);
    const row = (await screen.findByRole('cell', { name: 'Sungai Tebrau' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Sungai Johor' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Sungai Pagoh');
    await userEvent.click(within(dialog).getByLabelText('River basin'));
    await userEvent.click(await screen.findByTitle('Sungai Muar'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    const [url, init] = sent('POST')[0]!;
    expect(url).toBe('/api2/admin/rivers');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      name: 'Sungai Pagoh',
      basinId: 2,
    });
  });

  it('asks for the basin before saving', async () => {
    renderSignedIn(<RiverPage />, ['System Admin'], PATH);
    await screen.findByRole('cell', { name: 'Sungai Tebrau' });
    await userEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Sungai Pagoh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Error!! Please fill in required information'),
    ).toBeTruthy();
    expect(sent('POST')).toHaveLength(0);
  });

  it('shows why a river still in use is not removed', async () => {
    renderSignedIn(<RiverPage />, ['System Admin'], PATH);
    const row = (await screen.findByRole('cell', { name: 'Sungai Tebrau' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(IN_USE)).toBeTruthy();
    expect(sent('DELETE')[0]![0]).toBe('/api2/admin/rivers/7');
  });
});
