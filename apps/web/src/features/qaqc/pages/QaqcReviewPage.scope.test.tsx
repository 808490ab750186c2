import { qaqcRole, type QaqcValuesResponse } from '@eqmp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { QaqcReviewPage } from './QaqcReviewPage';
import { hourValue, valuesAnswer } from './QaqcReviewPage.fixtures';

// The chart stands in as a button that brushes 05/09/2026 10:30–12:30 (Malaysia time).
vi.mock('../../../components/EChart', () => ({
  EChart: ({ onEvents }: { onEvents?: Record<string, (p: unknown) => void> }) => (
    <button
      type="button"
      onClick={() =>
        onEvents?.brushEnd?.({
          areas: [
            {
              coordRange: [Date.parse('2026-09-05T02:30:00Z'), Date.parse('2026-09-05T04:30:00Z')],
            },
          ],
        })
      }
    >
      Brush on the chart
    </button>
  ),
}));

const PATH = '/eqmp/app/air/caqm/report/qaqc_2nd_level';
const ROLES = [qaqcRole('viewFlags', 'CAQM'), qaqcRole('updateFlag', 'CAQM')];
const stations = [
  {
    id: 'CA01R',
    name: 'Batu Muda',
    parameters: [
      { code: 'PM10', unit: 'ug/m3' },
      { code: 'CO', unit: 'ppm' },
    ],
  },
  { id: 'CA02R', name: 'Cheras', parameters: [{ code: 'PM10', unit: 'ug/m3' }] },
];
/** Five hourly values, 10:00–14:00 Malaysia time on 5 September; the one at 11:00 was corrected. */
const values = (parameterCode: string): QaqcValuesResponse =>
  valuesAnswer({
    parameterCode,
    values: [2, 3, 4, 5, 6].map((h) =>
      hourValue({
        ts: `2026-09-05T0${h}:00:00.000Z`,
        raw: 30 + h,
        value: h === 3 ? 99 : 30 + h,
        changed: h === 3,
      }),
    ),
  });

describe('QaqcReviewPage: a chosen period, parameters together, the next station-month', () => {
  const fetchMock = vi.fn();
  const posts = (url: string) =>
    fetchMock.mock.calls
      .filter(([u, init]) => u === url && (init as RequestInit | undefined)?.method === 'POST')
      .map(
        ([, init]) => JSON.parse((init as RequestInit).body as string) as Record<string, unknown>,
      );
  const asked = () =>
    fetchMock.mock.calls
      .map(([u]) => String(u))
      .filter((u) => u.startsWith('/api2/qaqc/values'))
      .map((u) => new URL(u, 'http://x').searchParams);
  beforeEach(() => {
    sessionStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api2/qaqc/stations')) return json(stations);
      if (url.startsWith('/api2/qaqc/codes')) return json([]);
      if (url.startsWith('/api2/qaqc/values'))
        return json(values(new URL(url, 'http://x').searchParams.get('parameterCode')!));
      if (init?.method === 'POST' && url === '/api2/qaqc/reviews') return json({});
      if (init?.method === 'POST') return json({ changeSet: 'c1', changed: 1, unchanged: 1 });
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('applies an edit to the period brushed on the chart, confirmed with that period and its count', async () => {
    renderSignedIn(<QaqcReviewPage />, ROLES, `${PATH}?station=CA01R&parameter=PM10&month=2026-09`);
    await screen.findAllByText('32');
    await userEvent.click(screen.getByRole('button', { name: 'Brush on the chart' }));
    await userEvent.type(screen.getByLabelText('Corrected value'), '45');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Drift');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to the chosen period' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'from 05/09/2026 11:00 to 05/09/2026 12:00 (both included): PM10: 2 values',
    );
    await userEvent.click(
      within(confirm).getByRole('button', { name: 'Apply to the chosen period' }),
    );
    await waitFor(() => expect(posts('/api2/qaqc/edits')).toHaveLength(1));
    expect(posts('/api2/qaqc/edits')[0]).toEqual({
      stationId: 'CA01R',
      parameterCodes: ['PM10'],
      edit: { value: 45 },
      reason: 'Drift',
      from: '2026-09-05T03:00:00.000Z',
      to: '2026-09-05T04:00:00.001Z',
    });
  }, 90_000);

  it('marks the chosen parameters reviewed together after one confirmation listing each', async () => {
    renderSignedIn(
      <QaqcReviewPage />,
      ROLES,
      `${PATH}?station=CA01R&parameter=PM10&parameter=CO&month=2026-09`,
    );
    await waitFor(() => expect(asked().map((q) => q.get('parameterCode'))).toEqual(['PM10', 'CO']));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark the month reviewed' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('PM10: 5 values; CO: 5 values');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(posts('/api2/qaqc/reviews')).toHaveLength(2));
    expect(posts('/api2/qaqc/reviews').map((b) => b.parameterCode)).toEqual(['PM10', 'CO']);
  }, 90_000);

  it('moves to the next station with the parameters it measures, without choosing them again', async () => {
    renderSignedIn(
      <QaqcReviewPage />,
      ROLES,
      `${PATH}?station=CA01R&parameter=PM10&parameter=CO&month=2026-09`,
    );
    await screen.findAllByText('32');
    await userEvent.click(screen.getByRole('button', { name: 'Next station' }));
    await waitFor(() => expect(asked().some((q) => q.get('stationId') === 'CA02R')).toBe(true));
    const next = asked().filter((q) => q.get('stationId') === 'CA02R');
    expect(next.map((q) => q.get('parameterCode'))).toEqual(['PM10']);
    expect(next[0]!.get('from')).toBe('2026-09-01T00:00:00+08:00');
  }, 90_000);

  it('restores the brushed period of the chosen parameters as received, in one confirmed request', async () => {
    renderSignedIn(<QaqcReviewPage />, ROLES, `${PATH}?station=CA01R&parameter=PM10&month=2026-09`);
    await screen.findAllByText('32');
    await userEvent.click(screen.getByRole('button', { name: 'Brush on the chart' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Restore as received' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'from 05/09/2026 11:00 to 05/09/2026 12:00 (both included) (PM10: 2 values)',
    );
    expect(confirm).toHaveTextContent('1 of them was changed since it arrived');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore as received' }));
    expect(await screen.findByText('1 value restored as received.')).toBeInTheDocument();
    expect(posts('/api2/qaqc/restores')).toEqual([
      {
        stationId: 'CA01R',
        parameterCodes: ['PM10'],
        reason: 'Wrong',
        from: '2026-09-05T03:00:00.000Z',
        to: '2026-09-05T04:00:00.001Z',
      },
    ]);
  }, 90_000);
});
