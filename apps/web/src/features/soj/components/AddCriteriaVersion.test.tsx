import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../test/render';
import { AddCriteriaVersion } from './AddCriteriaVersion';
import { stubFetch } from '../../../test/fetch';

const parameters = [{ code: 'DO', name: 'Dissolved oxygen', unit: 'mg/L' }] as never;
const base = [{ parameterCode: 'DO', stationGroup: 'A', min: 5, max: null }];

describe('the dialog that adds a version of the SOJ criteria', () => {
  const fetchMock = stubFetch();

  function fill() {
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: 'V2' } });
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'Agreement 2026' } });
    const day = screen.getByLabelText('In force from');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '01/03/2026' } });
    fireEvent.keyDown(day, { key: 'Enter', keyCode: 13 });
  }

  it('sends the version with the rows shown and closes as saved', async () => {
    fetchMock.mockImplementation(async () => json({ version: 'V2' }, 201));
    const onClose = vi.fn();
    renderWithProviders(
      <AddCriteriaVersion kind="benchmark" base={base} parameters={parameters} onClose={onClose} />,
    );
    await screen.findByLabelText('Version');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toContain('benchmark');
    expect(JSON.parse(init.body as string)).toEqual({
      version: 'V2',
      effectiveFrom: '2026-03-01',
      source: 'Agreement 2026',
      rows: [{ parameterCode: 'DO', stationGroup: 'A', min: 5, max: null }],
    });
  });
});
