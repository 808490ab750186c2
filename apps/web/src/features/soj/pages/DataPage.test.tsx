import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { DataPage } from './DataPage';

/** The SOJ data page writes and reads its days as DD/MM/YYYY (spec §5), with no native date input. */
const row = {
  roundId: 1,
  stationId: 'SJ01',
  stationName: 'Tanjung Kupang',
  side: 'MY',
  sampledOn: '2026-01-15',
  parameterCode: 'DO',
  unit: 'mg/L',
  value: 6.4,
  censored: false,
  exceedsStandard: false,
  exceedsBenchmark: null,
};

const fetchMock = vi.fn<typeof fetch>();
const dataCalls = () =>
  fetchMock.mock.calls.map(([url]) => url as string).filter((u) => u.includes('/soj/data'));

describe('SOJ data page dates', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) =>
      (url as string).includes('/soj/data') ? json([row]) : json([]),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sampled day as DD/MM/YYYY and filters on a day typed as DD/MM/YYYY', async () => {
    renderWithProviders(<DataPage />, '/eqmp/app/soj/data');
    expect(await screen.findByRole('cell', { name: '15/01/2026' })).toBeInTheDocument();
    expect(document.querySelector('input[type="date"]')).toBeNull();

    const from = screen.getByLabelText('From');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '01/02/2026' } });
    fireEvent.keyDown(from, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(dataCalls().some((u) => u.includes('from=2026-02-01'))).toBe(true));
    expect(from).toHaveValue('01/02/2026');
  });

  it('does not take a day typed in another form', async () => {
    renderWithProviders(<DataPage />, '/eqmp/app/soj/data');
    await screen.findByRole('cell', { name: '15/01/2026' });
    const from = screen.getByLabelText('From');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '2026-02-01' } });
    fireEvent.keyDown(from, { key: 'Enter', keyCode: 13 });
    // Marked as refused in the field (styles.css colours it), and never sent.
    await waitFor(() => expect(from).toHaveAttribute('aria-invalid', 'true'));
    expect(from.closest('.ant-picker')).toHaveClass('ant-picker-invalid');
    expect(dataCalls().some((u) => u.includes('from='))).toBe(false);
  });
});
