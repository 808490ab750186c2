import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, AIR_OFFICER, dialogText, followMenuLink, signIn } from './helpers';

const INBOX = '/eqmp/app/edc/system_administration/feedback';

/** The e2e server's mail outbox (scripts/e2e-server.mjs notes its data directory by port). */
function outboxDir(): string {
  const port = process.env.E2E_PORT ?? '8190';
  return join(readFileSync(join(tmpdir(), `eqmp-e2e-${port}.datadir`), 'utf8').trim(), 'outbox');
}

/** The .eml files written since `since` whose text holds `needle`. */
function mailsWith(needle: string, since: number): string[] {
  return readdirSync(outboxDir())
    .map((name) => join(outboxDir(), name))
    .filter((file) => file.endsWith('.eml') && statSync(file).mtimeMs >= since)
    .map((file) => readFileSync(file, 'utf8'))
    .filter((text) => text.includes(needle));
}

async function chooseCategory(page: Page, label: string) {
  await page.getByLabel('Category').click();
  await page.getByTitle(label, { exact: true }).click();
}

test('a visitor sends feedback past the robot check, the System Admin replies, and the reply is mailed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `visitor-${Date.now()}@example.org`;
  const message = `The river page shows no class for Sg. Klang since last week (${email}).`;

  await page.goto('/landing');
  await page.getByRole('link', { name: 'Send us feedback' }).click();
  await expect(page).toHaveURL(/\/feedback$/);
  await expect(page.getByRole('heading', { name: 'Send us your feedback' })).toBeVisible();
  await chooseCategory(page, 'Monitoring data');
  await page.getByLabel('Message').fill(message);
  await page.getByLabel('Name').fill('Nur Aina');
  await page.getByLabel('Email address').fill(email);

  // Sending does the robot check in the browser (a proof of work): nothing to read or type. A
  // nonce that does not do the work (changed on its way here) is refused; sending again works anew.
  await page.route(
    '**/api2/feedback',
    async (route) => {
      const body = route.request().postDataJSON() as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, captchaAnswer: 'x' }) });
    },
    { times: 1 },
  );
  const dialog = page.locator('.ant-modal-confirm');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  expect(await dialogText(page)).toBe('Sorry wrong captcha');
  await expect(page.getByLabel('Message')).toHaveValue(message);

  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  expect(await dialogText(page)).toBe(
    `Thank you. Your feedback has been received; we will answer at ${email}.`,
  );
  await expect(page.getByLabel('Message')).toHaveValue('');

  // The System Admin finds it in the inbox and answers by email.
  await page.evaluate(() => localStorage.setItem('theme_eqmp', 'light'));
  await signIn(page, ADMIN);
  await followMenuLink(page, ['System Admin'], 'Feedback inbox', new RegExp(`${INBOX}$`));
  await page.getByRole('searchbox').fill(email);
  await page.getByRole('searchbox').press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'Nur Aina' });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('feedback-message')).toHaveText(message);
  await expect(page.getByText(`The reply is emailed to ${email}.`)).toBeVisible();
  const since = Date.now() - 1000;
  const reply = 'Thank you, Nur Aina: the Sg. Klang station is back online.';
  await page.getByLabel('Reply by email').fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  expect(await dialogText(page)).toBe(`The reply was emailed to ${email}.`);
  await expect(page.locator('.ant-drawer').getByText('Answered', { exact: true })).toBeVisible();

  // The reply is in the outbox as an .eml file to the visitor.
  let mails: string[] = [];
  await expect(async () => {
    mails = mailsWith(email, since);
    expect(mails).toHaveLength(1);
  }).toPass({ timeout: 15_000 });
  expect(mails[0]).toMatch(new RegExp(`^To: ${email.replace(/\./g, '\\.')}$`, 'm'));
  expect(mails[0]).toMatch(/^Subject: Your feedback to the EQMP portal \(no\. \d+\)$/m);
  expect(mails[0]).toContain('the Sg. Klang station is back online.');

  // Closed from the inbox, it leaves the "new" count.
  await page.getByRole('button', { name: 'Close the message' }).click();
  expect(await dialogText(page)).toBe('The message is now Closed.');
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
});

test('a signed-in officer sends feedback from the help menu without a captcha', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  await page.locator('.ant-layout-sider').getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL(/\/eqmp\/app\/edc\/feedback$/);
  await expect(
    page.getByText(/You are signed in as .+\. If you leave the email address empty/),
  ).toBeVisible();
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api2/users/captcha')) checks.push(request.url());
  });
  await chooseCategory(page, 'Suggestion');
  await page.getByLabel('Message').fill('Please let the map remember the last basemap I chose.');
  await page.getByRole('button', { name: 'Send feedback' }).click();
  expect(await dialogText(page)).toMatch(
    /^Thank you\. Your feedback has been received; we will answer at .+@.+\.$/,
  );
  expect(checks).toEqual([]);
});
