import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AlertRecipient } from '@eqmp/domain';
import { SojAlertPage } from './SojAlertPage';
import { stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { openAlert } from './alert-pages.fixtures';

const session = vi.hoisted(() => ({ ticked: [] as string[] }));
vi.mock('../../../lib/session', () => ({ useSession: () => ({ ticked: session.ticked }) }));

const ROW = openAlert({
  id: '9',
  module: 'SOJ',
  stationId: 'SJ01',
  stationName: 'Straits SJ01',
  stateName: 'Johor',
  parameterCode: 'TSS',
  parameterNameEn: 'Total suspended solids',
  parameterNameMs: 'Pepejal terampai',
  value: 62,
  peakValue: 62,
  limitValue: 50,
  standardVersion: 'MWQCS-C2',
  valueAt: '2025-02-13T16:00:00Z',
  lastSeenAt: '2026-01-15T00:00:00Z',
});
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
  const fetchMock = stubFetch(async (url: string) =>
    String(url).includes('/soj/alert-recipients')
      ? new Response(JSON.stringify([RECIPIENT]), { status: 200 })
      : new Response(JSON.stringify({ items: [ROW], total: 1, page: 1, pageSize: 20 }), {
          status: 200,
        }),
  );

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
