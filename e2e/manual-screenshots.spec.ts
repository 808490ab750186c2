import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { AIR_OFFICER, signIn } from './helpers';

/**
 * The screenshots of the user manual, taken from the product itself in each language and written
 * to docs/manual/images/<language>/, where the manual build reads them. Run this journey after a
 * change to the pages they show, then rebuild the manual.
 */
const imagesDir = join(dirname(fileURLToPath(import.meta.url)), '../docs/manual/images');

for (const language of ['en', 'ms'] as const) {
  test(`the manual's screenshots in ${language === 'en' ? 'English' : 'Malay'}`, async ({
    page,
  }) => {
    const dir = join(imagesDir, language);
    mkdirSync(dir, { recursive: true });
    await page.setViewportSize({ width: 1280, height: 760 });
    await page.goto('/');
    await page.evaluate((lang) => {
      localStorage.setItem('lang_eqmp', lang);
      localStorage.setItem('theme_eqmp', 'light');
    }, language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}`));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(dir, 'signin.png') });

    await page.evaluate(() => localStorage.setItem('lang_eqmp', 'en'));
    await signIn(page, AIR_OFFICER);
    await page.evaluate((lang) => localStorage.setItem('lang_eqmp', lang), language);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(dir, 'home.png') });

    await page.goto('/eqmp/app/air/caqm/map/caqm_mapviewer?c=101.60000,3.10000&z=9.00');
    await expect(page.locator('canvas').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(dir, 'map.png') });
  });
}
