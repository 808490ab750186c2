import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { json, renderSignedIn } from '../../../test/render';
import { DataEntryPage } from './DataEntryPage';

const PATH = '/eqmp/app/marine/soj/data_entry';
const QUESTION =
  'Import results.csv? A result in the file replaces the one already entered for its round and parameter; rounds already verified or approved are not changed.';

describe('SOJ data entry: importing a file', { timeout: 60_000 }, () => {
  const fetchMock = stubFetch(async (url, init) =>
    url === '/api2/soj/import' && init?.method === 'POST'
      ? json({ rows: 1, rounds: [], errors: [] })
      : json([]),
  );
  const imports = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api2/soj/import');
  const input = () => document.querySelector('input[type="file"]') as HTMLInputElement;
  const csv = () =>
    new File(['station_id,sampled_on,parameter,value\nSJN01,2026-02-10,TSS,12\n'], 'results.csv', {
      type: 'text/csv',
    });

  it('writes nothing until the officer confirms the file, which replaces entered results', async () => {
    const user = userEvent.setup();
    renderSignedIn(<DataEntryPage />, ['Data Entry SOJ'], PATH);
    await user.upload(input(), csv());
    // One dialog; antd writes its title twice (visible and for the dialog's name).
    expect(await screen.findAllByText(QUESTION)).not.toHaveLength(0);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(imports()).toHaveLength(0);
    await user.upload(input(), csv());
    await user.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!);
    await waitFor(() => expect(imports()).toHaveLength(1));
  });
});
