import { qaqcRole } from '@eqmp/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderSignedIn } from '../../../test/render';
import { QaqcReviewPage } from './QaqcReviewPage';
import { valuesAnswer } from './QaqcReviewPage.fixtures';

vi.mock('../../../components/EChart', () => ({ EChart: () => <div data-testid="chart" /> }));

const PATH = '/eqmp/app/air/caqm/report/qaqc_2nd_level?station=CA21B&parameter=PM10&month=2026-10';
const archiveOnly = valuesAnswer({
  stationId: 'CA21B',
  unit: 'µg/m³',
  level: 'raw',
  archivedHours: 744,
});

/** A month held only in the imported hourly history says so, and an officer brings it into review. */
describe('QaqcReviewPage with imported hourly history', () => {
  let imported: unknown[] = [];
  beforeEach(() => {
    imported = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('/api2/qaqc/stations'))
          return json([
            {
              id: 'CA21B',
              name: 'Kuala Terengganu',
              parameters: [{ code: 'PM10', unit: 'µg/m³' }],
            },
          ]);
        if (url.startsWith('/api2/qaqc/codes')) return json([]);
        if (url.startsWith('/api2/qaqc/values')) return json(archiveOnly);
        if (url.startsWith('/api2/qaqc/history-imports')) {
          imported.push(JSON.parse(init?.body as string));
          return json({ imported: 744, refused: [] });
        }
        return json({}, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells an officer who may update flags how many hourly means wait, and imports the month on a click', async () => {
    renderSignedIn(
      <QaqcReviewPage />,
      [qaqcRole('viewFlags', 'CAQM'), qaqcRole('updateFlag', 'CAQM')],
      PATH,
    );
    expect(await screen.findByText(/744 hourly means of this period/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Bring into review' }));
    await waitFor(() => expect(imported).toHaveLength(1));
    expect(imported[0]).toMatchObject({ stationId: 'CA21B', parameterCodes: ['PM10'] });
    expect(await screen.findByText('744 hourly means brought into review.')).toBeTruthy();
  });

  it('shows a viewer the waiting history without the action', async () => {
    renderSignedIn(<QaqcReviewPage />, [qaqcRole('viewFlags', 'CAQM')], PATH);
    expect(await screen.findByText(/744 hourly means of this period/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bring into review' })).toBeNull();
  });
});
