import { expect, test } from '@playwright/test';

test('the language and theme chosen on the start page stay after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to the EQMP portal' })).toBeVisible();

  await page.getByText('BM', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log masuk ke portal EQMP' })).toBeVisible();
  await page.getByRole('switch', { name: 'Tema' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log masuk ke portal EQMP' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  expect(await page.evaluate(() => localStorage.getItem('lang_eqmp'))).toBe('ms-MY');
  const background = await page
    .locator('.ant-layout')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).not.toBe('rgb(245, 245, 245)');
});

test('an unknown path shows the not-found page with a way back', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('button', { name: 'Go to the start page' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the EQMP portal' })).toBeVisible();
});

test('the API documentation is served', async ({ request }) => {
  const res = await request.get('/api2/docs/json');
  expect(res.ok()).toBe(true);
  expect((await res.json()).info.title).toBe('EQMP Portal API');
});
