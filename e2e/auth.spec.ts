import { expect, test } from '@playwright/test';
import { ADMIN, AIR_OFFICER, dialogText, followMenuLink, signIn } from './helpers';

test('an officer signs in, sees Home, and signs out back to the login page', async ({ page }) => {
  await signIn(page, AIR_OFFICER, { throughPage: true });
  await expect(page.getByText('Welcome, Aisyah Rahman (Air)')).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).toContain('user_eqmp=');
  await page.getByTestId('user-menu').click();
  await page.getByText('Sign out').click();
  await expect(page.getByText('You have signed out of the EQMP portal.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user_eqmp'))).toBeNull();
  await expect(page.getByRole('heading', { name: 'Sign in to the EQMP portal' })).toBeVisible({
    timeout: 10_000,
  });
  await page.goto('/Main');
  await expect(page).toHaveURL(/\/\?next=%2FMain$/);
});

test('missing fields give the required-information message', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await dialogText(page)).toBe('Error!! Please fill in required information');
});

test('four wrong passwords count 1/4 to 4/4 and the fifth attempt meets the lock', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Username').fill('e2e.lockout');
  for (let n = 1; n <= 4; n++) {
    await page.getByLabel('Password').fill(`wrong-${n}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Login Failed');
    expect(await dialogText(page)).toBe(`Username or password invalid. Login attempt: ${n}/4`);
  }
  await page.getByLabel('Password').fill('anything');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(await dialogText(page)).toBe('Account locked. Please try again after 15 minutes.');
});

test('the robot box waits for an email, does its work, and a refused check is answered as such', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const robot = page.getByRole('checkbox', { name: "I'm not a robot" });
  await expect(robot).toBeDisabled();
  await page.getByLabel('Email address').fill('someone@example.org');
  await expect(robot).toBeEnabled();
  await robot.check();
  // The browser does the proof of work: there is nothing to read or type.
  await expect(page.getByText('Checked: you are not a robot.')).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.ant-modal img')).toHaveCount(0);
  // A nonce that does not do the work (changed on its way here) is refused.
  await page.route(
    '**/api2/users/forgot-password',
    async (route) => {
      const body = route.request().postDataJSON() as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, captchaAnswer: 'x' }) });
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Send reset link' }).click();
  expect(await dialogText(page)).toBe('Sorry wrong captcha');
});

test('an officer is sent Home from a page outside their roles', async ({ page }) => {
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/edc/system_administration/user_list');
  await expect(page).toHaveURL(/\/Main$/);
  await expect(
    page.getByText('You do not have access to that page. You were taken to Home.'),
  ).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'System Admin' })).toHaveCount(0);
});

test('the login page speaks Malay after the switch, errors included', async ({ page }) => {
  await page.goto('/');
  await page.getByText('BM', { exact: true }).click();
  await page.getByLabel('Nama pengguna').fill('tiada.sesiapa');
  await page.getByLabel('Kata laluan').fill('salah');
  await page.getByRole('button', { name: 'Log masuk' }).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('Log Masuk Gagal');
  await expect(page.locator('.ant-modal-confirm')).toContainText('Cubaan log masuk: 1/4');
});

test('the System Admin opens administration pages and sees the sign-ins', async ({ page }) => {
  await signIn(page, ADMIN);
  await followMenuLink(page, ['System Admin'], 'Access log', /\/access_log$/);
  await expect(page.getByRole('heading', { name: 'Access log' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin', exact: true }).first()).toBeVisible();
});
