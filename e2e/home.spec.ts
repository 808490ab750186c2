import { expect, test } from '@playwright/test';
import { openExceedancesAtOnce } from './alert-gate';
import { ADMIN, AIR_OFFICER, authHeader, signIn } from './helpers';

const RIVER_OFFICER = { username: 'river.officer', password: 'eqmp-demo-2026' };

test('home shows a pending alert to an officer who may handle it and not to one who may not', async ({
  browser,
  page,
  request,
}) => {
  await signIn(page, ADMIN);
  const auth = await authHeader(page);
  const stations = (await (
    await request.get('/api2/polling/stations', { headers: auth })
  ).json()) as { id: string; module: string; parameters: string[] }[];
  await openExceedancesAtOnce(request, auth);
  const station = stations
    .filter((s) => s.module === 'CRWQM' && s.parameters.includes('NH3N'))
    .at(-1)!;
  const { key } = (await (
    await request.post(`/api2/inventory/stations/${station.id}/ingest-key`, { headers: auth })
  ).json()) as { key: string };
  // 9 mg/L of ammoniacal nitrogen is beyond every NWQS class limit: an exceedance alert opens.
  // Water exceedance judges the latest value; the simulator's slots are never later than now and
  // it cannot send for this station once its key is replaced, so a value at now stays the latest.
  const ts = new Date().toISOString();
  const sent = await request.post('/api2/ingest/readings', {
    headers: { authorization: `Station ${key}` },
    data: { station_id: station.id, readings: [{ parameter: 'NH3N', ts, value: 9 }] },
  });
  expect(sent.ok()).toBe(true);
  const pendingUrl = `/api2/alerts?module=CRWQM&group=exceedance&scope=pending&search=${station.id}`;
  await expect
    .poll(
      async () => (await (await request.get(pendingUrl, { headers: auth })).json()).total as number,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  const river = await (await browser.newContext()).newPage();
  await signIn(river, RIVER_OFFICER);
  const alerts = river.getByTestId('home-alerts');
  // The demo's simulator raises alerts too: the count per module and group links to the pending list.
  const exceedances = alerts.getByRole('link', { name: /^Continuous River · Exceedance: \d+$/ });
  await expect(exceedances).toBeVisible();
  expect(Number((await exceedances.innerText()).split(': ')[1])).toBeGreaterThan(0);
  await expect(
    alerts.getByRole('listitem').filter({ hasText: 'Continuous River' }).first(),
  ).toBeVisible();
  await expect(river.getByText('Continuous River Water Quality Monitoring (CRWQM)')).toBeVisible();
  await expect(river.getByTestId('home-national')).toContainText('Air');
  await exceedances.click();
  await expect(river).toHaveURL(/\/river\/crwqm\/alert\/exceedance_pending$/);
  await river.goto(`/eqmp/app/river/crwqm/alert/exceedance_pending?search=${station.id}`);
  // The pending list holds the station's alert that Home counted (the poll above waited for one).
  await expect(river.getByRole('row', { name: new RegExp(station.id) }).first()).toBeVisible();

  const air = await (await browser.newContext()).newPage();
  await signIn(air, AIR_OFFICER);
  await expect(air.getByTestId('home-alerts')).toBeVisible();
  await expect(air.getByTestId('home-alerts')).not.toContainText('Continuous River');
  await expect(air.getByTestId('home-alerts')).not.toContainText(station.id);
  await expect(air.getByText('Continuous Air Quality Monitoring (CAQM)')).toBeVisible();
  await expect(air.getByText('Continuous River Water Quality Monitoring (CRWQM)')).toHaveCount(0);

  await river.goto('/Main');
});
