import {
  DEFAULT_API_TABLES,
  DEFAULT_MARINE_CURVE_SETS,
  DEFAULT_WQI_SETTINGS,
  sampleIndex,
} from '@eqmp/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, signIn } from './helpers';
import { expectAccessibleInBothThemes } from './portal-axe';

// A station of the journey's own, so it reads only what it enters on this (demo) instance.
const STATION = 'MRJ01';
const PREFIX = '/eqmp/app/river/mrwqm';
const PEOPLE = {
  reviewer: { username: 'mr.reviewer', password: 'journey-pass-2026' },
  approver: { username: 'mr.approver', password: 'journey-pass-2026' },
};
const klDay = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const today = `${klDay.slice(8, 10)}/${klDay.slice(5, 7)}/${klDay.slice(0, 4)}`;
const month = klDay.slice(0, 7);

async function bearer(page: Page): Promise<Record<string, string>> {
  const cookie = await page.evaluate(() => document.cookie);
  return { authorization: `Bearer ${decodeURIComponent(/user_eqmp=([^;]+)/.exec(cookie)![1]!)}` };
}

async function signOutAndIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/logout');
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/user_eqmp=/);
  await signIn(page, user);
}

/** The journey's station and its two QA/QC officers, made through the admin API. */
async function setUp(request: APIRequestContext, auth: Record<string, string>) {
  const station = await request.post('/api2/inventory/stations', {
    headers: auth,
    data: {
      id: STATION,
      module: 'MRWQM',
      name: 'Sungai Journey',
      longitude: 101.62,
      latitude: 3.12,
      targetClass: 'II',
    },
  });
  expect(station.status()).toBe(201);
  const parameters = await request.put(`/api2/inventory/stations/${STATION}/parameters`, {
    headers: auth,
    data: { codes: ['DO_SAT', 'PH', 'WTEMP', 'BOD', 'COD', 'NH3N', 'TSS'] },
  });
  expect(parameters.ok()).toBe(true);
  for (const person of Object.values(PEOPLE)) {
    const user = await request.post('/api2/admin/users', {
      headers: auth,
      data: {
        username: person.username,
        fullName: person.username,
        email: `${person.username}@example.org`,
        userGroup: 'department',
        password: person.password,
        functions: ['View Flag Details MRWQM', 'Update Flag MRWQM', 'Report MRWQM', 'Map MRWQM'],
      },
    });
    expect(user.status()).toBe(201);
  }
}

