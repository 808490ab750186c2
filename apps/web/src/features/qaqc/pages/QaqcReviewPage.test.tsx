import { qaqcRole, type QaqcValue, type QaqcValuesResponse } from '@eqmp/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { QaqcReviewPage } from './QaqcReviewPage';
import { hourValue, valuesAnswer } from './QaqcReviewPage.fixtures';

vi.mock('../../../components/EChart', () => ({ EChart: () => <div data-testid="chart" /> }));

const PATH = '/eqmp/app/air/caqm/report/qaqc_2nd_level';
const QUERY = '?station=CA01R&parameter=PM10&month=2026-09';
const ROLES = [qaqcRole('viewFlags', 'CAQM'), qaqcRole('updateFlag', 'CAQM')];

const value = hourValue({ ts: '2026-09-05T02:00:00.000Z', raw: 300, autoFlag: 3 });
const answer = (values: QaqcValue[], level: QaqcValue['level']) => valuesAnswer({ values, level });
const stations = [
  { id: 'CA01R', name: 'Batu Muda', parameters: [{ code: 'PM10', unit: 'ug/m3' }] },
];

describe('QaqcReviewPage', () => {
  const fetchMock = vi.fn();
  /** What the values endpoint answers now; the test moves it as the server would. */
  let current: QaqcValuesResponse;
  /** Holds the values answers asked after an action until the test releases them. */
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  const hold = () => {
    held = new Promise((resolve) => (release = resolve));
  };
  const valueCalls = () =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api2/qaqc/values'));
  beforeEach(() => {
    current = answer([value], 'provisional');
    held = Promise.resolve();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api2/qaqc/stations')) return json(stations);
      if (url.startsWith('/api2/qaqc/codes')) return json([]);
      if (url.startsWith('/api2/qaqc/values')) {
        const now = current;
        await held;
        return json(now);
      }
      if (url === '/api2/qaqc/edits' && init?.method === 'POST') {
        const body = JSON.parse(init.body as string) as { edit: { value: number } };
        current = answer(
          current.values.map((v) => ({ ...v, value: body.edit.value, changed: true })),
          'provisional',
        );
        hold();
        return json({ changeSet: 'c1', changed: 1, unchanged: 0 });
      }
      if (url === '/api2/qaqc/reviews' && init?.method === 'POST') {
        current = answer(
          current.values.map((v) => ({ ...v, level: 'reviewed' })),
          'reviewed',
        );
        hold();
        return json({
          id: 1,
          stationId: 'CA01R',
          parameterCode: 'PM10',
          from: '2026-08-31T16:00:00.000Z',
          to: '2026-09-30T16:00:00.000Z',
          level: 2,
          username: 'keeper',
          note: null,
          at: '2026-10-01T00:00:00.000Z',
          reopenedAt: null,
          reopenedBy: null,
          reopenReason: null,
        });
      }
      return json({}, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the new level with "Mark the month reviewed": the values are asked again before it says done', async () => {
    renderSignedIn(<QaqcReviewPage />, ROLES, PATH + QUERY);
    const row = () => screen.getAllByText('300')[0]!.closest('tr') as HTMLElement;
    await screen.findAllByText('300');
    expect(within(row()).getByText('Provisional (automatic checks)')).toBeVisible();
    expect(valueCalls()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Mark the month reviewed' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Mark as reviewed?');
    expect(confirm).toHaveTextContent('PM10: 1 value');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark reviewed' }));
    await waitFor(() => expect(valueCalls()).toHaveLength(2));
    expect(screen.queryByText('The month is marked reviewed.')).toBeNull();
    release();
    expect(await screen.findByText('The month is marked reviewed.')).toBeInTheDocument();
    expect(within(row()).getByText('Reviewed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Mark the month reviewed/ })).toBeDisabled(),
    );
  }, 60_000);

  it('shows a corrected value in the row when it says "1 value changed."', async () => {
    renderSignedIn(<QaqcReviewPage />, ROLES, PATH + QUERY);
    await screen.findAllByText('300');
    const row = screen.getAllByText('300')[0]!.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText('Corrected value'), '30');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'Transcription error');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to 1 selected' }));
    await waitFor(() => expect(valueCalls()).toHaveLength(2));
    expect(screen.queryByText(/^1 values? changed\.$/)).toBeNull();
    release();
    expect(await screen.findByText(/^1 values? changed\.$/)).toBeInTheDocument();
    const updated = screen.getAllByText('300')[0]!.closest('tr') as HTMLElement;
    expect(within(updated).getByText('30')).toBeInTheDocument();
  }, 60_000);

  it('offers no review of a month without values on the page', async () => {
    current = answer([], 'provisional');
    renderSignedIn(<QaqcReviewPage />, ROLES, PATH + QUERY);
    await waitFor(() => expect(valueCalls()).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Mark the month reviewed' })).toBeDisabled();
  });
});
