import { expect, test, type Page } from '@playwright/test';
import { ADMIN, AIR_OFFICER, authHeader, chooseTyped, signIn } from './helpers';
import { seriousFindingsInBothThemes } from './portal-axe';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** No serious or critical accessibility violation in this state of the page, in light and in dark. */
async function expectAccessible(page: Page) {
  expect(await seriousFindingsInBothThemes(page)).toEqual([]);
}

async function signOutAndIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/logout');
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/user_eqmp=/);
  await signIn(page, user);
}

// 15 September 2026 in Kuala Lumpur: PM10 every 5 minutes from 08:00 to 09:55. A maintenance
// window 08:30–08:45 with PM10's 60-minute stabilisation buffer marks 08:30 to 09:40: 15 values.
const START = Date.parse('2026-09-15T08:00:00+08:00');
const MAINTENANCE = '/eqmp/app/air/caqm/report/maintenance_record';

test('an officer records a maintenance window, level 2 shows its values −99 BA, and deleting the record gives them back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('theme_eqmp', 'light'));
  const auth = await authHeader(page);
  const stations = (await (
    await request.get('/api2/polling/stations', { headers: auth })
  ).json()) as { id: string; module: string; parameters: string[] }[];
  const station = stations
    .filter((s) => s.module === 'CAQM' && s.parameters.includes('PM10'))
    .at(-3)!;
  const { key } = (await (
    await request.post(`/api2/inventory/stations/${station.id}/ingest-key`, { headers: auth })
  ).json()) as { key: string };
  const readings = Array.from({ length: 24 }, (_, k) => ({
    parameter: 'PM10',
    ts: new Date(START + k * 300_000).toISOString(),
    value: 30 + (k % 3),
  }));
  const posted = await request.post('/api2/ingest/readings', {
    headers: { authorization: `Station ${key}` },
    data: { station_id: station.id, readings },
  });
  expect((await posted.json()).accepted).toBe(24);

  // The officer records the window through the form, with the service report attached.
  await signOutAndIn(page, AIR_OFFICER);
  await page.goto(MAINTENANCE);
  await expect(page.getByRole('heading', { name: /Maintenance Record/ })).toBeVisible();
  await page.getByRole('button', { name: 'New record' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByText('New maintenance record')).toBeVisible();
  await form.getByLabel('Station').click();
  await chooseTyped(page, station.id);
  await form.getByLabel('From').fill('15/09/2026 08:30');
  await form.getByLabel('From').press('Enter');
  await form.getByLabel('To', { exact: true }).fill('15/09/2026 08:45');
  await form.getByLabel('To', { exact: true }).press('Enter');
  await form.getByLabel('Type').click();
  await page.getByTitle('Corrective maintenance').click();
  await form.getByLabel('People who did the work').fill('Aminah Yusof');
  await page.keyboard.press('Enter');
  await form.getByLabel('Remarks').fill('Sample pump replaced');
  await form.locator('input[type=file]').setInputFiles({
    name: 'service-report.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await form.getByRole('button', { name: 'Save' }).click();
  // Saving marks the window's values and then sends the attachment: on a busy server that can
  // take longer than a page's usual answer.
  await expect(page.getByText('Saved: 15 values marked, 0 restored.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/id=\d+/);
  const recordId = /id=(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole('row', { name: /^PM10 60 .* 15 / })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'service-report.pdf', exact: true })).toBeVisible();
  await expectAccessible(page);

  // Level 2 shows the window's values not valid, coded BA, with the record in their history.
  const grid = `/eqmp/app/air/caqm/report/qaqc_2nd_level?station=${station.id}&parameter=PM10&month=2026-09&flagged=1`;
  const rowAt = (time: string) =>
    page.getByRole('row').filter({ has: page.getByRole('cell', { name: `15/09/2026 ${time}` }) });
  await page.getByRole('link', { name: 'PM10 in the QA/QC 2nd Level Report' }).click();
  await expect(page).toHaveURL(new RegExp(`${grid.replace(/[?]/g, '\\?')}$`));
  // A month of values on a busy demo server can take a while: wait for the rows, not for a time.
  await expect(rowAt('08:30').getByText('Not valid: maintenance or calibration')).toBeVisible({
    timeout: 60_000,
  });
  await expect(rowAt('08:30').getByRole('cell', { name: 'BA', exact: true })).toBeVisible();
  await expect(rowAt('09:40').getByRole('cell', { name: 'BA', exact: true })).toBeVisible();
  await expect(rowAt('09:45')).toHaveCount(0);
  await rowAt('08:30').getByRole('button', { name: 'History' }).click();
  await expect(page.getByText(`maintenance_record #${recordId}`)).toBeVisible();
  await page.keyboard.press('Escape');

  // The officer asks for the record to be deleted; they may not decide their own request.
  await page.goto(`${MAINTENANCE}?id=${recordId}`);
  await page.getByRole('button', { name: 'Request deletion' }).click();
  await page
    .getByRole('textbox', { name: 'Reason for deletion' })
    .fill('Entered for the wrong station');
  await page.getByRole('dialog').getByRole('button', { name: 'Request deletion' }).click();
  await expect(page.getByText('Deletion requested; another officer will decide.')).toBeVisible();
  await page.goto(`${MAINTENANCE}?tab=deletes`);
  const requestRow = page.getByRole('row', { name: /Entered for the wrong station/ });
  await expect(requestRow.getByText('Pending')).toBeVisible();
  await expect(requestRow.getByRole('button', { name: 'Approve deletion' })).toHaveCount(0);

  // A second officer approves: the record is deleted and the values are valid again.
  await signOutAndIn(page, ADMIN);
  await page.goto(`${MAINTENANCE}?tab=deletes`);
  await expectAccessible(page);
  await requestRow.getByRole('button', { name: 'Approve deletion' }).click();
  const decision = page.getByRole('dialog', { name: 'Approve this request?' });
  await decision.getByLabel('Note to the requester').fill('Confirmed: entered for CA24B');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText('Record deleted; the values it marked are given back.'),
  ).toBeVisible();
  await expect(requestRow.getByText('Approved')).toBeVisible();
  await page.goto(grid);
  await expect(rowAt('08:30').getByText('Valid', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(rowAt('08:30').getByRole('cell', { name: 'BA', exact: true })).toHaveCount(0);
  await expect(rowAt('09:40').getByText('Valid', { exact: true })).toBeVisible();
});
