import type { QueryChoices, QueryOutputs } from '@eqmp/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryOptionsPage } from './QueryOptionsPage';
import { renderWithProviders } from '../../../test/render';
import { stubFetch } from '../../../test/fetch';

vi.mock('../../../components/EChart', () => ({ EChart: () => <div data-testid="chart" /> }));
vi.mock('../components/register-polar', () => ({}));

const PARAM = {
  code: 'WS',
  nameEn: 'Wind speed',
  nameMs: 'Kelajuan angin',
  unit: 'm/s',
  decimals: 1,
};
const CHOICES: QueryChoices = {
  module: 'CAQM',
  canChooseLevel: false,
  states: [{ id: 1, name: 'Selangor' }],
  basins: [],
  rivers: [],
  categories: ['Urban'],
  stations: [
    {
      id: 'CA01',
      name: 'Klang',
      stateId: 1,
      stateName: 'Selangor',
      basinId: null,
      basinName: null,
      riverId: null,
      riverName: null,
      category: 'Urban',
    },
  ],
  parameters: [PARAM],
};
const ROSE: QueryOutputs['windrose'] = {
  module: 'CAQM',
  level: 'validated',
  verification: 'provisional',
  from: '2026-01-01T00:00:00Z',
  end: '2026-01-02T00:00:00Z',
  stations: [{ id: 'CA01', name: 'Klang' }],
  parameters: [PARAM],
  sectors: [
    'N',
    'NNE',
    'NE',
    'ENE',
    'E',
    'ESE',
    'SE',
    'SSE',
    'S',
    'SSW',
    'SW',
    'WSW',
    'W',
    'WNW',
    'NW',
    'NNW',
  ],
  speedClasses: [{ from: 0.5, to: null }],
  counts: Array.from({ length: 16 }, () => [1]),
  calm: 4,
  valid: 20,
  missing: 2,
  calmPct: 20,
  percent: Array.from({ length: 16 }, () => [5]),
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const renderAt = (path: string) => renderWithProviders(<QueryOptionsPage />, path);

describe('QueryOptionsPage', () => {
  const fetchMock = stubFetch(async (url: string) => {
    if (url.includes('/options')) return json(CHOICES);
    if (url.includes('/windrose')) return json(ROSE);
    if (url.includes('/graph'))
      return json(
        {
          message:
            'For several stations the graph shows at most 2 parameters of the same unit; 3 are chosen for 2 stations. Remove 1 parameter(s), or choose one station.',
          code: 'QUERY_SELECTION_INVALID',
        },
        400,
      );
    return json({
      module: 'CAQM',
      level: 'validated',
      verification: 'provisional',
      from: '',
      end: '',
      stations: [],
      parameters: [],
      interval: 'day',
      rows: [],
    });
  });
  const called = (part: string) =>
    fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes(part));

  it('waits for Generate, then asks for the report with the query of the form', async () => {
    renderAt('/eqmp/app/air/caqm/report/query?stations=CA01&interval=month');
    expect(
      await screen.findByText('Choose the query options and press Generate.'),
    ).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('query-generate'));
    await waitFor(() =>
      expect(called('/report')).toBe('/api2/query/caqm/report?stations=CA01&interval=month'),
    );
  });

  it('shows the windrose of the query in the URL with the level it shows, and no level choice for a non-reviewer', async () => {
    renderAt('/eqmp/app/air/caqm/report/query?stations=CA01&out=windrose');
    expect(
      await screen.findByText(
        'Calm (below 0.5 m/s): 20 % · valid hours: 20 · missing speed or direction: 2',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('query-level-shown')).toHaveTextContent(
      "Showing Current values (checked; reviewers' changes applied).",
    );
    expect(called('/windrose')).toBe('/api2/query/caqm/windrose?stations=CA01&interval=day');
    expect(screen.queryByTestId('query-level')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Excel/ })).toBeInTheDocument();
  });

  it('shows the server’s message when the parameter graph rule refuses the selection', async () => {
    renderAt('/eqmp/app/air/caqm/report/query?parameters=SO2,NO2,O3&out=graph');
    expect(await screen.findByTestId('query-error')).toHaveTextContent(
      'Remove 1 parameter(s), or choose one station.',
    );
  });
});
