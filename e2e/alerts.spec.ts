import { expect, test } from '@playwright/test';
import { openExceedancesAtOnce } from './alert-gate';
import { ADMIN, authHeader, signIn } from './helpers';

test('an exceedance alert appears in the pending list and the header badge; an officer acknowledges and closes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN);
  const auth = await authHeader(page);
  const stations = (await (
    await request.get('/api2/polling/stations', { headers: auth })
  ).json()) as { id: string; module: string; parameters: string[] }[];
  await openExceedancesAtOnce(request, auth);
  // A continuous river station measuring NH3-N without an open NH3-N exceedance, so the new alert
  // opens now and heads the pending list (the demo's rivers raise their own; it silences the
  // first station).
  const pendingOf = (id: string) =>
    `/api2/alerts?module=CRWQM&group=exceedance&scope=pending&search=${id}&pageSize=100`;
  let station: (typeof stations)[number] | undefined;
  for (const s of stations
    .filter((s) => s.module === 'CRWQM' && s.parameters.includes('NH3N'))
    .slice(1)
    .reverse()) {
    const open = (await (await request.get(pendingOf(s.id), { headers: auth })).json()) as {
      items: { parameterCode: string | null }[];
    };
    if (!open.items.some((a) => a.parameterCode === 'NH3N')) {
      station = s;
      break;
    }
  }
  if (!station) throw new Error('every demo river station has an open NH3-N alert');
  const { key } = (await (
    await request.post(`/api2/inventory/stations/${station.id}/ingest-key`, { headers: auth })
  ).json()) as { key: string };

  // 9 mg/L of ammoniacal nitrogen is beyond every NWQS class limit. The engine judges a river
  // station's latest value, and the demo's simulator keeps sending this station's readings: the
  // value is stamped five minutes ahead (within the ten the ingestion accepts) so it stays the
  // latest while a busy engine reaches the station.
  const ts = new Date(Date.now() + 5 * 60_000).toISOString();
  const posted = await request.post('/api2/ingest/readings', {
    headers: { authorization: `Station ${key}` },
    data: { station_id: station.id, readings: [{ parameter: 'NH3N', ts, value: 9 }] },
  });
  expect((await posted.json()).accepted).toBe(1);
  const pendingUrl = pendingOf(station.id);
  await expect
    .poll(
      async () => (await (await request.get(pendingUrl, { headers: auth })).json()).total as number,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);

  await page.goto(`/eqmp/app/river/crwqm/alert/exceedance_pending?search=${station.id}`);
  const row = page
    .getByRole('row', { name: new RegExp(station.id) })
    .filter({ hasText: 'NH3N' })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await expect(row.getByText('Ammoniacal nitrogen (NH3N)')).toBeVisible();
  await expect(page.getByTestId('alert-bell').locator('.ant-badge-count')).toBeVisible();

  await row.getByRole('button', { name: 'Acknowledge' }).click();
  await page.getByTestId('alert-note').fill('Checking the discharge upstream');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(row.getByText('Acknowledged', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Close', exact: true }).click();
  await page.getByTestId('alert-note').fill('Discharge stopped; values back to normal');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The alert is closed.')).toBeVisible();

  await page.getByRole('tab', { name: 'Records' }).click();
  const closed = page
    .getByRole('row', { name: new RegExp(station.id) })
    .filter({ hasText: 'NH3N' })
    .filter({ hasText: 'Closed' })
    .first();
  await expect(closed).toBeVisible();
  await closed.getByRole('button', { name: 'History' }).click();
  await expect(page.getByText('Discharge stopped; values back to normal')).toBeVisible();
});
