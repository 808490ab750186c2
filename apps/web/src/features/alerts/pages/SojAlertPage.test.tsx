import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertRecipient, AlertRow } from '@eqmp/domain';
import { SojAlertPage } from './SojAlertPage';
import { renderWithProviders } from '../../../test/render';

const session = vi.hoisted(() => ({ ticked: [] as string[] }));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ ticked: session.ticked }) }));

const ROW: AlertRow = {
  id: '9',
  kind: 'exceedance',
  module: 'SOJ',
  stationId: 'SJ01',
  stationName: 'Straits SJ01',
  stateId: 1,
  stateName: 'Johor',
  parameterCode: 'TSS',
  parameterNameEn: 'Total suspended solids',
  parameterNameMs: 'Pepejal terampai',
  averaging: null,
  status: 'open',
  value: 62,
  peakValue: 62,
  limitValue: 50,
  unit: 'mg/L',
  standardVersion: 'MWQCS-C2',
  detail: {},
  valueAt: '2025-02-13T16:00:00Z',
  openedAt: '2026-01-15T00:00:00Z',
  lastSeenAt: '2026-01-15T00:00:00Z',
  conditionEndedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  assigneeId: null,
  assigneeName: null,
  closedAt: null,
  closedBy: null,
  closeReason: null,
};
const RECIPIENT: AlertRecipient = {
  id: 3,
  settingKey: 'exceedance',
  module: 'SOJ',
  stateId: null,
  stateName: null,
  name: 'SOJ desk',
  email: 'soj@doe.test',
  phone: null,
  language: 'ms',
};
const PATH = '/eqmp/app/marine/soj/alert/exceedance_alert_record';

describe('SOJ exceedance alert record', { timeout: 60_000 }, () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/soj/alert-recipients')
        ? new Response(JSON.stringify([RECIPIENT]), { status: 200 })
        : new Response(JSON.stringify({ items: [ROW], total: 1, page: 1, pageSize: 20 }), {
            status: 200,
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the SOJ exceedance alerts through the generic alert list, without recipients for a reader', async () => {
    session.ticked = ['View Exceedance Alert SOJ'];
    renderWithProviders(<SojAlertPage />, PATH);
    const row = (await screen.findByText('SJ01')).closest('tr')!;
    expect(within(row).getByText('62')).toBeTruthy();
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls.some((u) => u.includes('module=SOJ') && u.includes('group=exceedance'))).toBe(true);
    expect(urls.some((u) => u.includes('alert-recipients'))).toBe(false);
    expect(screen.queryByText('SOJ desk')).toBeNull();
  });

  it('shows the SOJ recipients, without module or state, to the Update Exceedance Alert SOJ officer', async () => {
    session.ticked = ['Update Exceedance Alert SOJ'];
    renderWithProviders(<SojAlertPage />, PATH);
    expect(await screen.findByText('SOJ desk')).toBeTruthy();
    expect(screen.getByText('soj@doe.test')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Module' })).toBeNull();
    const row = (await screen.findByText('SJ01')).closest('tr')!;
    expect(within(row).getByText('Acknowledge').closest('button')).toBeTruthy();
  });
});
