import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AIR_OFFICER, signIn } from './helpers';

test('an air officer opens a monthly report, sees its table and chart, and exports XLSX', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  // The side menu's Preformatted Reports lead here; the report shows the first station this month.
  await page.goto('/eqmp/app/air/caqm/report/monthly');
  await expect(page.getByRole('heading', { name: /Monthly Report/ })).toBeVisible();
  await expect(page).toHaveURL(/\/report\/monthly$/);
  await expect(page.getByText('Data level: Provisional (automatic checks)')).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  // The demo history of the last two days gives this month's daily means.
  await expect(page.locator('.ant-table-cell').filter({ hasText: /^\d+$/ }).first()).toBeVisible();

  // Export XLSX (spec §7): the answer is a signed download link opened in a new tab.
  const answer = page.waitForResponse(
    (res) => res.url().includes('/api2/reports/caqm/monthly') && res.url().includes('export=xlsx'),
  );
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /Excel/ }).click();
  const { downloadlink } = (await (await answer).json()) as { downloadlink: string };
  expect(downloadlink).toMatch(/^\/api2\/downloads\/[0-9a-f-]+\?exp=\d+&sig=/);
  // The new tab opened for the link (its attachment becomes a download, so it stays blank).
  await (await popup).close().catch(() => undefined);

  const file = await page.request.get(downloadlink);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(
    /attachment; filename="caqm-monthly-.+\.xlsx"/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await file.body()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Monthly Report — CAQM');
  const header = sheet.getRows(1, sheet.rowCount)!.find((row) => row.getCell(1).value === 'Date');
  expect(header?.getCell(2).value).toMatch(/\(.+\)$/);
});

test('the report answers in Malay and a download link does not work once tampered with', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/air/caqm/report/yearly?statistic=median');
  await page.getByText('BM', { exact: true }).click();
  await expect(page.getByRole('heading', { name: /Laporan Tahunan/ })).toBeVisible();
  await expect(page.getByText('Statistik: Median')).toBeVisible();
  const answer = page.waitForResponse((res) => res.url().includes('export=pdf'));
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /PDF/ }).click();
  const { downloadlink } = (await (await answer).json()) as { downloadlink: string };
  await (await popup).close().catch(() => undefined);
  const pdf = await page.request.get(downloadlink);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const tampered = await page.request.get(downloadlink.replace(/sig=./, 'sig=X'));
  expect(tampered.status()).toBe(403);
});
