import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe's serious and critical findings on the page as it is, one line each. Colour contrast is
 * left out: the accessibility journey checks it on every page of the route table in both themes.
 */
export async function seriousFindings(page: Page, label = ''): Promise<string[]> {
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
