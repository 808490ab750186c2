import { expect, test } from '@playwright/test';
import { AIR_OFFICER, signIn } from './helpers';
import { expectAccessibleInBothThemes } from './portal-axe';

test('an officer reads the user manual in the page, downloads it, and reads it in Malay', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/user_manual');
  await expect(page.getByRole('heading', { name: 'User Manual' })).toBeVisible();
  await expect(page.getByTitle('Getting started and sign-in (PDF)')).toBeVisible();
  await page.getByRole('menuitem', { name: 'QA/QC and alerts' }).click();
  await expect(page.getByTitle('QA/QC and alerts (PDF)')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('eqmp-manual-en-qaqc-and-alerts.pdf');
  await expectAccessibleInBothThemes(page, () => expect(page.locator('iframe')).toBeVisible());

  await page.evaluate(() => localStorage.setItem('lang_eqmp', 'ms'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manual Pengguna' })).toBeVisible();
  await expect(page.getByTitle('Permulaan dan log masuk (PDF)')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Pentadbiran Sistem' }).click();
  const malay = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Muat turun PDF' }).click();
  expect((await malay).suggestedFilename()).toBe('eqmp-manual-ms-system-administration.pdf');
  await expectAccessibleInBothThemes(page, () => expect(page.locator('iframe')).toBeVisible());
  await page.evaluate(() => localStorage.setItem('lang_eqmp', 'en'));
});
