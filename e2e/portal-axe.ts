import { expect, type Page } from '@playwright/test';
import axe, { type SerialContextObject, type Result, type RunOptions } from 'axe-core';

/** What one axe check judges: a region of the page, parts left out, and which rules. */
export interface AxeCheck {
  /** A selector of the part to judge; the whole document when absent. */
  include?: string;
  /** Selectors of parts left out. */
  exclude?: readonly string[];
  /** Only these rules; every rule axe enables by default when absent. */
  only?: readonly string[];
  /** Rules left out. */
  skip?: readonly string[];
}

/**
 * Axe's violations on the page as it stands. Axe is loaded into the page once (the single-page
 * app keeps it across its own navigations) and runs inside it, over the top document: the portal
 * draws none of its own content in a frame (the user manual's PDF is the browser's viewer).
 * Only violations are collected, so a run costs the rules' work alone.
 */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions = {
    resultTypes: ['violations'],
    iframes: false,
    ...(check.only ? { runOnly: { type: 'rule', values: [...check.only] } } : {}),
    ...(check.skip
      ? { rules: Object.fromEntries(check.skip.map((id) => [id, { enabled: false }])) }
      : {}),
  };
  const context: SerialContextObject = {
    exclude: [...(check.exclude ?? [])],
    ...(check.include ? { include: [check.include] } : {}),
  };
  return page.evaluate(
    async ({ context, options }) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(context, options)).violations,
    { context, options },
  );
}

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
  return (await axeViolations(page, { skip: ['color-contrast'] }))
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
