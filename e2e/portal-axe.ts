import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's running CSS transitions and finite animations to end (a button fading from
 * its unstyled colours to the theme's would otherwise be judged half-way); spinners that never end
 * are left alone.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Axe's serious and critical findings on the page as it is, one line each. Colour contrast is
 * left out: the accessibility journey checks it on every page of the route table in both themes.
 */
export async function seriousFindings(page: Page, label = ''): Promise<string[]> {
  await transitionsDone(page);
  const { violations } = await new AxeBuilder({ page }).disableRules(['color-contrast']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Axe's serious and critical findings on the page in its current theme and then in the other
 * one, switched with the header's theme switch as a person does (no reload, so what the journey
 * opened stays open); the first theme is switched back afterwards.
 */
export async function seriousFindingsInBothThemes(page: Page, label = ''): Promise<string[]> {
  const html = page.locator('html');
  const first = (await html.getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  const second = first === 'dark' ? 'light' : 'dark';
  const toggle = page.getByRole('switch', { name: 'Theme' }).first();
  const found = await seriousFindings(page, `${label}${first}: `);
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', second);
  found.push(...(await seriousFindings(page, `${label}${second}: `)));
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', first);
  return found;
}
