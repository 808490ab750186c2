import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'e2e-admin-pass-1' };
export const AIR_OFFICER = { username: 'air.officer', password: 'eqmp-demo-2026' };

/** Signs in through the login screen and waits for Home. */
export async function signIn(
  page: Page,
  user: { username: string; password: string },
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/Main$/);
}

/** The text of the open message dialog, which is then closed with OK. */
export async function dialogText(page: Page): Promise<string> {
  const dialog = page.locator('.ant-modal-confirm');
  await expect(dialog).toBeVisible();
  const text = (await dialog.locator('.ant-modal-confirm-content').innerText()).trim();
  // On a loaded machine a click can land while the dialog is still opening: click until it closes.
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: 'OK' }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return text;
}

/**
 * Follows a link of the side menu as an officer does: opens its sections in turn, then clicks the
 * link until the address is `url`. On a loaded machine a click on a section just unfolded was
 * seen lost (the page stayed where it was); a person clicks again, and so does this.
 */
export async function followMenuLink(
  page: Page,
  sections: (string | RegExp)[],
  link: string | RegExp,
  url: RegExp,
): Promise<void> {
  for (const section of sections)
    await page.getByRole('menuitem', { name: section }).first().click();
  await expect(async () => {
    await page
      .locator('.ant-layout-sider')
      .getByRole('link', { name: link })
      .first()
      .click({ timeout: 3_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
