import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';
import { bearer, setUpStation, type JourneyStation } from './manual-round';

const UNIT: JourneyStation = {
  id: 'MCJ01',
  module: 'MCAQM',
  name: 'Unit Bergerak Journey',
  longitude: 101.09,
  latitude: 4.6,
  parameters: ['PM10', 'PM25'],
};

/** A local (Kuala Lumpur) day `days` before today, as DD/MM/YYYY and as YYYY-MM-DD. */
function localDay(days: number): { dmy: string; iso: string } {
  const iso = new Date(Date.now() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return { dmy: `${d}/${m}/${y}`, iso };
}

async function pickDate(page: Page, label: string, dmy: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(dmy);
  await input.press('Enter');
}

test('mobile air: a deployment, its readings imported with one bad row, the daily report and the map', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  // A clean instance: the journey's own mobile unit, deployed three days ago for two days.
  await setUpStation(request, await bearer(page), UNIT, []);
  const day = localDay(3);
  const next = localDay(2);
  await page.goto('/eqmp/app/air/mcaqm/form/mcaqm_data_entry');
  await expect(page.getByRole('heading', { name: 'Data Entry Form' })).toBeVisible();

  // Record where the unit went, when and why.
  await page.getByRole('button', { name: 'New deployment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('New deployment')).toBeVisible();
  await dialog.getByLabel('Place').fill('Taman Perindustrian Jelapang');
  await dialog.getByLabel('Longitude').fill('101.0786');
  await dialog.getByLabel('Latitude').fill('4.6335');
  await pickDate(page, 'From (date)', day.dmy);
  await dialog.getByLabel('From (time)').fill('08:00');
  await pickDate(page, 'To (date)', next.dmy);
  await dialog.getByLabel('To (time)').fill('18:00');
  await dialog.getByLabel('Reason').fill('Odour complaints from residents near the factories');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const panel = page.getByTestId('deployment-panel');
  await expect(panel).toContainText('at Taman Perindustrian Jelapang');

  // Import a file with one bad row: a preview first, nothing stored until confirmed.
  await panel.getByRole('tab', { name: 'Import file' }).click();
  const csv = [
    'date,time,PM10,PM2.5',
    `${day.dmy},09:00,55,31`,
    `${day.dmy},10:00,abc,33`,
    `${day.dmy},11:00,61,35`,
  ].join('\n');
  await panel.locator('input[type=file]').setInputFiles({
    name: 'jelapang.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const preview = page.getByTestId('mobile-import-preview');
  await expect(preview).toContainText(
    'Rows that can be imported: 2 of 3. Rows with problems, left out: 1.',
  );
  await expect(preview).toContainText('The value of PM10 is not a number.');
  await preview.getByRole('button', { name: 'Import the good rows (2)' }).click();
  await expect(page.getByTestId('mobile-import-done')).toContainText('Imported. New values: 4');

  await panel.getByRole('tab', { name: 'Readings', exact: true }).click();
  await expect(panel.getByTestId('deployment-readings').locator('.ant-table-row')).toHaveCount(2);

  // The MCAQM daily report shows the imported hours.
  await page.goto(`/eqmp/app/air/mcaqm/report/daily?station=${UNIT.id}&date=${day.iso}`);
  const nine = page.locator('.ant-table-row').filter({ hasText: '09:00' });
  await expect(nine).toContainText('55');
  await expect(page.locator('.ant-table-row').filter({ hasText: '11:00' })).toContainText('61');

  // The MCAQM map shows the deployment in its layer and list (last 30 days by default).
  await page.goto('/eqmp/app/air/mcaqm/map/mcaqm_mapviewer');
  const deployments = page.getByTestId('map-deployments');
  await expect(deployments).toContainText('Taman Perindustrian Jelapang');
  await expect(deployments).not.toHaveAttribute('data-deployments-drawn', '0');
  await deployments
    .getByRole('button', { name: `Show on map: ${UNIT.id} Taman Perindustrian Jelapang` })
    .click();
});
