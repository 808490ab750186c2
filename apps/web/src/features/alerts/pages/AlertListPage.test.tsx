import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AlertListPage } from './AlertListPage';
import { stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { openAlert } from './alert-pages.fixtures';

const session = vi.hoisted(() => ({ ticked: [] as string[] }));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ ticked: session.ticked }) }));

const ROW = openAlert({
  id: '7',
  module: 'CRWQM',
  stationId: 'CR01K',
  stationName: 'Sg. Klang 1',
  stateName: 'Selangor',
  parameterCode: 'NH3N',
  parameterNameEn: 'Ammoniacal nitrogen',
  parameterNameMs: 'Nitrogen ammonia',
  value: 0.512,
  peakValue: 0.6,
  limitValue: 0.3,
  standardVersion: 'NWQS',
  valueAt: '2026-01-15T00:00:00Z',
  lastSeenAt: '2026-01-15T00:05:00Z',
});

const renderAt = (path: string) => renderWithProviders(<AlertListPage />, path);

describe('alert list page', { timeout: 60_000 }, () => {
  const fetchMock = stubFetch(
    async () =>
      new Response(JSON.stringify({ items: [ROW], total: 1, page: 1, pageSize: 20 }), {
        status: 200,
      }),
  );

  it('asks for the page module, group and scope, and shows the parameter by its catalogue name', async () => {
    session.ticked = ['View Exceedance Alert CRWQM'];
    renderAt('/eqmp/app/river/crwqm/alert/exceedance_pending');
    const row = (await screen.findByText('CR01K')).closest('tr')!;
    expect(within(row).getByText('Ammoniacal nitrogen (NH3N)')).toBeTruthy();
    expect(within(row).getByText('0.512')).toBeTruthy();
    expect(within(row).queryByText('Acknowledge')).toBeNull();
    const url = String(fetchMock.mock.calls[0]![0]);
    expect(url).toContain('module=CRWQM');
    expect(url).toContain('group=exceedance');
    expect(url).toContain('scope=pending');
  });

  it('offers the handling steps to holders of the Update role', async () => {
    session.ticked = ['Update Exceedance Alert CRWQM'];
    renderAt('/eqmp/app/river/crwqm/alert/exceedance_alert');
    const row = (await screen.findByText('CR01K')).closest('tr')!;
    expect(within(row).getByText('Acknowledge').closest('button')).toBeTruthy();
    expect(within(row).getByText('Close').closest('button')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('scope=records');
  });
});
