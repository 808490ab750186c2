import { API, COOKIE_NAMES, STORAGE_KEYS } from '@eqmp/domain';
import { expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'e2e-admin-pass-1' };
export const AIR_OFFICER = { username: 'air.officer', password: 'eqmp-demo-2026' };

type Credentials = { username: string; password: string };

/** The signed-in user's API header, read from the session cookie, for a journey's set-up calls. */
export async function authHeader(page: Page): Promise<{ authorization: string }> {
  const cookie = (await page.context().cookies()).find((c) => c.name === COOKIE_NAMES.session);
  return { authorization: `Bearer ${decodeURIComponent(cookie!.value)}` };
}

/** The last token each user was given in this worker, kept so the next journey need not type the password again. */
const savedTokens = new Map<string, string>();

/**
 * Signs in and waits for Home. The first time a user signs in (or with `throughPage`) it is done
 * through the login screen; after that the saved session is renewed and put back in the browser
 * (the cookie and the stored user, as the login screen leaves them), which skips typing and the
 * password hash. A saved session that has ended (a journey signed out) is signed in again.
 */
export async function signIn(
  page: Page,
  user: Credentials,
  { throughPage = false }: { throughPage?: boolean } = {},
): Promise<void> {
  const saved = savedTokens.get(user.username);
  if (!throughPage && saved && (await restoreSession(page, user, saved))) return;
  await page.goto('/');
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/Main$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === COOKIE_NAMES.session);
  if (cookie) savedTokens.set(user.username, decodeURIComponent(cookie.value));
}

async function restoreSession(page: Page, user: Credentials, token: string): Promise<boolean> {
  const renewed = await page.request.post(API.renewJwt.url, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!renewed.ok()) {
    savedTokens.delete(user.username);
    return false;
  }
  const body = (await renewed.json()) as {
    newjwt: string;
    user: Record<string, unknown>;
    roledetail: { ticked: string[] };
  };
  savedTokens.set(user.username, body.newjwt);
  // A same-origin answer that boots no app, so the storage can be written before Home loads.
  await page.goto(API.health.url);
  await page
    .context()
    .addCookies([
      { name: COOKIE_NAMES.session, value: body.newjwt, url: new URL(page.url()).origin },
    ]);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.user, JSON.stringify({ ...body.user, ticked: body.roledetail.ticked })],
  );
  await page.goto('/Main');
  await expect(page).toHaveURL(/\/Main$/);
  return true;
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
  for (const section of sections) {
    // A section opens once: a click that landed while the one above was still unfolding is lost,
    // so the section is clicked until it says it is open (never again once open, which would fold it).
    const item = page.getByRole('menuitem', { name: section }).first();
    await expect(async () => {
      if ((await item.getAttribute('aria-expanded')) !== 'true')
        await item.click({ timeout: 3_000 });
      await expect(item).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  await expect(async () => {
    await page
      .locator('.ant-layout-sider')
      .getByRole('link', { name: link })
      .first()
      .click({ timeout: 3_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Types into the open list of a select and picks its first match with Enter, once the list shows
 * one: a station list still loading when Enter is pressed would pick nothing.
 */
export async function chooseTyped(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(open.locator('.ant-select-item-option-active')).toBeVisible();
  await page.keyboard.press('Enter');
}
