import { expect, test, type Page } from '@playwright/test';
import { AIR_OFFICER, chooseTyped, signIn } from './helpers';

const QUERY = '/eqmp/app/air/caqm/report/query';

/** Opens a multi-select by its test id and ticks its "Select all" box. */
async function selectAll(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible').getByText('Select all').click();
  await closeDropdown(page);
}

/** Closes the open dropdown by clicking outside it (the focus may sit on its select-all box). */
async function closeDropdown(page: Page) {
  await page.getByRole('heading', { name: /Query Options/ }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

test('an air officer builds a query, sees the windrose, goes back, and exports XLSX', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  await page.goto(QUERY);
  await expect(page.getByRole('heading', { name: /Query Options/ })).toBeVisible();
  await expect(page.getByText('Choose the query options and press Generate.')).toBeVisible();

  await selectAll(page, 'query-states');
  await selectAll(page, 'query-stations');
  await page.getByTestId('query-parameters').click();
  await chooseTyped(page, 'PM10');
  await closeDropdown(page);
  await page.getByTestId('query-generate').click();

  // The report: the query is in the URL, the level is stated, rows are shown.
  await expect(page).toHaveURL(/out=report/);
  await expect(page).toHaveURL(/parameters=PM10/);
  await expect(page.getByTestId('query-level-shown')).toHaveText(
    "Showing Current values (checked; reviewers' changes applied).",
  );
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  // The windrose tab: a polar chart drawn from the stations' wind data.
  await page.getByRole('tab', { name: 'Windrose' }).click();
  await expect(page).toHaveURL(/out=windrose/);
  await expect(page.getByTestId('query-windrose').locator('canvas').first()).toBeVisible();
  await expect(page.getByText(/valid hours: [1-9]/)).toBeVisible();

  // The back button returns to the report tab of the same query.
  await page.goBack();
  await expect(page).toHaveURL(/out=report/);
  await page.goForward();
  await expect(page).toHaveURL(/out=windrose/);

  // Export XLSX: the server answers a download link (spec §7), which serves the workbook.
  const answer = page.waitForResponse(
    (res) => res.url().includes('/api2/query/caqm/windrose') && res.url().includes('export=xlsx'),
  );
  const popup = page.context().waitForEvent('page');
  await page
    .getByRole('tabpanel', { name: 'Windrose' })
    .getByRole('button', { name: /Excel/ })
    .click();
  const { downloadlink } = (await (await answer).json()) as { downloadlink: string };
  expect(downloadlink).toMatch(/^\/api2\/downloads\//);
  await (await popup).close();
  const file = await page.request.get(downloadlink);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('spreadsheetml');
  expect((await file.body()).subarray(0, 2).toString()).toBe('PK');
});

test('the parameter graph refuses three parameters for several stations and says what to change', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  await page.goto(`${QUERY}?parameters=SO2,NO2,O3&out=graph`);
  await expect(page.getByTestId('query-error')).toContainText(
    'Remove 1 parameter(s), or choose one station.',
  );
});
