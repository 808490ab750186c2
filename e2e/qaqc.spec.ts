import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, AIR_OFFICER, authHeader, signIn } from './helpers';

// 10 October 2026 in Kuala Lumpur: PM10 every 5 minutes cycling 30, 31, 32 (each hour's mean 31),
// with one spike of 300 at 12:00. Hand-computed: that hour's mean is (300 + 342) / 12 = 53.5 and
// the day's mean (23 · 31 + 53.5) / 24 ≈ 31.94, shown as 32; without the spike the hour's mean is
// 342 / 11 ≈ 31.09 and the day's ≈ 31.0, shown as 31.
const DAY_START = Date.parse('2026-10-10T00:00:00+08:00');
const SPIKE_AT = Date.parse('2026-10-10T12:00:00+08:00');

/** Signs the admin in and lists the continuous air stations with their parameters, for set-up calls. */
async function caqmStations(page: Page, request: APIRequestContext) {
  await signIn(page, ADMIN);
  const auth = await authHeader(page);
  const stations = (await (
    await request.get('/api2/qaqc/stations?module=CAQM', { headers: auth })
  ).json()) as { id: string; parameters: { code: string }[] }[];
  return { auth, stations };
}

/** A station's logger posts twelve PM10 values 40 … 51, five minutes apart from `start`. */
async function postTwelve(
  request: APIRequestContext,
  auth: { authorization: string },
  stationId: string,
  start: string,
) {
  const { key } = (await (
    await request.post(`/api2/inventory/stations/${stationId}/ingest-key`, { headers: auth })
  ).json()) as { key: string };
  const readings = Array.from({ length: 12 }, (_, k) => ({
    parameter: 'PM10',
    ts: new Date(Date.parse(start) + k * 300_000).toISOString(),
    value: 40 + k,
  }));
  const posted = await request.post('/api2/ingest/readings', {
    headers: { authorization: `Station ${key}` },
    data: { station_id: stationId, readings },
  });
  expect((await posted.json()).accepted).toBe(12);
}

