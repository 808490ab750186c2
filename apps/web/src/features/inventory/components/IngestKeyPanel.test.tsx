import { type StationFull } from '@eqmp/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fetch';
import { json, renderSignedIn } from '../../../test/render';
import { IngestKeyPanel } from './IngestKeyPanel';

const KEY = 'sk_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const station = { id: 'CA01R', ingestKey: null } as StationFull;

describe('IngestKeyPanel', () => {
  const fetchMock = stubFetch(async () => json({ key: KEY, rotated: false }));

  it('issues a key and shows it once, with a copy button and the warning that it will not be shown again', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderSignedIn(<IngestKeyPanel station={station} />, ['Inventory Maintenance']);
    expect(screen.getByText('No key has been issued for this station.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Issue key' }));
    expect(await screen.findByText(KEY)).toBeInTheDocument();
    expect(screen.getByText(/It will not be shown again/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api2/inventory/stations/CA01R/ingest-key');
    expect((fetchMock.mock.calls[0]![1] as RequestInit).method).toBe('POST');

    await user.click(screen.getByRole('button', { name: /Copy key/ }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    await user.click(screen.getByRole('button', { name: 'I have copied the key' }));
    await waitFor(() => expect(screen.queryByText(KEY)).not.toBeInTheDocument());
  });

  it('asks before rotating an existing key', async () => {
    const user = userEvent.setup();
    renderSignedIn(
      <IngestKeyPanel
        station={{
          ...station,
          ingestKey: { createdAt: '2026-01-15T00:00:00Z', createdBy: 'keeper' },
        }}
      />,
      ['Inventory Maintenance'],
    );
    expect(screen.getByText(/by keeper\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate key' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText(/The current key stops working at once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(KEY)).toBeInTheDocument();
  });
});
