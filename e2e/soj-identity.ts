import { expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the Straits of Johor pages are. */
export const SOJ = '/eqmp/app/marine/soj';

/**
 * The mail outbox of the server the page talks to: scripts/e2e-server.mjs notes each server's data
 * directory by its port (the journeys' server, or the clean instance's).
 */
function outboxDir(page: Page): string {
  const port = new URL(page.url()).port || process.env.E2E_PORT || '8190';
  return join(readFileSync(join(tmpdir(), `eqmp-e2e-${port}.datadir`), 'utf8').trim(), 'outbox');
}

/** The newest one-time code mailed to `username` after `since`. */
async function mailedCode(page: Page, username: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const dir = outboxDir(page);
    const files = readdirSync(dir)
      .map((name) => join(dir, name))
      .filter((file) => statSync(file).mtimeMs >= since)
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    const mail = files
      .map((file) => readFileSync(file, 'utf8'))
      .find((text) => text.includes(`${username}@`) && /code is \d{6}/.test(text));
    code = mail ? /code is (\d{6})/.exec(mail)![1] : undefined;
    expect(code).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return code!;
}

/** The second identification: the password again, then the mailed code; lands on the parameters page. */
export async function verifyIdentity(
  page: Page,
  user: { username: string; password: string },
): Promise<void> {
  await page.goto(`${SOJ}/identification`);
  const since = Date.now() - 1000;
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('Verification code').fill(await mailedCode(page, user.username, since));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(`${SOJ}/parameters`);
  await expect(page.getByRole('cell', { name: 'Dissolved oxygen' })).toBeVisible();
}
