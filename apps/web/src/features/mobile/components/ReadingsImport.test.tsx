import type { ImportConfirmed, ImportPreview } from '@eqmp/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReadingsImport } from './ReadingsImport';
import { stubFetch } from '../../../test/fetch';

const PREVIEW: ImportPreview = {
  importId: 7,
  fileName: 'unit.csv',
  columns: ['PM10'],
  rowsTotal: 2,
  goodRows: 1,
  problems: [{ row: 3, message: 'The value of PM10 is not a number.' }],
  preview: [{ row: 2, ts: '2026-01-11T02:10:00.000Z', rounded: true, values: { PM10: 55 } }],
};
const CONFIRMED: ImportConfirmed = {
  importId: 7,
  rows: 1,
  accepted: 1,
  duplicates: 0,
  changed: 0,
  problems: [],
};

describe('ReadingsImport', () => {
  const fetchMock = stubFetch();

  it('shows the preview with each bad row and stores only when confirmed', async () => {
    fetchMock.mockImplementation(
      async (url: string) =>
        new Response(JSON.stringify(url.endsWith('/confirm') ? CONFIRMED : PREVIEW), {
          status: 200,
        }),
    );
    const { container } = renderWithProviders(<ReadingsImport deploymentId={3} />);
    const file = new File(['date,time,PM10\n'], 'unit.csv', { type: 'text/csv' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(
      await screen.findByText(
        'Rows that can be imported: 1 of 2. Rows with problems, left out: 1.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The value of PM10 is not a number.')).toBeInTheDocument();
    expect(screen.getByText('rounded')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api2/mobile/deployments/3/imports',
    ]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Import the good rows (1)' }));
    expect(await screen.findByText(/Imported. New values: 1/)).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api2/mobile/imports/7/confirm'),
    );
  });
});
