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
 * Runs axe on the page in light and then dark theme (reloading it in each), and fails on any
 * serious or critical violation. `ready` waits for what the page must show before the check
 * (by default, for the network to go quiet). The light theme is stored again afterwards.
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  ready: () => Promise<void> = () => page.waitForLoadState('networkidle'),
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme_eqmp', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await ready();
    expect(await seriousFindings(page, `${theme}: `)).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('theme_eqmp', 'light'));
}
