import { expect, test, type Page } from '@playwright/test';
import { ADMIN, chooseTyped, signIn } from '../helpers';
import { SOJ, verifyIdentity } from '../soj-identity';
import { bearer, signOutAndIn, TODAY, type Person } from './manual-round';

// On a clean instance (EQMP_DEMO=0): the station, the plan, the people and the results are all
// entered here; nothing comes from the demo.
const STATION = { id: 'SJC01', name: 'Selat Tebrau Journey' };
const PASSWORD = 'journey-pass-2026';
const ENTERER: Person = { username: 'soj.enterer', password: PASSWORD };
const CHECKER: Person = { username: 'soj.checker', password: PASSWORD };
const SIGNER: Person = { username: 'soj.signer', password: PASSWORD };

/** Each of the three people holds only their step's role (the four-eyes sign-off's). */
const ROLES: [Person, string][] = [
  [ENTERER, 'Data Entry SOJ'],
  [CHECKER, 'Verify Data SOJ'],
  [SIGNER, 'Approve Data SOJ'],
];

/** The round of the journey's station in this quarter, on a page listing rounds. */
const roundRow = (page: Page) => page.getByRole('row').filter({ hasText: STATION.id });

/** Opens the round's review on the verify or pending approval page and gives the decision. */
async function decide(page: Page, path: string, decision: 'Verify' | 'Approve'): Promise<void> {
  await page.goto(`${SOJ}/${path}`);
  await roundRow(page).getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog');
  await expect(review.getByText(`${ENTERER.username} · entered`)).toBeVisible();
  // A click that lands while the dialog still opens is lost on a loaded machine: click again
  // until the dialog closes (the button ignores clicks while the decision runs).
  await expect(async () => {
    if (await review.isVisible())
      await review.getByRole('button', { name: decision, exact: true }).click({ timeout: 3_000 });
    await expect(review).toBeHidden({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

test('an SOJ round on a clean instance: the station added in the inventory, the round planned on the schedule page, entered, verified and approved by three people', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(page, ADMIN);

  // The station, through the inventory page.
  await page.goto('/eqmp/app/edc/inventory/inventory_maintenance');
  await page.getByRole('button', { name: 'Add station' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('Station ID', { exact: true }).fill(STATION.id);
  // SOJ is the last module of the list (which has no search): up from the first option.
  await form.getByLabel('Module', { exact: true }).click();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(form.getByTitle('SOJ – Straits of Johor')).toBeVisible();
  await form.getByLabel('Station name', { exact: true }).fill(STATION.name);
  await form.getByLabel('Longitude', { exact: true }).fill('103.64');
  await form.getByLabel('Latitude', { exact: true }).fill('1.37');
  await form.getByLabel('Location type', { exact: true }).click();
  await page.getByTitle('Estuary', { exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // The three people of the sign-off, through the System Admin's API.
  const auth = await bearer(page);
  for (const [person, role] of ROLES) {
    const made = await request.post('/api2/admin/users', {
      headers: auth,
      data: {
        username: person.username,
        fullName: person.username,
        email: `${person.username}@example.org`,
        userGroup: 'department',
        password: person.password,
        functions: [role],
      },
    });
    expect(made.status()).toBe(201);
  }

  // The station is one of the programme's; the System Admin plans a round for today.
  await verifyIdentity(page, ADMIN);
  await page.goto(`${SOJ}/stations`);
  await expect(page.getByRole('cell', { name: STATION.name })).toBeVisible();
  await page.goto(`${SOJ}/schedule`);
  await page.getByLabel('Stations', { exact: true }).click();
  await chooseTyped(page, STATION.id);
  await page.keyboard.press('Escape');
  await page.getByLabel('Frequency').click();
  await page.getByTitle('Once', { exact: true }).click();
  await page.getByLabel('First day (DD/MM/YYYY)').fill(TODAY.dmy);
  await page.getByLabel('Last day (DD/MM/YYYY)').fill(TODAY.dmy);
  await page.getByRole('button', { name: 'Plan the rounds' }).click();
  await expect(
    page.getByText('Plan saved: 1 round planned; 0 station quarters already had one.'),
  ).toBeVisible();
  await expect(roundRow(page).getByText('Planned')).toBeVisible();

  // Entry (first person).
  await signOutAndIn(page, ENTERER);
  await verifyIdentity(page, ENTERER);
  await page.goto(`${SOJ}/data_entry`);
  await roundRow(page).getByRole('button', { name: 'Enter results' }).click();
  await page.getByLabel('Value of DO').fill('6.3');
  await page.getByLabel('Value of TSS').fill('24');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Verification (second person), then approval (third person).
  await signOutAndIn(page, CHECKER);
  await verifyIdentity(page, CHECKER);
  await decide(page, 'verify', 'Verify');
  await signOutAndIn(page, SIGNER);
  await verifyIdentity(page, SIGNER);
  await decide(page, 'pending_approval', 'Approve');

  // The approved round on the schedule, with who did each step.
  await page.goto(`${SOJ}/schedule?year=${TODAY.year}`);
  const done = roundRow(page);
  await expect(done.getByText('Approved')).toBeVisible();
  for (const person of [ENTERER, CHECKER, SIGNER])
    await expect(done.getByRole('cell', { name: person.username, exact: true })).toBeVisible();
});
