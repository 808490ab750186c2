import { expect, test } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { ADMIN, AIR_OFFICER, signIn } from './helpers';

/** A real PDF whose only page holds `text`. */
async function pdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text(text);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

test('an officer files documents in a folder and finds one by a word inside its PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  await page.goto('/eqmp/app/edc/doc_repository');
  await expect(page.getByRole('heading', { name: 'Document Repository' })).toBeVisible();
  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByLabel('Folder name').fill('Station audits');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('treeitem', { name: /Station audits/ }).click();
  // The drop zone opens once the chosen folder is shown as the one to upload into.
  const dropZone = page.locator('.ant-upload-drag input[type=file]');
  await expect(dropZone).toBeEnabled();

  const files = [
    {
      name: 'klang-audit.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('The anemometer bearing at Klang was replaced.'),
    },
    {
      name: 'shah-alam-audit.pdf',
      mimeType: 'application/pdf',
      buffer: await pdf('Shah Alam analyser zero check passed.'),
    },
  ];
  await dropZone.setInputFiles(files);
  await expect(
    page.getByRole('progressbar', { name: 'Upload progress of klang-audit.pdf' }),
  ).toBeVisible();
  await expect(page.getByRole('treeitem', { name: 'Station audits (2)' })).toBeVisible();

  // A PDF's text is indexed in the background after the upload: the search (kept in the address)
  // is asked again, as a person reloads, until the document is found.
  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill('anemometer');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=anemometer/);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('button', { name: 'klang-audit' })).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'shah-alam-audit' })).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).first().click();
  expect((await download).suggestedFilename()).toBe('klang-audit.pdf');
});

test('an officer uploads last month’s EQMP report and a second person submits it', async ({
  page,
  browser,
}) => {
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/air/caqm/report/reporting');
  await expect(page.getByRole('heading', { name: 'EQMP Reporting · CAQM' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Upload \d{4}-\d{2}$/ }) })
    .nth(1);
  const period = (await row.getByRole('cell').first().innerText()).trim();
  await row.locator('input[type=file]').setInputFiles({
    name: `caqm-${period}.pdf`,
    mimeType: 'application/pdf',
    buffer: await pdf(`CAQM report ${period}`),
  });
  const filed = page.getByRole('row').filter({ hasText: period }).first();
  await expect(filed.getByText('Under review')).toBeVisible();
  // The uploader never submits their own report.
  await expect(filed.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  const reviewerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, ADMIN);
  await reviewer.goto('/eqmp/app/air/caqm/report/reporting');
  const toReview = reviewer.getByRole('row').filter({ hasText: period }).first();
  await toReview.getByRole('button', { name: 'Submit' }).click();
  await expect(toReview.getByText('Submitted')).toBeVisible();
  await toReview.getByRole('button', { name: 'History' }).click();
  await expect(reviewer.getByRole('dialog').getByRole('cell', { name: 'Submitted' })).toBeVisible();
  await reviewerContext.close();
});

test('the developer status page hides secrets, and an undefined /dev/ path is not found', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/dev/serasi/local');
  await expect(page.getByRole('heading', { name: 'Developer status' })).toBeVisible();
  await expect(page.getByRole('row', { name: /EQMP_ADMIN_PASSWORD\s+set/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: '0015-documents' })).toBeVisible();
  expect(await page.content()).not.toContain(ADMIN.password);

  const response = await page.goto('/dev/somebody/sandbox');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('the design system page shows the theme colours and components in both themes and languages', async ({
  page,
}) => {
  await page.goto('/quasar');
  await expect(page.getByRole('heading', { name: 'Design system' })).toBeVisible();
  for (const colour of [
    'primary',
    'secondary',
    'accent',
    'dark',
    'positive',
    'negative',
    'info',
    'warning',
  ])
    await expect(page.getByText(colour, { exact: true })).toBeVisible();
  await expect(page.getByText('Light theme')).toBeVisible();
  await page.getByRole('button', { name: 'Show the dark theme' }).click();
  await expect(page.getByText('Dark theme')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByText('BM', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sistem reka bentuk' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Papar tema (cerah|gelap)$/ })).toBeVisible();
});

test('an officer compiles the year’s EQR river tables, sees the data level and downloads the Word file', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const year = new Date().getFullYear();
  await page.goto(`/eqmp/app/river/crwqm/report/eqr_reporting?year=${year}`);
  await expect(page.getByRole('heading', { name: 'EQR Reporting · CRWQM' })).toBeVisible();
  await expect(
    page.getByText(/^Data level: provisional \(automatic checks\) · \d+ station\(s\) with data$/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Stations per WQI class')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Word (editable)' }).click();
  expect((await download).suggestedFilename()).toBe(`eqr-crwqm-${year}.docx`);
});
