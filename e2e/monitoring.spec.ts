import { expect, test } from '@playwright/test';
import { ADMIN, authHeader, signIn } from './helpers';

test('the inventory lists the real DOE air stations with their details', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/eqmp/app/edc/inventory/station_information?id=CA01R');
  await expect(page.getByText('Kangar').first()).toBeVisible();
  await expect(page.getByText('Institut Latihan Perindustrian (ILP) Kangar').first()).toBeVisible();
  await expect(page.getByText('6.429922')).toBeVisible();
});

test('an external logger posts with a key issued on the station page and sees its data counted', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN);
  const auth = await authHeader(page);
  const stations = (await (
    await request.get('/api2/polling/stations', { headers: auth })
  ).json()) as { id: string; module: string; parameters: string[] }[];
  const station = stations.find((s) => s.module === 'MRWQM')!;

  await page.goto('/eqmp/app/edc/inventory/inventory_maintenance');
  await page.getByPlaceholder('Search').first().fill(station.id);
  await page.getByPlaceholder('Search').first().press('Enter');
  await page
    .getByRole('row', { name: new RegExp(station.id) })
    .getByRole('button', { name: 'Manage' })
    .click();
  await page.getByRole('tab', { name: 'Ingestion key' }).click();
  await page.getByRole('button', { name: 'Issue key' }).click();
  const key = (await page.getByTestId('ingest-key').innerText()).trim();
  expect(key).toMatch(/^sk_/);
  await page.getByRole('button', { name: 'I have copied the key' }).click();

  const ts = new Date(Date.now() - 10 * 60_000).toISOString();
  const body = {
    station_id: station.id,
    readings: [
      { parameter: 'DO', ts, value: 6.42 },
      { parameter: 'PH', ts, value: 7.08 },
    ],
  };
  const post = () =>
    request.post('/api2/ingest/readings', {
      headers: { authorization: `Station ${key}` },
      data: body,
    });
  expect(await (await post()).json()).toMatchObject({
    accepted: 2,
    duplicates: 0,
    changed: 0,
    rejected: [],
  });
  expect(await (await post()).json()).toMatchObject({ accepted: 0, duplicates: 2 });

  await page.goto(`/eqmp/app/edc/data_polling_system/raw_data?station=${station.id}`);
  await expect(page.getByRole('cell', { name: '6.42' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: '7.08' }).first()).toBeVisible();
});

test('transmission monitoring shows the live network', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/eqmp/app/edc/data_polling_system/data_transmission_monitoring');
  await expect(page.getByRole('heading', { name: 'Data transmission monitoring' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'CA01R' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'On time' }).first()).toBeVisible({
    timeout: 30_000,
  });
});
