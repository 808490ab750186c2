import { expect, test } from '@playwright/test';
import { AIR_OFFICER, signIn } from './helpers';

test('an officer reads the user manual in the page, downloads it, and reads it in Malay', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  // The frame loads the PDF from the portal itself, within the page's own policy.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (frame|load)/i.test(message.text()))
      refused.push(message.text());
  });
  // Only the frame asks for the document (the page no longer fetches it itself).
  const framed = page.waitForResponse((answer) =>
    answer.url().endsWith('/api2/manual/en/getting-started'),
  );
  await page.goto('/eqmp/app/user_manual');
  await expect(page.getByRole('heading', { name: 'User Manual' })).toBeVisible();
  await expect(page.getByTitle('Getting started (PDF)')).toBeVisible();
  const pdf = await framed;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expect
    .poll(() => page.frames().some((f) => f.url().endsWith('/api2/manual/en/getting-started')))
    .toBe(true);
  expect(refused).toEqual([]);
  await page.getByRole('menuitem', { name: 'Continuous data: QA/QC levels 1 to 3' }).click();
  await expect(page.getByTitle('Continuous data: QA/QC levels 1 to 3 (PDF)')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('eqmp-manual-en-continuous-data.pdf');

  await page.evaluate(() => localStorage.setItem('lang_eqmp', 'ms'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Manual Pengguna' })).toBeVisible();
  await expect(page.getByTitle('Permulaan (PDF)')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Pentadbiran Sistem' }).click();
  const malay = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Muat turun PDF' }).click();
  expect((await malay).suggestedFilename()).toBe('eqmp-manual-ms-system-administration.pdf');
  await page.evaluate(() => localStorage.setItem('lang_eqmp', 'en'));
});
