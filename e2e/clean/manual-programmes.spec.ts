import {
  DEFAULT_API_TABLES,
  DEFAULT_MARINE_CURVE_SETS,
  DEFAULT_WQI_SETTINGS,
  sampleIndex,
  type ValuesByCode,
} from '@eqmp/domain';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, signIn } from '../helpers';
import {
  bearer,
  importLabFile,
  monthlyReportRow,
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

// On a clean instance (EQMP_DEMO=0): every station, person and value here is entered by the journey.
const STANDARDS = {
  wqi: DEFAULT_WQI_SETTINGS,
  marine: DEFAULT_MARINE_CURVE_SETS,
  apiTables: DEFAULT_API_TABLES,
};
const people = (module: string) => ({
  reviewer: { username: `${module}.reviewer`, password: 'journey-pass-2026' },
  approver: { username: `${module}.approver`, password: 'journey-pass-2026' },
});

const RIVER: JourneyStation = {
  id: 'MRJ01',
  module: 'MRWQM',
  name: 'Sungai Journey',
  longitude: 101.62,
  latitude: 3.12,
  targetClass: 'II',
  parameters: ['DO_SAT', 'PH', 'WTEMP', 'BOD', 'COD', 'NH3N', 'TSS'],
};
const PREFIX = '/eqmp/app/river/mrwqm';

test('a manual river month: plan a visit, record it, import a lab batch with a bad row, approve the month, and read the new class in the monthly report and on the map', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { reviewer, approver } = people('mr');
  await signIn(page, ADMIN);
  await setUpStation(request, await bearer(page), RIVER, [reviewer, approver]);

  // Plan: one visit today; the §5 date rule holds on the form.
  await startPlan(page, PREFIX, RIVER.id);
  await page.getByLabel('First day (DD/MM/YYYY)').fill('2026-01-01');
  await page.getByRole('button', { name: 'Plan the visits' }).click();
  await expect(
    page.getByText('Incorrect date format: write the date as DD/MM/YYYY.'),
  ).toBeVisible();
  await planToday(page);

  // Record the visit on the field form, with the spec's time rules.
  await openVisit(page, PREFIX, RIVER);
  await page.getByLabel('Time (HH:MM)').fill('9:10');
  await expect(page.getByText('Incorrect time format')).toBeVisible();
  // Just after midnight: the visit is in the past whenever the journey runs, so the map (which
  // shows values up to now) has it.
  const code = await saveVisit(
    page,
    { 'DO_SAT (percent)': '92', 'PH (pH)': '7.2', 'WTEMP (oC)': '28.1' },
    'Clear water',
  );
  expect(code).toMatch(/^MRWQM-\d{6}$/);

  // The lab: a batch, its file with one bad row (shown and skipped), then verification.
  await openBatch(page, PREFIX, `JKM/${TODAY.month}/J1`);
  await importLabFile(
    page,
    [
      `${code},BOD,1.2,1,APHA 5210 B`,
      `${code},COD,8,5,APHA 5220 C`,
      `${code},NH3N,<0.05,0.05,APHA 4500-NH3 F`,
      `${code},TSS,12,1,APHA 2540 D`,
      `${code},XYZ,1,,`,
    ],
    { good: 4, bad: 1 },
    async () => {
      await expect(
        page.getByRole('cell', { name: 'The parameter is not in the catalogue.' }),
      ).toBeVisible();
      await page.getByLabel('Save this mapping as (optional)').fill('JKM');
    },
  );
  await expect(
    page.getByText('Row 6 skipped: The parameter is not in the catalogue.'),
  ).toBeVisible();
  await verifySample(page);

  // Sample tracking: every step with who and when.
  await page.goto(`${PREFIX}/report/sample_tracking?q=${code}`);
  await page.getByRole('button', { name: code }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Lab verified').first()).toBeVisible();
  await expect(drawer.getByText(/^admin · /).first()).toBeVisible();

  // Level 2 by one officer, level 3 by another.
  await reviewAndApprove(page, PREFIX, RIVER.id, reviewer, approver);

  // The monthly report reads the approved sample, with its class; so does the map.
  const expected = sampleIndex(
    'MRWQM',
    { DO_SAT: 92, PH: 7.2, WTEMP: 28.1, BOD: 1.2, COD: 8, NH3N: 0.025, TSS: 12 },
    STANDARDS,
    null,
  );
  const row = await monthlyReportRow(page, PREFIX, RIVER.id);
  await expect(row.getByRole('cell', { name: expected.category, exact: true })).toBeVisible();
  const layer = await request.get(`/api2/mrwqmmap/layer/0/query?stationid=${RIVER.id}&f=json`, {
    headers: await bearer(page),
  });
  const features = ((await layer.json()) as { features: { attributes: Record<string, unknown> }[] })
    .features;
  expect(features[0]!.attributes).toMatchObject({
    STATION_ID: RIVER.id,
    WQI_CLASS: expected.category,
  });
  await page.goto(`${PREFIX}/map/mrwqm_mapviewer?stationid=${RIVER.id}`);
  await expect(page.getByTestId('map-station-count')).toBeVisible();

  // Manual monitoring: the station's latest sample, approved, with its class.
  await page.goto(`${PREFIX}/report/manual_monitoring?station=${RIVER.id}`);
  const latest = page.getByRole('row', { name: new RegExp(`${RIVER.id} — ${RIVER.name}`) });
  // Its custody state and its data level both read Approved.
  await expect(latest.getByRole('cell', { name: 'Approved', exact: true })).toHaveCount(2);
  await expect(latest.getByText(new RegExp(`— Class ${expected.category}$`))).toBeVisible();
});

/**
 * A month of another manual programme through the same pages (their views are the river's, so
 * they are not checked with axe again): plan, field visit with the station's in-situ readings, a
 * lab file with one bad row, verification, review and approval, and the monthly report's index.
 */
async function runMonth(
  page: Page,
  request: APIRequestContext,
  station: JourneyStation,
  prefix: string,
  field: Record<string, string>,
  lab: [string, string, string][],
  values: ValuesByCode,
  category: (expected: string) => string,
) {
  const { reviewer, approver } = people(station.module.toLowerCase());
  await signIn(page, ADMIN);
  await setUpStation(request, await bearer(page), station, [reviewer, approver]);
  await startPlan(page, prefix, station.id);
  await planToday(page);
  await openVisit(page, prefix, station);
  const code = await saveVisit(page, field, 'Calm, clear day');
  expect(code).toMatch(new RegExp(`^${station.module}-\\d{6}$`));
  await openBatch(page, prefix, `JKM/${TODAY.month}/${station.id}`);
  await importLabFile(
    page,
    [
      ...lab.map(([p, value, mdl]) => `${code},${p},${value},${mdl},`),
      `${code},${lab[0]![0]},abc,,`,
    ],
    { good: lab.length, bad: 1 },
  );
  await verifySample(page);
  await reviewAndApprove(page, prefix, station.id, reviewer, approver);

  const expected = sampleIndex(
    station.module as 'MRWQM',
    values,
    STANDARDS,
    station.locationType ?? null,
  );
  expect(expected.value).not.toBeNull();
  const row = await monthlyReportRow(page, prefix, station.id);
  await expect(
    row.getByRole('cell', { name: category(expected.category), exact: true }),
  ).toBeVisible();
}

test('a manual marine month on a coastal station: its MMWQI category in the monthly report', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await runMonth(
    page,
    request,
    {
      id: 'MMJ01',
      module: 'MMWQM',
      name: 'Pantai Journey',
      longitude: 101.3,
      latitude: 2.9,
      locationType: 'COASTAL',
      parameters: ['M_DO', 'M_TEMP', 'M_SAL', 'M_PH', 'M_TSS', 'M_NH3', 'M_NO3', 'M_PO4', 'M_FC'],
    },
    '/eqmp/app/marine/mmwqm',
    { 'M_DO (mg/L)': '6.4', 'M_TEMP (oC)': '29.5', 'M_SAL (ppt)': '31.2', 'M_PH (pH)': '8.1' },
    [
      ['M_TSS', '18', '1'],
      ['M_NH3', '0.04', '0.005'],
      ['M_NO3', '0.03', '0.005'],
      ['M_PO4', '0.02', '0.005'],
      ['M_FC', '40', '1'],
    ],
    { M_DO: 6.4, M_TSS: 18, M_NH3: 0.04, M_NO3: 0.03, M_PO4: 0.02, M_FC: 40 },
    (c) => c.charAt(0) + c.slice(1).toLowerCase(),
  );
});

test('a manual air month: filters weighed at the lab give the API category in the monthly report', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await runMonth(
    page,
    request,
    {
      id: 'MAJ01',
      module: 'MAQM',
      name: 'Sekolah Journey',
      longitude: 101.7,
      latitude: 3.15,
      parameters: ['PM10', 'PM25'],
    },
    '/eqmp/app/air/maqm',
    {},
    [
      ['PM10', '62', '2'],
      ['PM25', '28', '2'],
    ],
    { PM10: 62, PM25: 28 },
    (c) => ({ GOOD: 'Good', MODERATE: 'Moderate', UNHEALTHY: 'Unhealthy' })[c] ?? c,
  );
});
