import { expect, test } from '@playwright/test';

test('the information pages show each index, its classes, how it is computed and its sources without sign-in', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const pages = [
    ['/information/apims', 'Air Pollutant Index (APIMS)', 'No restriction on outdoor activities.'],
    ['/information/rqims', 'River Water Quality Index (RQIMS)', 'Biochemical oxygen demand'],
    ['/information/mqims', 'Marine Water Quality Index (MQIMS)', 'Coastal'],
  ] as const;
  await page.goto('/landing');
  await page.getByRole('link', { name: 'River Water Quality Index (RQIMS)' }).click();
  await expect(page).toHaveURL(/\/information\/rqims$/);
  for (const [path, title, text] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    await expect(page.getByText('Data sources and attribution')).toBeVisible();
  }
});
