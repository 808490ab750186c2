import { type Page, type SmsMessageRow } from '@eqmp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SmsPollerTablePage } from './SmsPollerTablePage';
import { renderWithProviders } from '../../../test/render';
import { stubFetch } from '../../../test/fetch';

const failed: SmsMessageRow = {
  id: 7,
  receivedAt: '2026-01-15T00:00:00Z',
  sender: '+60123456789',
  body: 'EQMP CA02N 202601150600 PM10=30 PM25=NA',
  status: 'failed',
  errorCode: 'UNKNOWN_STATION',
  error: 'Station CA02N does not exist or is not active. Fix the station, then re-parse.',
  stationId: 'CA02N',
  readings: 0,
  parsedAt: '2026-01-15T00:00:01Z',
};
const parsed: SmsMessageRow = {
  ...failed,
  id: 6,
  body: 'EQMP CA01R 202601150705 PM10=45',
  status: 'parsed',
  errorCode: null,
  error: null,
  stationId: 'CA01R',
  readings: 1,
};
const page: Page<SmsMessageRow> = { items: [failed, parsed], total: 2, page: 1, pageSize: 20 };
const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const renderPage = (path: string) => renderWithProviders(<SmsPollerTablePage />, path);

describe('SmsPollerTablePage', () => {
  const fetchMock = stubFetch(async (url: string) =>
    url.includes('/reparse')
      ? json({ ...failed, status: 'parsed', errorCode: null, error: null, readings: 2 })
      : json(page),
  );

  it('lists messages with the URL filters, the reason of a failure and re-parse only on failed rows', async () => {
    renderPage('/eqmp/app/edc/data_polling_system/sms_poller_table?status=failed&search=CA02N');
    expect(await screen.findByText(failed.body)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![0]).toBe(
      '/api2/polling/sms?page=1&pageSize=20&search=CA02N&status=failed',
    );
    const row = screen.getByText(failed.body).closest('tr') as HTMLElement;
    expect(within(row).getByText('UNKNOWN_STATION')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Re-parse/ })).toHaveLength(1);
  });

  it('re-parses a failed message and shows what was stored', async () => {
    renderPage('/eqmp/app/edc/data_polling_system/sms_poller_table');
    await userEvent.click(await screen.findByRole('button', { name: /Re-parse/ }));
    expect(await screen.findByText('2 readings stored for station CA02N.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([url]) => String(url).includes('/reparse'))!;
    expect(post[0]).toBe('/api2/polling/sms/7/reparse');
    expect((post[1] as RequestInit).method).toBe('POST');
  });
});
