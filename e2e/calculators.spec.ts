import { expect, test } from '@playwright/test';
import { AIR_OFFICER, signIn } from './helpers';

test('the air officer computes an API from PM10 and sees category, advice and sub-index chart', async ({
  page,
}) => {
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/air/caqm/report/api_calculator');
  await page.getByLabel('PM10', { exact: true }).fill('150');
  await page.getByLabel('Ozone (O3)').fill('0.05');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('index-value')).toHaveText('100*');
  await expect(page.getByText('Moderate').first()).toBeVisible();
  await expect(page.getByText('No restriction on outdoor activities.')).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
});

test('the air calculator refuses a negative value in Malay', async ({ page }) => {
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/air/maqm/report/api_calculator');
  await page.getByText('BM', { exact: true }).click();
  await page.getByLabel('PM10', { exact: true }).fill('-5');
  await page.getByRole('button', { name: 'Kira' }).click();
  await expect(page.getByText('PM10 tidak boleh negatif.')).toBeVisible();
});

test('the river WQI calculator gives class I for clean water', async ({ page }) => {
  await signIn(page, { username: 'river.officer', password: AIR_OFFICER.password });
  await page.goto('/eqmp/app/river/crwqm/report/wqi_calculator');
  const values: Record<string, string> = {
    'Dissolved oxygen (DO)': '95',
    'Biochemical oxygen demand (BOD)': '1',
    'Chemical oxygen demand (COD)': '8',
    'Ammoniacal nitrogen (NH3-N)': '0.05',
    'Suspended solids (SS)': '10',
    pH: '7',
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('index-value')).toHaveText(/^95\.3/);
  await expect(page.getByText('Class I', { exact: true }).first()).toBeVisible();
});

test('the marine calculator computes an index and category, and says it is provisional', async ({
  page,
}) => {
  await signIn(page, { username: 'marine.officer', password: AIR_OFFICER.password });
  await page.goto('/eqmp/app/marine/cmwqm/report/mwqi_calculator');
  await expect(page.getByText(/provisional/i).first()).toBeVisible();
  const values: Record<string, string> = {
    'Dissolved oxygen (DO)': '6.5',
    'Faecal coliform': '50',
    'Ammonia (NH3)': '0.05',
    'Nitrate (NO3)': '0.05',
    'Phosphate (PO4)': '0.02',
    'Total suspended solids (TSS)': '20',
  };
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('index-value')).toHaveText(/^\d+(\.\d+)?$/);
  await expect(page.getByText(/^(Excellent|Good|Moderate|Poor)$/).first()).toBeVisible();
});

test('an air officer cannot open a river page', async ({ page }) => {
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/river/crwqm/report/wqi_calculator');
  await expect(page).toHaveURL(/\/Main$/);
});
