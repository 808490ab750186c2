import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../test/render';
import { ExportButtons, withExport } from './ExportButtons';

const renderButtons = (path: string) => renderWithProviders(<ExportButtons path={path} />);

describe('ExportButtons', () => {
  const fetchMock = vi.fn();
  const openMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    openMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('open', openMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds the export format to the query string', () => {
    expect(withExport('/api2/reports/caqm/monthly?month=2026-01', 'pdf')).toBe(
      '/api2/reports/caqm/monthly?month=2026-01&export=pdf',
    );
    expect(withExport('/api2/x', 'csv')).toBe('/api2/x?export=csv');
  });

  it('calls the endpoint with &export and opens the download link in a new tab', async () => {
    fetchMock.mockResolvedValue(json({ downloadlink: '/api2/downloads/abc?exp=1&sig=s' }));
    renderButtons('/api2/reports/caqm/monthly?month=2026-01');
    fireEvent.click(screen.getByRole('button', { name: /Excel/ }));
    await waitFor(() =>
      expect(openMock).toHaveBeenCalledWith(
        '/api2/downloads/abc?exp=1&sig=s',
        '_blank',
        'noopener',
      ),
    );
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api2/reports/caqm/monthly?month=2026-01&export=xlsx',
    );
  });

  it('polls a background export and offers the file once ready', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ downloadlink: null, job: { id: 'j1' } }))
      .mockResolvedValueOnce(
        json({
          id: 'j1',
          status: 'ready',
          rowsDone: 10,
          progress: 100,
          downloadlink: '/api2/downloads/j1?exp=1&sig=s',
        }),
      );
    renderButtons('/api2/q');
    fireEvent.click(screen.getByRole('button', { name: /CSV/ }));
    fireEvent.click(await screen.findByRole('button', { name: /Download/ }));
    expect(openMock).toHaveBeenCalledWith('/api2/downloads/j1?exp=1&sig=s', '_blank', 'noopener');
    expect(String(fetchMock.mock.calls[1]![0])).toBe('/api2/exports/j1');
  });

  it('shows Export File Error when the export fails', async () => {
    fetchMock.mockResolvedValue(json({ message: 'boom', code: 'EXPORT_FAILED' }, 500));
    renderButtons('/api2/q');
    fireEvent.click(screen.getByRole('button', { name: /PDF/ }));
    expect(await screen.findByText('Export File Error')).toBeTruthy();
    expect(openMock).not.toHaveBeenCalled();
  });
});