test('an officer invalidates a spike at level 2, a second officer approves the month at level 3, and the monthly report shows the corrected mean as approved', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  const auth = await authHeader(page);
  const stations = (await (
    await request.get('/api2/polling/stations', { headers: auth })
  ).json()) as { id: string; module: string; parameters: string[] }[];
  const station = stations
    .filter((s) => s.module === 'CAQM' && s.parameters.includes('PM10'))
    .at(-2)!;
  const { key } = (await (
    await request.post(`/api2/inventory/stations/${station.id}/ingest-key`, { headers: auth })
  ).json()) as { key: string };
  const readings = Array.from({ length: 288 }, (_, k) => {
    const ts = DAY_START + k * 300_000;
    return {
      parameter: 'PM10',
      ts: new Date(ts).toISOString(),
      value: ts === SPIKE_AT ? 300 : 30 + (k % 3),
    };
  });
  const posted = await request.post('/api2/ingest/readings', {
    headers: { authorization: `Station ${key}` },
    data: { station_id: station.id, readings },
  });
  expect((await posted.json()).accepted).toBe(288);
  const query = `station=${station.id}&parameter=PM10&month=2026-10`;
  const reportRow = () => page.getByRole('row', { name: /2026-10-10/ });

  // The monthly report before review: provisional, with the spike in the day's mean.
  await page.goto('/Main');
  await page.evaluate(() => localStorage.setItem('theme_eqmp', 'light'));
  await signOutAndIn(page, AIR_OFFICER);
  await page.goto(`/eqmp/app/air/caqm/report/monthly?${query}`);
  await expect(page.getByText('Data level: Provisional (automatic checks)')).toBeVisible();
  await expect(reportRow().getByRole('cell').nth(1)).toHaveText('32');

  // Level 2: the first officer finds the flagged spike, invalidates it with a reason, and marks the month reviewed.
  await page.goto(`/eqmp/app/air/caqm/report/qaqc_2nd_level?${query}&flagged=1`);
  await expect(page.getByRole('heading', { name: /QA\/QC 2nd Level Report/ })).toBeVisible();
  const spikeRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: '300', exact: true }) })
    .first();
  await expect(spikeRow.getByText('Spike (suspect)')).toBeVisible();
  await spikeRow.getByRole('checkbox').check();
  await page.getByLabel('Validity').click();
  await page.getByTitle('Not valid', { exact: true }).click();
  await page.getByLabel('Null-reason code').click();
  await page.getByTitle('AL — Voided by operator').click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Smoke from a nearby open burning');
  await page.getByRole('button', { name: 'Apply to 1 selected' }).click();
  await expect(page.getByText(/^1 values? changed\.$/)).toBeVisible();
  await expect(spikeRow.getByText('Not valid', { exact: true })).toBeVisible();
  await spikeRow.getByRole('button', { name: 'History' }).click();
  await expect(page.getByText('Smoke from a nearby open burning')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Mark the month reviewed' }).click();
  const reviewConfirm = page.getByRole('dialog').filter({ hasText: 'Mark as reviewed?' });
  await expect(reviewConfirm).toContainText('PM10: 288 values');
  await reviewConfirm.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText('The month is marked reviewed.')).toBeVisible();

  // Data validation: the reviewed month waits for approval; its change set is in the history.
  await page.goto(`/eqmp/app/air/caqm/report/datavalidation?month=2026-10`);
  await expect(
    page.getByRole('row', {
      name: new RegExp(`${station.id}.*PM10.*2026-10.*Approval \\(level 3\\)`),
    }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('cell', { name: 'Smoke from a nearby open burning' })).toBeVisible();
  await page.goto(`/eqmp/app/air/caqm/report/datavalidation?month=2026-10&tab=deletes`);
  await expect(page.getByRole('columnheader', { name: 'Requested by' })).toBeVisible();

  // The reviewer may not approve their own review.
  await page.goto(`/eqmp/app/air/caqm/report/qaqc_3rd_level?${query}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText('You reviewed this data, so another officer must approve it.'),
  ).toBeVisible();

  // Level 3: a second officer approves the month.
  await signOutAndIn(page, ADMIN);
  await page.goto(`/eqmp/app/air/caqm/report/qaqc_3rd_level?${query}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved and locked.')).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`Approved.*${station.id}`) }).first(),
  ).toBeVisible();

  // The monthly report now shows the corrected mean and says the month is approved.
  await page.goto(`/eqmp/app/air/caqm/report/monthly?${query}`);
  await expect(page.getByText('Data level: Approved')).toBeVisible();
  await expect(reportRow().getByRole('cell').nth(1)).toHaveText('31');

  await page.goto(`/eqmp/app/air/caqm/report/qaqc?month=2026-10`);
  await expect(
    page.getByRole('row', { name: new RegExp(`${station.id}.*PM10.*2026-10`) }),
  ).toContainText('100 %');

  // The data transmission record: the station sent nothing in October outside the 10th.
  await page.goto(
    `/eqmp/app/air/caqm/report/data_transmission?month=2026-10&station=${station.id}`,
  );
  await expect(
    page.getByRole('row', { name: new RegExp(`${station.id}.*9 days.*No data received`) }).first(),
  ).toBeVisible();
});

async function signOutAndIn(page: Page, user: { username: string; password: string }) {
  await page.goto('/logout');
  // Logout clears the session cookie (and any QA/QC token cookie, spec §4).
  await expect
    .poll(() => page.evaluate(() => document.cookie))
    .not.toMatch(/user_eqmp=|qaqc_eqmp=/);
  await signIn(page, user);
}