test('a manual river month: plan a visit, record it, import a lab batch with a bad row, approve the month, and read the new class in the monthly report and on the map', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(page, ADMIN);
  await setUp(request, await bearer(page));

  // Plan: one visit today.
  await page.goto(`${PREFIX}/report/schedule`);
  await expect(page.getByRole('heading', { name: /Sampling schedule and progress/ })).toBeVisible();
  await page.getByLabel('Station').click();
  await page.keyboard.type(STATION);
  await page.keyboard.press('Enter');
  await page.getByLabel('Frequency').click();
  await page.getByTitle('Once', { exact: true }).click();
  await page.getByLabel('Team', { exact: true }).fill('Team J');
  await page.getByLabel('First day (DD/MM/YYYY)').fill('2026-01-01');
  await page.getByRole('button', { name: 'Plan the visits' }).click();
  await expect(
    page.getByText('Incorrect date format: write the date as DD/MM/YYYY.'),
  ).toBeVisible();
  await page.getByLabel('First day (DD/MM/YYYY)').fill(today);
  await page.getByLabel('Last day (DD/MM/YYYY)').fill(today);
  await page.getByRole('button', { name: 'Plan the visits' }).click();
  await expect(page.getByText('Plan saved: 1 visits planned.')).toBeVisible();
  await expectAccessibleInBothThemes(page, () =>
    expect(page.getByRole('heading', { level: 3 })).toBeVisible(),
  );

  // Record the visit on the field form, with the spec's time rules.
  await page.goto(`${PREFIX}/form/field_data_entry?station=${STATION}`);
  await page.getByRole('link', { name: `${STATION} — Sungai Journey` }).click();
  await page.getByLabel('Time (HH:MM)').fill('9:10');
  await expect(page.getByText('Incorrect time format')).toBeVisible();
  // Just after midnight: the visit is in the past whenever the journey runs, so the map (which shows
  // values up to now) has it.
  await page.getByLabel('Time (HH:MM)').fill('00:10');
  await expect(page.getByText('Recorded as 00:00 (times round to :00 or :30).')).toBeVisible();
  await page.getByLabel('DO_SAT (percent)').fill('92');
  await page.getByLabel('PH (pH)').fill('7.2');
  await page.getByLabel('WTEMP (oC)').fill('28.1');
  await page.getByLabel('Observations').fill('Clear water');
  await page.getByRole('button', { name: 'Save the visit' }).click();
  const label = page.getByLabel(/^Label of sample MRWQM-\d{6}$/);
  await expect(label).toBeVisible();
  await expect(label.locator('canvas')).toBeVisible();
  const code = /MRWQM-\d{6}/.exec((await label.getAttribute('aria-label'))!)![0];
  await expectAccessibleInBothThemes(page, () =>
    expect(page.getByRole('heading', { level: 3 })).toBeVisible(),
  );

  // The lab: a batch, its file with one bad row (shown and skipped), then verification.
  await page.goto(`${PREFIX}/form/lab_results`);
  await page.getByLabel('Laboratory').fill('Jabatan Kimia Malaysia');
  await page.getByLabel('Batch reference').fill(`JKM/${month}/J1`);
  await page.getByRole('button', { name: 'Open a batch' }).click();
  await expect(page.getByRole('tab', { name: 'Import a lab file' })).toBeVisible();
  const csv = [
    'Sample No,Analyte,Result,MDL,Method',
    `${code},BOD,1.2,1,APHA 5210 B`,
    `${code},COD,8,5,APHA 5220 C`,
    `${code},NH3N,<0.05,0.05,APHA 4500-NH3 F`,
    `${code},TSS,12,1,APHA 2540 D`,
    `${code},XYZ,1,,`,
  ].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'jkm.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(
    page.getByText('jkm.csv: 5 rows read. Map its columns to the fields.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Preview every row' }).click();
  await expect(
    page.getByText('4 rows are good, 1 will be skipped.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByRole('cell', { name: 'The parameter is not in the catalogue.' }),
  ).toBeVisible();
  await page.getByLabel('Save this mapping as (optional)').fill('JKM');
  await page.getByRole('button', { name: 'Import the 4 good rows' }).click();
  await expect(page.getByText('4 results and 0 QC samples imported for 1 samples.')).toBeVisible();
  await expect(
    page.getByText('Row 6 skipped: The parameter is not in the catalogue.'),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Batch, verification and QC' }).click();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Sample verified: its results wait for review.')).toBeVisible();
  await expectAccessibleInBothThemes(page, () =>
    expect(page.getByRole('heading', { level: 3 })).toBeVisible(),
  );

  // Sample tracking: every step with who and when.
  await page.goto(`${PREFIX}/report/sample_tracking?q=${code}`);
  await page.getByRole('button', { name: code }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Lab verified').first()).toBeVisible();
  await expect(drawer.getByText(/^admin · /).first()).toBeVisible();
  await expectAccessibleInBothThemes(page, () => expect(drawer).toBeVisible());

  // Level 2 by one officer, level 3 by another.
  for (const [who, button, done] of [
    [PEOPLE.reviewer, 'Mark reviewed (level 2)', 'reviewed'],
    [PEOPLE.approver, 'Approve (level 3)', 'approved'],
  ] as const) {
    await signOutAndIn(page, who);
    await page.goto(`${PREFIX}/report/datavalidation?month=${month}`);
    await page.getByPlaceholder('Find a station by its ID or name').fill(STATION);
    await page.getByRole('checkbox', { name: STATION }).check();
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByText(`1 samples of 1 stations ${done}.`)).toBeVisible();
  }
  await expectAccessibleInBothThemes(page, () =>
    expect(page.getByRole('heading', { level: 3 })).toBeVisible(),
  );

  // The monthly report reads the approved sample, with its class; so does the map.
  const expected = sampleIndex(
    'MRWQM',
    { DO_SAT: 92, PH: 7.2, WTEMP: 28.1, BOD: 1.2, COD: 8, NH3N: 0.025, TSS: 12 },
    { wqi: DEFAULT_WQI_SETTINGS, marine: DEFAULT_MARINE_CURVE_SETS, apiTables: DEFAULT_API_TABLES },
    null,
  );
  await page.goto(`${PREFIX}/report/monthly?station=${STATION}&year=${klDay.slice(0, 4)}`);
  await expect(page.getByText('Data level: Approved')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`${STATION}.*${month}`) });
  await expect(row.getByRole('cell', { name: expected.category, exact: true })).toBeVisible();
  const layer = await request.get(`/api2/mrwqmmap/layer/0/query?stationid=${STATION}&f=json`, {
    headers: await bearer(page),
  });
  const features = ((await layer.json()) as { features: { attributes: Record<string, unknown> }[] })
    .features;
  expect(features[0]!.attributes).toMatchObject({
    STATION_ID: STATION,
    WQI_CLASS: expected.category,
  });
  await page.goto(`${PREFIX}/map/mrwqm_mapviewer?stationid=${STATION}`);
  await expect(page.getByTestId('map-station-count')).toBeVisible();

  // Manual monitoring: the station's latest sample, approved, with its class.
  await page.goto(`${PREFIX}/report/manual_monitoring?station=${STATION}`);
  const latest = page.getByRole('row', { name: new RegExp(`${STATION} — Sungai Journey`) });
  // Its custody state and its data level both read Approved.
  await expect(latest.getByRole('cell', { name: 'Approved', exact: true })).toHaveCount(2);
  await expect(latest.getByText(new RegExp(`— Class ${expected.category}$`))).toBeVisible();
  await expectAccessibleInBothThemes(page, () => expect(latest).toBeVisible());
});
