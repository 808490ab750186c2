import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is, in light and then dark theme, and fails on any serious or
 * critical violation. Colour contrast is left out: the theme's palette is checked on its own.
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  ready: () => Promise<void>,
): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('theme_eqmp', value), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await ready();
    const result = await new AxeBuilder({ page }).disableRules(['color-contrast']).analyze();
    const serious = result.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
}
