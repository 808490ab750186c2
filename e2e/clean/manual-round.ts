import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { chooseTyped, signIn } from '../helpers';

/**
 * The steps of one manual sampling round as a team takes them through the pages — plan a visit,
 * record it in the field, analyse it at the lab, review and approve it — shared by the clean
 * instance's journeys of each programme (manual river, marine and air, investigative studies).
 */

export interface Person {
  username: string;
  password: string;
}

/** Today in Kuala Lumpur, as the forms and reports write it. */
const klDay = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
export const TODAY = {
  iso: klDay,
  dmy: `${klDay.slice(8, 10)}/${klDay.slice(5, 7)}/${klDay.slice(0, 4)}`,
  month: klDay.slice(0, 7),
  year: klDay.slice(0, 4),
};

export async function bearer(page: Page): Promise<Record<string, string>> {
  const cookie = await page.evaluate(() => document.cookie);
  return { authorization: `Bearer ${decodeURIComponent(/user_eqmp=([^;]+)/.exec(cookie)![1]!)}` };
}

export async function signOutAndIn(page: Page, user: Person): Promise<void> {
  await page.goto('/logout');
  await expect.poll(() => page.evaluate(() => document.cookie)).not.toMatch(/user_eqmp=/);
  await signIn(page, user);
}

export interface JourneyStation {
  id: string;
  module: string;
  name: string;
  longitude: number;
  latitude: number;
  targetClass?: string;
  locationType?: 'COASTAL' | 'ESTUARY' | 'ISLAND';
  parameters: string[];
}

/**
 * A station with its parameters, and the QA/QC officers who review and approve its samples, made
 * through the System Admin's API: a clean instance has neither.
 */
export async function setUpStation(
  request: APIRequestContext,
  auth: Record<string, string>,
  { parameters, ...station }: JourneyStation,
  people: Person[],
): Promise<void> {
  const made = await request.post('/api2/inventory/stations', { headers: auth, data: station });
  expect(made.status()).toBe(201);
  const codes = await request.put(`/api2/inventory/stations/${station.id}/parameters`, {
    headers: auth,
    data: { codes: parameters },
  });
  expect(codes.ok()).toBe(true);
  const m = station.module;
  for (const person of people) {
    const user = await request.post('/api2/admin/users', {
      headers: auth,
      data: {
        username: person.username,
        fullName: person.username,
        email: `${person.username}@example.org`,
        userGroup: 'department',
        password: person.password,
        functions: [`View Flag Details ${m}`, `Update Flag ${m}`, `Report ${m}`, `Map ${m}`],
      },
    });
    expect(user.status()).toBe(201);
  }
}

/** The schedule page with the station, a single visit and the team chosen; the days are left to fill. */
export async function startPlan(page: Page, prefix: string, stationId: string): Promise<void> {
  await page.goto(`${prefix}/report/schedule`);
  await expect(page.getByRole('heading', { name: /Sampling schedule and progress/ })).toBeVisible();
  await page.getByLabel('Station').click();
  await chooseTyped(page, stationId);
  await page.getByLabel('Frequency').click();
  await page.getByTitle('Once', { exact: true }).click();
  await page.getByLabel('Team', { exact: true }).fill('Team J');
}

/** Plans the visit for today and sees the plan saved. */
export async function planToday(page: Page): Promise<void> {
  await page.getByLabel('First day (DD/MM/YYYY)').fill(TODAY.dmy);
  await page.getByLabel('Last day (DD/MM/YYYY)').fill(TODAY.dmy);
  await page.getByRole('button', { name: 'Plan the visits' }).click();
  await expect(page.getByText('Plan saved: 1 visit planned.')).toBeVisible();
}

/** The field form of the station's visit due today. */
export async function openVisit(page: Page, prefix: string, station: JourneyStation) {
  await page.goto(`${prefix}/form/field_data_entry?station=${station.id}`);
  await page.getByRole('link', { name: `${station.id} — ${station.name}` }).click();
}

