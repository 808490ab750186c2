import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

test('a visitor reads the latest river and marine classes without sign-in and is told they are provisional', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/landing');
  await page.getByRole('link', { name: 'River water quality now' }).click();
  await expect(page).toHaveURL(/\/public\/river_quality$/);
  const pages = [
    ['/public/river_quality', 'River water quality now', 'Stations per river basin and class'],
    ['/public/marine_quality', 'Marine water quality now', 'Location type'],
  ] as const;
  for (const [path, title, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Provisional throughout, or but for stations an earlier journey approved (the server is shared).
    await expect(
      page.getByText(/All values on this page are provisional|the others are provisional/),
    ).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Provisional' }).first()).toBeVisible();
  }
  // A visitor downloads the chosen station's history of this year as CSV.
  await page.goto('/public/river_quality');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/-\d{4}\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Station,Station name,Time (Malaysia),Parameter,Unit,Hourly average,Data status',
  );
  // In Malay, the same page speaks Malay.
  await page.evaluate(() => localStorage.setItem('lang_eqmp', 'ms-MY'));
  await page.goto('/public/marine_quality');
  await expect(page.getByRole('heading', { name: 'Kualiti air marin semasa' })).toBeVisible();
});

test('the public air page gives the health advice of each class and offers the history download', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/public/air_quality');
  await expect(page.getByText('Health advice for each class')).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'No restriction on outdoor activities.' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
});
