import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './portal-axe';

const SIGNAGE_API = '**/api2/public/signage/**';

/** The longest texts a screen can meet: a long station name and the longest health advice. */
const WORST_CASE = {
  medium: 'air',
  generatedAt: Date.now(),
  place: { kind: 'region', name: 'Sabah and Labuan' },
  stations: [
    {
      stationId: 'CA0099',
      name: 'Sekolah Kebangsaan Taman Perindustrian Bukit Rambai, Alor Gajah',
      state: 'W.P. Labuan',
      river: null,
      basin: null,
      locationType: null,
      index: 287,
      category: 'VERY_UNHEALTHY',
      dominant: ['PM25', 'PM10'],
      measuredAt: Date.now() - 3_600_000,
      approved: false,
    },
  ],
};

/** What would make a screen unreadable from a distance or make it scroll. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollHeight > innerHeight || root.scrollWidth > innerWidth)
      problems.push('page scrolls');
    for (const selector of ['.signage-main', '.signage-details', '.signage-station']) {
      const el = document.querySelector(selector);
      if (el && el.scrollHeight > el.clientHeight + 1) problems.push(`${selector} is cut off`);
    }
    const value = document.querySelector('.signage-panel-value');
    const size = value ? Number.parseFloat(getComputedStyle(value).fontSize) : 0;
    // About 1/4 of the screen's shorter side: readable from across a square.
    if (size < Math.min(innerWidth, innerHeight) * 0.2) problems.push(`index only ${size}px`);
    const name = document.querySelector('.signage-station-name');
    // A long name takes a smaller size to keep to its lines, still about 5 % of the screen.
    if (name && Number.parseFloat(getComputedStyle(name).fontSize) < 48)
      problems.push('name small');
    return problems;
  });
}

test('a signage screen keeps its data and shows the stale banner when the server stops answering', async ({
  page,
}) => {
  await page.clock.install();
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api2/public/signage/')) asked += 1;
  });
  await page.goto('/signage/air?stale=3&rotate=10');
  await expect(page.getByRole('heading', { name: /Air quality now/ })).toBeVisible();
  await expect(page.getByText('Kualiti udara semasa')).toBeVisible();
  const panel = page.getByTestId('signage-panel');
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const station = await page.locator('.signage-station-name').innerText();
  await expect(page.getByTestId('signage-updated')).toContainText(/Last updated \d\d:\d\d/);
  await expect(page.getByTestId('signage-updated')).toContainText(/Dikemas kini \d\d:\d\d/);
  await expect(page.getByTestId('signage-stale')).toHaveCount(0);
  const updated = (await page.getByTestId('signage-updated').textContent()) ?? '';

  // The server stops answering: every refresh fails.
  await page.route(SIGNAGE_API, (route) => route.abort('connectionrefused'));
  const before = asked;
  await page.clock.fastForward('02:00');
  await expect.poll(() => asked).toBeGreaterThan(before);
  await expect(page.getByTestId('signage-stale')).toHaveCount(0);
  await page.clock.fastForward('02:00');
  const stale = page.getByTestId('signage-stale');
  await expect(stale).toBeVisible();
  await expect(stale).toContainText('Data may be out of date');
  await expect(stale).toContainText('Data mungkin tidak terkini');
  // The last good data stays on the screen with its time.
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('signage-updated')).toHaveText(updated);
  await page.clock.fastForward('00:10');
  await expect(page.locator('.signage-station-name')).not.toHaveText('');
  expect(await page.locator('.signage-station-name').count()).toBe(1);
  expect(station.length).toBeGreaterThan(0);

  // The server answers again: the banner goes at the next refresh.
  await page.unroute(SIGNAGE_API);
  await page.clock.fastForward('01:00');
  await expect(stale).toHaveCount(0);
});

test('a signage screen reads from a distance, without scrollbars, landscape and portrait, light and dark', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  for (const [width, height] of [
    [1920, 1080],
    [1080, 1920],
  ] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`/signage/air?theme=${theme}&state=Selangor`);
      await expect(page.getByTestId('signage-panel')).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.signage')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('banner').getByText('Selangor', { exact: true })).toBeVisible();
      expect(await layoutProblems(page), `${width}×${height} ${theme}`).toEqual([]);
      // The longest texts still fit.
      await page.route(SIGNAGE_API, (route) => route.fulfill({ json: WORST_CASE }));
      await page.reload();
      await expect(page.getByText('Very Unhealthy', { exact: true })).toBeVisible();
      expect(await layoutProblems(page), `${width}×${height} ${theme}, longest`).toEqual([]);
      await page.screenshot({
        path: info.outputPath(`signage-air-longest-${width}x${height}-${theme}.png`),
      });
      await page.unroute(SIGNAGE_API);
      await page.goto(`/signage/air?theme=${theme}&state=Selangor`);
      await expect(page.getByTestId('signage-panel')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({
        path: info.outputPath(`signage-air-${width}x${height}-${theme}.png`),
      });
      const serious = (await axeViolations(page)).filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${theme}: ${v.id}`)).toEqual([]);
    }
  }
});

test('the river and marine screens show each station’s class, and a place with no station says so', async ({
  page,
}, info) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const medium of ['river', 'marine'] as const) {
    await page.goto(`/signage/${medium}?theme=dark`);
    await expect(page.getByTestId('signage-panel')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Provisional data|Approved data/).first()).toBeVisible();
    expect(await layoutProblems(page)).toEqual([]);
    await page.screenshot({ path: info.outputPath(`signage-${medium}-1920x1080-dark.png`) });
  }
  await page.goto('/signage/air?state=Atlantis');
  await expect(page.getByText('No monitoring station to show for this place')).toBeVisible();
  await expect(
    page.getByText('Tiada stesen pemantauan untuk dipaparkan bagi tempat ini'),
  ).toBeVisible();
});
