import { expect, test } from '@playwright/test';
import { AIR_OFFICER, followMenuLink, signIn } from './helpers';

const MARINE_OFFICER = { username: 'marine.officer', password: 'eqmp-demo-2026' };

test('an air officer compiles the year’s EQR air chapter from the module’s menu and downloads the Word file', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const year = new Date().getFullYear();
  await signIn(page, AIR_OFFICER);
  await followMenuLink(
    page,
    [/\(CAQM\)/, 'EQMP and EQR Reporting'],
    'EQR Reporting',
    /\/eqmp\/app\/air\/caqm\/report\/eqr_reporting$/,
  );
  await page.goto(`/eqmp/app/air/caqm/report/eqr_reporting?year=${year}`);
  await expect(page.getByRole('heading', { name: 'EQR Reporting · CAQM' })).toBeVisible();
  await expect(
    page.getByText(/^Data level: provisional \(automatic checks\) · \d+ station\(s\) with data$/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Days per API class and state')).toBeVisible();
  await expect(
    page.getByText('Compliance with the Malaysian Ambient Air Quality Standard'),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Word (editable)' }).click();
  expect((await download).suggestedFilename()).toBe(`eqr-caqm-${year}.docx`);
});

test('a marine officer compiles the EQR marine chapter: categories per location type and failing parameters', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const year = new Date().getFullYear();
  await signIn(page, MARINE_OFFICER);
  await page.goto(`/eqmp/app/marine/mmwqm/report/eqr_reporting?year=${year}`);
  await expect(page.getByRole('heading', { name: 'EQR Reporting · MMWQM' })).toBeVisible();
  await expect(page.getByText(/^Data level: .+ · \d+ station\(s\) with data$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('MMWQI categories per location type', { exact: true })).toBeVisible();
  await expect(page.getByText('Parameters that fail most', { exact: true })).toBeVisible();
  await expect(
    page.getByText('The MMWQI weights and curves in force are provisional'),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Excel' }).click();
  expect((await download).suggestedFilename()).toBe(`eqr-mmwqm-${year}.xlsx`);
});