/**
 * Records the open visit just after midnight (so the visit is in the past whenever the journey
 * runs) with its in-situ readings (by their field labels), and answers the sample's code from
 * its printed label.
 */
export async function saveVisit(
  page: Page,
  readings: Record<string, string>,
  observations: string,
): Promise<string> {
  await page.getByLabel('Time (HH:MM)').fill('00:10');
  await expect(page.getByText('Recorded as 00:00 (times round to :00 or :30).')).toBeVisible();
  for (const [label, value] of Object.entries(readings)) await page.getByLabel(label).fill(value);
  await page.getByLabel('Observations').fill(observations);
  await page.getByRole('button', { name: 'Save the visit' }).click();
  const label = page.getByLabel(/^Label of sample [A-Z]+-\d{6}$/);
  await expect(label).toBeVisible();
  await expect(label.locator('canvas')).toBeVisible();
  return /[A-Z]+-\d{6}/.exec((await label.getAttribute('aria-label'))!)![0];
}

/** Opens a lab batch on the lab results page. */
export async function openBatch(page: Page, prefix: string, reference: string): Promise<void> {
  await page.goto(`${prefix}/form/lab_results`);
  await page.getByLabel('Laboratory').fill('Jabatan Kimia Malaysia');
  await page.getByLabel('Batch reference').fill(reference);
  await page.getByRole('button', { name: 'Open a batch' }).click();
  await expect(page.getByRole('tab', { name: 'Import a lab file' })).toBeVisible();
}

/**
 * Imports a lab file (`Sample No,Analyte,Result,MDL,Method` rows) into the open batch: the
 * preview counts the good rows and the bad ones (`onPreview` may look closer), only the good ones
 * are imported.
 */
export async function importLabFile(
  page: Page,
  rows: string[],
  counts: { good: number; bad: number },
  onPreview: () => Promise<void> = async () => undefined,
): Promise<void> {
  const csv = ['Sample No,Analyte,Result,MDL,Method', ...rows].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'lab.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(
    page.getByText(`lab.csv: ${rows.length} rows read. Map its columns to the fields.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Preview every row' }).click();
  await expect(
    page.getByText(`${counts.good} rows are good, ${counts.bad} will be skipped.`, {
      exact: false,
    }),
  ).toBeVisible();
  await onPreview();
  await page.getByRole('button', { name: `Import the ${counts.good} good rows` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Import the ${counts.good} good rows` })
    .click();
  await expect(
    page.getByText(`${counts.good} results and 0 QC samples imported for 1 samples.`),
  ).toBeVisible();
}

/** The lab verifies the batch's sample: its results then wait for review. */
export async function verifySample(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Batch, verification and QC' }).click();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Sample verified: its results wait for review.')).toBeVisible();
}

/** Level 2 by one officer, level 3 by another, on the month's validation page. */
export async function reviewAndApprove(
  page: Page,
  prefix: string,
  stationId: string,
  reviewer: Person,
  approver: Person,
): Promise<void> {
  for (const [who, button, done] of [
    [reviewer, 'Mark reviewed (level 2)', 'reviewed'],
    [approver, 'Approve (level 3)', 'approved'],
  ] as const) {
    await signOutAndIn(page, who);
    await page.goto(`${prefix}/report/datavalidation?month=${TODAY.month}`);
    await page.getByPlaceholder('Find a station by its ID or name').fill(stationId);
    await page.getByRole('checkbox', { name: stationId }).check();
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('dialog').getByRole('button', { name: button }).click();
    await expect(page.getByText(`Samples ${done}: 1 · stations: 1.`)).toBeVisible();
  }
}

/** The station's row of this month in the module's monthly report, which reads approved data. */
export async function monthlyReportRow(page: Page, prefix: string, stationId: string) {
  await page.goto(`${prefix}/report/monthly?station=${stationId}&year=${TODAY.year}`);
  await expect(page.getByText('Data level: Approved')).toBeVisible();
  return page.getByRole('row', { name: new RegExp(`${stationId}.*${TODAY.month}`) });
}
