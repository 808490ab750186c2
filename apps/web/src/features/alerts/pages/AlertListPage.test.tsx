import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertRow } from '@eqmp/domain';
import { AlertListPage } from './AlertListPage';
import { renderWithProviders } from '../../../test/render';

const session = vi.hoisted(() => ({ ticked: [] as string[] }));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ ticked: session.ticked }) }));

const ROW: AlertRow = {
  id: '7',
  kind: 'exceedance',
  module: 'CRWQM',
  stationId: 'CR01K',
  stationName: 'Sg. Klang 1',
  stateId: 1,
  stateName: 'Selangor',
  parameterCode: 'NH3N',
  parameterNameEn: 'Ammoniacal nitrogen',
  parameterNameMs: 'Nitrogen ammonia',
  averaging: null,
  status: 'open',
  value: 0.512,
  peakValue: 0.6,
  limitValue: 0.3,
  unit: 'mg/L',
  standardVersion: 'NWQS',
  detail: {},
  valueAt: '2026-01-15T00:00:00Z',
  openedAt: '2026-01-15T00:00:00Z',
  lastSeenAt: '2026-01-15T00:05:00Z',
  conditionEndedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  assigneeId: null,
  assigneeName: null,
  closedAt: null,
  closedBy: null,
  closeReason: null,
};

const renderAt = (path: string) => renderWithProviders(<AlertListPage />, path);

describe('alert list page', { timeout: 60_000 }, () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ items: [ROW], total: 1, page: 1, pageSize: 20 }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

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
