import {
  DEFAULT_API_TABLES,
  DEFAULT_MARINE_CURVE_SETS,
  DEFAULT_WQI_SETTINGS,
  sampleIndex,
} from '@eqmp/domain';
import { expect, test } from '@playwright/test';
import { ADMIN, chooseTyped, signIn } from '../helpers';
import {
  bearer,
  openBatch,
  openVisit,
  planToday,
  reviewAndApprove,
  saveVisit,
  setUpStation,
  startPlan,
  TODAY,
  verifySample,
  type JourneyStation,
} from './manual-round';

const PREFIX = '/eqmp/app/river/rwis';
const STATION: JourneyStation = {
  id: 'RWJ01',
  module: 'RWIS',
  name: 'Sungai Siasatan Journey',
  longitude: 101.45,
  latitude: 3.05,
  targetClass: 'II',
  parameters: ['DO_SAT', 'PH', 'WTEMP', 'BOD', 'COD', 'NH3N', 'TSS'],
};
const REVIEWER = { username: 'rwis.reviewer', password: 'journey-pass-2026' };
const APPROVER = { username: 'rwis.approver', password: 'journey-pass-2026' };

test('an investigative case on a clean instance: register it, sample its station, enter the lab results by hand, approve them and read them in the case report', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  await setUpStation(request, await bearer(page), STATION, [REVIEWER, APPROVER]);

  // The case, started at the beginning of this month, with its station.
  await page.goto(`${PREFIX}/form/rwis_form_summary`);
  await page.getByRole('button', { name: 'New case' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Report ID').fill('RWIS-J-01');
  await dialog.getByLabel('Case title').fill('Fish kill reported below the palm oil mill');
  await dialog.getByLabel('Start date (DD/MM/YYYY)').fill(`01/${TODAY.dmy.slice(3)}`);
  await dialog.getByLabel('Stations').click();
  await chooseTyped(page, STATION.id);
  // Close the station list by clicking beside it (Escape would close the dialog too).
  await dialog.getByText('New investigative case').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The case is saved.')).toBeVisible();

  // Its sampling round: planned, visited, results entered by hand at the lab and verified.
  await startPlan(page, PREFIX, STATION.id);
  await planToday(page);
  await openVisit(page, PREFIX, STATION);
  const code = await saveVisit(
    page,
    { 'DO_SAT (percent)': '48', 'PH (pH)': '6.6', 'WTEMP (oC)': '30.2' },
    'Dead fish at the outfall, dark water',
  );
  expect(code).toMatch(/^RWIS-\d{6}$/);
  await openBatch(page, PREFIX, `JKM/${TODAY.month}/RWJ`);
  await page.getByRole('tab', { name: 'Enter results' }).click();
  await page.getByRole('combobox', { name: 'Choose a sample held by the lab' }).click();
  await chooseTyped(page, code);
  for (const [parameter, value] of [
    ['BOD', '14'],
    ['COD', '62'],
    ['NH3N', '3.1'],
    ['TSS', '85'],
  ] as const)
    await page.getByLabel(`${parameter} As reported`).fill(value);
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByText(`Results of ${code} saved.`)).toBeVisible();
  await verifySample(page);

  await reviewAndApprove(page, PREFIX, STATION.id, REVIEWER, APPROVER);

  // The case's monthly report lists the sample with its class.
  const expected = sampleIndex(
    'RWIS',
    { DO_SAT: 48, PH: 6.6, WTEMP: 30.2, BOD: 14, COD: 62, NH3N: 3.1, TSS: 85 },
    { wqi: DEFAULT_WQI_SETTINGS, marine: DEFAULT_MARINE_CURVE_SETS, apiTables: DEFAULT_API_TABLES },
    null,
  );
  // The approver reads it (a case's report is open to whoever may read the module's reports).
  await page.goto(`${PREFIX}/report/rwis_monthly?year=${TODAY.year}&caseID=RWIS-J-01`);
  await expect(
    page.getByText(/Investigative case: RWIS-J-01 Fish kill reported below the palm oil mill/),
  ).toBeVisible();
  await expect(page.getByText(/Data level: Approved/)).toBeVisible();
  const sample = page.getByRole('row', { name: new RegExp(`${STATION.id}.*${TODAY.iso} 00:00`) });
  await expect(sample.getByRole('cell', { name: expected.category, exact: true })).toBeVisible();
});
