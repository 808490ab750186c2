import { expect, test } from '@playwright/test';
import { AIR_OFFICER, signIn } from './helpers';

test('an officer finds a station in the station information of a module and reads its page with a mini-map', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, AIR_OFFICER);
  await page.goto('/eqmp/app/air/caqm/report/station_information');
  await expect(
    page.getByRole('heading', { name: 'Station Information · Continuous Air (CAQM)' }),
  ).toBeVisible();
  const firstLink = page.getByRole('table').getByRole('link').first();
  await expect(firstLink).toBeVisible();
  const id = (await firstLink.innerText()).trim();
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${id}`));
  await page.getByRole('table').getByRole('link', { name: id, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`station=${id}`));
  await expect(page.getByText('Lot information')).toBeVisible();
  await expect(page.getByRole('region', { name: /Map of the station/ })).toBeVisible();
  await expect(page.getByText('Parameters measured and latest values')).toBeVisible();

  await page.goto('/eqmp/app/air/caqm/report/station_information');
  // The air officer has no river role: the river page sends them Home.
  await page.goto('/eqmp/app/river/crwqm/report/station_information');
  await expect(page).toHaveURL(/\/Main$/);
});
