import { type BreakpointVersion, type StandardsOverview, type TarballVersions } from '@eqmp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StandardsPage } from './StandardsPage';
import { renderWithProviders } from '../../../test/render';
import { stubFetch } from '../../../test/fetch';

const pm25 = (variant: 'A' | 'B', inForce: boolean): BreakpointVersion => ({
  id: `api-pm25-${variant}`,
  parameter: 'PM25',
  version: `DOE-2020-${variant}`,
  variant,
  effectiveFrom: '2020-06-15',
  source: `Table ${variant} source`,
  confidence: 'CONFLICT',
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'system',
  inForce,
  averaging: '24H',
  unit: 'ug/m3',
  segments: [{ cLow: 0, cHigh: 12, iLow: 0, iHigh: 50 }],
});

const OVERVIEW: StandardsOverview = {
  today: '2026-01-15',
  pm25Table: 'A',
  breakpoints: [
    pm25('A', true),
    pm25('B', false),
    {
      ...pm25('A', false),
      id: 'future',
      version: 'NEXT',
      variant: null,
      effectiveFrom: '2026-06-01',
    },
    {
      ...pm25('A', true),
      id: 'pm10',
      parameter: 'PM10',
      version: 'DOE-2020',
      variant: null,
      segments: [
        { cLow: 0, cHigh: 50, iLow: 0, iHigh: 50 },
        { cLow: 50, cHigh: 350, iLow: 50, iHigh: 200 },
      ],
    },
  ],
  limits: [],
  indices: [],
};

const TARBALL: TarballVersions = {
  today: '2026-01-15',
  items: [
    {
      id: 'tarball-provisional',
      version: 'PROVISIONAL',
      effectiveFrom: '1970-01-01',
      source: 'Provisional bands of the portal',
      confidence: 'UNVERIFIED',
      provisional: true,
      thresholds: { light: 0.1, moderate: 2, heavy: 10 },
      createdAt: '2026-01-01T00:00:00Z',
      createdBy: 'system',
      inForce: true,
    },
  ],
};

/** A fresh answer per call (a body is read once): the tar-ball versions or the overview. */
const answer = async (url: string, init?: RequestInit) =>
  new Response(
    JSON.stringify(
      url.endsWith('/standards/tarball')
        ? TARBALL
        : init?.method === 'PUT'
          ? { ...OVERVIEW, pm25Table: 'B' }
          : OVERVIEW,
    ),
    { status: 200 },
  );

const renderPage = (path = '/eqmp/app/edc/system_administration/standards') =>
  renderWithProviders(<StandardsPage />, path);

describe('StandardsPage', () => {
  const fetchMock = stubFetch();

  it('lists versions with their source and status: in force, not in use, scheduled', async () => {
    fetchMock.mockImplementation(answer);
    renderPage();
    expect(await screen.findByText('DOE-2020-A')).toBeInTheDocument();
    const row = (version: string) => screen.getByText(version).closest('tr') as HTMLElement;
    expect(within(row('DOE-2020-A')).getByText('In force')).toBeInTheDocument();
    expect(within(row('DOE-2020-B')).getByText('Not in use')).toBeInTheDocument();
    expect(within(row('NEXT')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(row('DOE-2020-B')).getByText('Table B source')).toBeInTheDocument();
  });

  it('switches the PM2.5 table after confirmation', async () => {
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByLabelText('Table B'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
        ),
      ).toBe(true),
    );
    const put = fetchMock.mock.calls.find(
      ([, init]) => (init as RequestInit | undefined)?.method === 'PUT',
    )!;
    expect(put[0]).toBe('/api2/admin/standards/pm25-table');
    expect(JSON.parse((put[1] as RequestInit).body as string)).toEqual({ variant: 'B' });
  });

  it('opens the add form from the URL, pre-filled with the segments in force', async () => {
    fetchMock.mockImplementation(answer);
    renderPage('/eqmp/app/edc/system_administration/standards?tab=breakpoints&add=1');
    expect(await screen.findByText('Add an API breakpoint table version')).toBeInTheDocument();
    const upper = screen.getAllByLabelText<HTMLInputElement>('Concentration to (µg/m³)');
    expect(upper.map((input) => input.value)).toEqual(['50', '350']);
  });

  it('lists the tar-ball class versions and opens the add form with the bounds in force', async () => {
    fetchMock.mockImplementation(answer);
    renderPage('/eqmp/app/edc/system_administration/standards?tab=tarball&add=1');
    expect(await screen.findByText('Add a version of the tar-ball classes')).toBeInTheDocument();
    const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;
    expect([
      value('Light from (g/m2)'),
      value('Moderate from (g/m2)'),
      value('Heavy from (g/m2)'),
    ]).toEqual(['0.1', '2', '10']);
    const row = screen.getByText('PROVISIONAL').closest('tr') as HTMLElement;
    expect(within(row).getByText('In force')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api2/admin/standards/tarball')).toBe(
      true,
    );
  });
});
