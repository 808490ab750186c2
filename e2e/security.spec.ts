import { expect, test, type Page } from '@playwright/test';
import { seriousFindings } from './portal-axe';

async function expectAccessible(page: Page) {
  expect(await seriousFindings(page)).toEqual([]);
}

test('the confirm-email page refuses a link without a valid token, in light and dark, with no CSP violation', async ({
  page,
}) => {
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await page.goto('/confirm-email');
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await expect(page.getByText('This link has no confirmation token.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/confirm-email?token=not-a-real-token-0123');
  await expect(page.getByText('This confirmation link is not valid or has expired.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('switch', { name: 'Theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);

  // The start page and the API documentation run under the same policy.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in to the EQMP portal' })).toBeVisible();
  expect(cspViolations).toEqual([]);
});
