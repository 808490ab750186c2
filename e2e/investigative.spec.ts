import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const RIVER_OFFICER = { username: 'river.officer', password: 'eqmp-demo-2026' };

test('a river officer registers an investigative case with its stations, corrects it, and opens its monthly report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();
  await signIn(page, RIVER_OFFICER);
  await page.goto('/eqmp/app/river/rwis/form/rwis_form_summary');
  await expect(page.getByRole('heading', { name: 'Data Entry & Summary — RWIS' })).toBeVisible();

  await page.getByRole('button', { name: 'New case' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Report ID').fill('rwis-journey-01');
  await dialog
    .getByLabel('Case title')
    .fill('Oil sheen reported downstream of the industrial park');
  await dialog.getByLabel('Start date (DD/MM/YYYY)').fill(`${year}-01-15`);
  await dialog.getByLabel('Stations').click();
  await page.keyboard.press('Enter');
  // Close the station list by clicking beside it (Escape would close the dialog too).
  await dialog.getByText('New investigative case').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The §5 date rule holds in the form: nothing is sent until the date reads DD/MM/YYYY.
  await expect(
    dialog.getByText('Incorrect date format: write the date as DD/MM/YYYY.'),
  ).toBeVisible();
  await dialog.getByLabel('Start date (DD/MM/YYYY)').fill(`15/01/${year}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The case is saved.')).toBeVisible();
  const row = page.getByRole('row', { name: /RWIS-JOURNEY-01/ });
  await expect(row).toContainText('Oil sheen reported downstream of the industrial park');
  await expect(row).toContainText(`15/01/${year}`);

  // A second case with the same report ID is refused; the first stays as it was.
  await page.getByRole('button', { name: 'New case' }).click();
  await dialog.getByLabel('Report ID').fill('RWIS-JOURNEY-01');
  await dialog.getByLabel('Case title').fill('A duplicate');
  await dialog.getByLabel('Start date (DD/MM/YYYY)').fill(`16/01/${year}`);
  await dialog.getByLabel('Stations').click();
  await page.keyboard.press('Enter');
  // Close the station list by clicking beside it (Escape would close the dialog too).
  await dialog.getByText('New investigative case').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('A case with this report ID exists already: choose another report ID.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // The form holds typed input: closing it asks first.
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Correct the title; the report ID cannot change.
  await row.getByRole('button', { name: 'Edit case RWIS-JOURNEY-01' }).click();
  await expect(dialog.getByLabel('Report ID')).toBeDisabled();
  await dialog
    .getByLabel('Case title')
    .fill('Oil sheen downstream of the industrial park, Sg. Klang');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('Oil sheen downstream of the industrial park, Sg. Klang');

  // Its monthly report opens on the case and its year.
  await row.getByRole('link', { name: 'Monthly report' }).click();
  await expect(page).toHaveURL(new RegExp(`rwis_monthly\\?year=${year}&caseID=RWIS-JOURNEY-01`));
});
