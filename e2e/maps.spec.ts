import { CLASS_FILLS } from '@eqmp/domain';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, AIR_OFFICER, signIn } from './helpers';
import { expectMapDrawn, stationPixel } from './map-canvas';

/** The station fills the map draws (blue, green, yellow, orange, red, grey). */
const CLASS_COLOURS = [...CLASS_FILLS];

const VIEWERS = [
  {
    module: 'CAQM',
    path: '/eqmp/app/air/caqm/map/caqm_mapviewer',
    state: 'Selangor',
    chart: 'chart-trend',
  },
  {
    module: 'CRWQM',
    path: '/eqmp/app/river/crwqm/map/crwqm_mapviewer',
    state: null,
    chart: 'chart-trend',
  },
  {
    module: 'CMWQM',
    path: '/eqmp/app/marine/cmwqm/map/cmwqm_mapviewer',
    state: null,
    chart: 'chart-trend',
  },
] as const;

/** Picks a state in the viewer's state filter (by name, or the first offered) and answers its name. */
async function chooseState(page: Page, wanted: string | null): Promise<string> {
  await page.getByTestId('map-filter-state').click();
  if (wanted) await page.keyboard.type(wanted);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  const name = (await option.getAttribute('title')) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  return name;
}

for (const viewer of VIEWERS) {
  test(`${viewer.module} viewer: filter by state, identify a station, see its charts and measure a distance`, async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto(viewer.path);
    await expectMapDrawn(page);
    const total = await page.getByTestId('map-station-count').innerText();

    const state = await chooseState(page, viewer.state);
    await expect(page).toHaveURL(
      new RegExp(`state=${encodeURIComponent(state).replace(/%20/g, '(%20|\\+)')}`),
    );
    await expect(page.getByTestId('map-station-count')).not.toHaveText(total);

    await page.waitForTimeout(600); // the fit-to-selection animation
    const pixel = await stationPixel(page, CLASS_COLOURS);
    await page.mouse.click(pixel.x, pixel.y);
    const identify = page.getByTestId('panel-identify');
    await expect(identify).toBeVisible();
    await expect(identify.getByTestId('identify-attributes')).toContainText(state);
    await expect(page).toHaveURL(/station=/);
    const box = await identify.boundingBox();
    expect(Math.round(box!.height)).toBeGreaterThan(336);

    await identify.getByTestId('identify-charts').click();
    const charts = page.getByTestId('panel-charts');
    await expect(charts.getByTestId(viewer.chart).locator('canvas').first()).toBeVisible();

    // Close the panels so the measurement's clicks land on the map.
    await charts.getByRole('button', { name: 'Close' }).click();
    await identify.getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('measure-distance').click();
    const map = (await page.getByTestId('map-canvas').boundingBox())!;
    await page.mouse.click(map.x + map.width * 0.3, map.y + map.height * 0.5);
    await page.mouse.move(map.x + map.width * 0.45, map.y + map.height * 0.5, { steps: 4 });
    await page.mouse.dblclick(map.x + map.width * 0.6, map.y + map.height * 0.5);
    await expect(page.getByTestId('measure-value')).toHaveText(/^\d+(\.\d+)? km$/);
    await page.getByTestId('measure-unit').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="m"]').click();
    await expect(page.getByTestId('measure-value')).toHaveText(/^\d+(\.\d+)? m$/);
    await page.getByTestId('measure-clear').click();
    await expect(page.getByTestId('measure-value')).toHaveCount(0);
  });
}

test('a shared map link opens the same view, filter and station', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(
    '/eqmp/app/air/caqm/map/caqm_mapviewer?c=101.60000,3.10000&z=9.00&state=Selangor&station=CA19B',
  );
  await expectMapDrawn(page);
  await expect(page.getByTestId('panel-identify')).toBeVisible();
  await expect(page.getByTestId('map-filter-state')).toContainText('Selangor');
});