test('a one-value correction and a whole-month action are confirmed, listed, and reverted to the exact values before them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ADMIN);
  const auth = await authHeader(page);
  const stations = (await (
    await request.get('/api2/polling/stations', { headers: auth })
  ).json()) as { id: string; module: string; parameters: string[] }[];
  const station = stations
    .filter((s) => s.module === 'CAQM' && s.parameters.includes('PM10'))
    .at(-3)!;
  // 5 September 2026, 10:00–10:55 in Kuala Lumpur: twelve values 40 … 51.
  await postTwelve(request, auth, station.id, '2026-09-05T10:00:00+08:00');

  await page.goto(
    `/eqmp/app/air/caqm/report/qaqc_2nd_level?station=${station.id}&parameter=PM10&month=2026-09`,
  );
  const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
  // Each row shows the value as received and its current value.
  await expect(cell('40').first()).toBeVisible();
  const first = page
    .getByRole('row')
    .filter({ has: cell('40') })
    .first();
  await first.getByRole('checkbox').check();
  await page.getByLabel('Corrected value').fill('45');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Transcription error');
  await page.getByRole('button', { name: 'Apply to 1 selected' }).click();
  await expect(page.getByText(/^1 values? changed\.$/)).toBeVisible();
  // The form is emptied: the correction is not carried over to the next action.
  await expect(page.getByLabel('Corrected value')).toHaveValue('');

  await page.getByLabel('Validity').click();
  await page.getByTitle('Not valid', { exact: true }).click();
  await page.getByLabel('Null-reason code').click();
  await page.getByTitle('AL — Voided by operator').click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Analyser fault all month');
  await page.getByRole('button', { name: 'Apply to the whole month' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Apply to the whole month?' });
  await expect(confirm).toContainText('12 values');
  await confirm.getByRole('button', { name: 'Apply to the whole month' }).click();
  await expect(page.getByText(/^12 values changed\.$/)).toBeVisible();
  await expect(page.getByText('Not valid', { exact: true })).toHaveCount(12);

  await page.goto(`/eqmp/app/air/caqm/report/datavalidation?tab=history`);
  const set = page.getByRole('row').filter({ hasText: 'Analyser fault all month' });
  await set.getByRole('button', { name: 'Revert…' }).click();
  const revert = page.getByRole('dialog').filter({ hasText: 'Revert this change set' });
  await revert.getByRole('textbox', { name: 'Reason' }).fill('Applied to the wrong month');
  await revert.getByRole('button', { name: 'Revert 12 values' }).click();
  await expect(page.getByText('12 values reverted.')).toBeVisible();

  await page.goto(
    `/eqmp/app/air/caqm/report/qaqc_2nd_level?station=${station.id}&parameter=PM10&month=2026-09`,
  );
  const row40 = page
    .getByRole('row')
    .filter({ has: cell('40') })
    .first();
  await expect(row40.getByRole('cell', { name: '45', exact: true })).toBeVisible();
  await expect(page.getByText('Not valid', { exact: true })).toHaveCount(0);
  for (const value of ['41', '46', '51']) await expect(cell(value)).toHaveCount(2);
});

test('a reviewer brushes a period on the chart, marks it reviewed after a confirmation naming it, and moves on to the next station', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { auth, stations } = await caqmStations(page, request);
  const at = stations.findIndex(
    (s, i) => i < stations.length - 1 && s.parameters.some((p) => p.code === 'PM10'),
  );
  const station = stations[at]!;
  const next = stations[at + 1]!;
  // 5 August 2026, 10:00–10:55 in Kuala Lumpur: twelve values 40 … 51.
  await postTwelve(request, auth, station.id, '2026-08-05T10:00:00+08:00');

  await page.goto(
    `/eqmp/app/air/caqm/report/qaqc_2nd_level?station=${station.id}&parameter=PM10&month=2026-08`,
  );
  await expect(page.getByRole('cell', { name: '40', exact: true }).first()).toBeVisible();
  // The selection tool is on from the start: a drag across the middle of the chart chooses a period.
  const chart = page.locator('canvas').first();
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Mark the period reviewed' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Mark as reviewed?' });
  await expect(confirm).toContainText(
    /from \d\d\/08\/2026 \d\d:\d\d to \d\d\/08\/2026 \d\d:\d\d \(both included\) reviewed \(level 2\): PM10: \d+ values?/,
  );
  await confirm.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(page.getByText('The period is marked reviewed.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Reviewed', exact: true }).first()).toBeVisible();

  // The way on: the next station of the list, with PM10 kept where it measures it, same month.
  await page.getByRole('button', { name: 'Next station' }).click();
  await expect(page).toHaveURL(new RegExp(`station=${next.id}(&|$)`));
  await expect(page).toHaveURL(/month=2026-08/);
  await expect(page.getByLabel('Station')).toBeVisible();
  await expect(page.getByText(`${next.id} — `, { exact: false }).first()).toBeVisible();
});

test('a month held only in the imported hourly history is brought into review and listed like live data', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { stations } = await caqmStations(page, request);
  // A demo station whose history (the last two days) no journey has touched.
  const station = stations.filter((s) => s.parameters.some((p) => p.code === 'CO')).at(-4)!;
  // The month (Kuala Lumpur time) of a day and a half ago lies inside the history.
  const month = new Date(Date.now() - 36 * 3_600_000 + 8 * 3_600_000).toISOString().slice(0, 7);
  await page.goto(
    `/eqmp/app/air/caqm/report/qaqc_2nd_level?station=${station.id}&parameter=CO&month=${month}`,
  );
  const waiting = page.getByText(
    /\d+ hourly means of this period are in the imported hourly history/,
  );
  await expect(waiting).toBeVisible();
  const hours = Number(/(\d+) hourly means/.exec((await waiting.textContent())!)![1]);
  expect(hours).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Bring into review' }).click();
  await expect(page.getByText(`${hours} hourly means brought into review.`)).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // Each hour is now a value of the table (a page of 50 at most), open to correction and review.
  await expect(
    page
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox') })
      .nth(Math.min(hours, 50)),
  ).toBeAttached();
});