test('alert popups open centred and can be dragged within the map', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/eqmp/app/air/caqm/map/caqm_mapviewer');
  await expectMapDrawn(page);
  await page.getByTestId('counter-exceedance').click();
  const popup = page.getByTestId('panel-alert-exceedance');
  await expect(popup).toBeVisible();
  const map = (await page.getByTestId('map-canvas').boundingBox())!;
  const before = (await popup.boundingBox())!;
  expect(Math.abs(before.x + before.width / 2 - (map.x + map.width / 2))).toBeLessThan(4);
  expect(Math.abs(before.y + before.height / 2 - (map.y + map.height / 2))).toBeLessThan(4);

  const handle = (await page.getByTestId('panel-alert-exceedance-handle').boundingBox())!;
  await page.mouse.move(handle.x + 20, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x - 2000, handle.y - 2000, { steps: 8 });
  await page.mouse.up();
  const after = (await popup.boundingBox())!;
  expect(Math.round(after.x)).toBe(Math.round(map.x));
  expect(Math.round(after.y)).toBe(Math.round(map.y));
});

test('the public air quality map needs no sign-in', async ({ page }) => {
  await page.goto('/public/air_quality');
  await expectMapDrawn(page);
  const pixel = await stationPixel(page, CLASS_COLOURS);
  await page.mouse.click(pixel.x, pixel.y);
  await expect(page.getByTestId('public-api')).toBeVisible();
  // The chosen station's last 24 hours, said to be provisional until approved.
  await expect(page.getByTestId('public-last24h')).toContainText('API, last 24 hours');
  await expect(page.getByTestId('public-last24h')).toContainText(/Provisional|Approved/);
});

test('a viewer refuses a user without its Map role', async ({ page }) => {
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/river/crwqm/map/crwqm_mapviewer');
  await expect(page).toHaveURL(/\/Main$/);
});

test('the alert counters on the map agree with the pending alert lists', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN);
  const cookie = await page.evaluate(() => document.cookie);
  const auth = {
    authorization: `Bearer ${decodeURIComponent(/user_eqmp=([^;]+)/.exec(cookie)![1]!)}`,
  };
  const get = async <T>(url: string) =>
    (await (await request.get(url, { headers: auth })).json()) as T;
  type Counters = { totalExceedance: { total: number }; totalDataTransmission: { total: number } };
  // The live demo keeps raising alerts, so each comparison is retried until both reads agree.
  await expect
    .poll(
      async () => {
        const counters = await get<Counters>('/api2/alerts/counters?module=CRWQM');
        const exceedance = await get<{ total: number }>(
          '/api2/alerts?module=CRWQM&group=exceedance&scope=pending',
        );
        const transmission = await get<{ total: number }>(
          '/api2/alerts?module=CRWQM&group=transmission&scope=pending',
        );
        return [
          counters.totalExceedance.total - exceedance.total,
          counters.totalDataTransmission.total - transmission.total,
        ];
      },
      { timeout: 30_000 },
    )
    .toEqual([0, 0]);

  await page.goto('/eqmp/app/river/crwqm/map/crwqm_mapviewer');
  await expectMapDrawn(page);
  const badge = page
    .getByTestId('alert-counters')
    .locator('.ant-badge', { has: page.getByTestId('counter-exceedance') })
    .locator('.ant-badge-count');
  await expect
    .poll(
      async () => {
        const counters = await get<Counters>('/api2/alerts/counters?module=CRWQM');
        return Number(await badge.getAttribute('title')) - counters.totalExceedance.total;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(0);
});

test('a small network opens at its stations, not at the national view', async ({ page }) => {
  await signIn(page, ADMIN);
  const openedZoom = async (path: string) => {
    await page.goto(path);
    await expectMapDrawn(page);
    await expect(page).toHaveURL(/[?&]z=/);
    return Number(new URL(page.url()).searchParams.get('z'));
  };
  const national = await openedZoom('/eqmp/app/air/caqm/map/caqm_mapviewer');
  // CA09P Balik Pulau has no coordinates in the shipped list: counted, and said to be off the map.
  await expect(page.getByTestId('map-station-count')).toContainText('1 not on the map');
  const investigative = await openedZoom('/eqmp/app/river/rwis/map/rwis_mapviewer');
  expect(investigative).toBeGreaterThan(national);
});
