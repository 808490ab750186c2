import AxeBuilder from '@axe-core/playwright';
import { PAGES } from '@eqmp/domain';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './helpers';
import { transitionsDone } from './portal-axe';

/**
 * The pages of the route table, with the demo data, in light and dark: axe-core finds no
 * serious or critical violation. The signed-in pages are visited in sequence inside the app (no
 * reload), as an officer moves through the menu, each in both themes by the header's switch.
 *
 * By default one page of each kind is checked: a module's copy of a page (its daily report, its
 * alert list, its QA/QC review…) is the same view as every other module's, so the first module's
 * copy stands for the rest. `A11Y_ALL=1` checks every page of the table (about 400 checks);
 * `A11Y_PAGES=/a,/b` checks the signed-in pages named.
 */
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const ONLY = process.env.A11Y_PAGES?.split(',');
const ALL = process.env.A11Y_ALL === '1';
/** A page's kind: its path with the module's own part taken out. */
const kindOf = (path: string) =>
  path
    .replace(/^\/eqmp\/app\/(air|river|marine)\/[a-z]+\//, '/module/')
    .replace(/\/[a-z]+_mapviewer$/, '/mapviewer');
const seenKinds = new Set<string>();
const firstOfKind = (path: string) => {
  if (ALL || ONLY) return true;
  const kind = kindOf(path);
  if (seenKinds.has(kind)) return false;
  seenKinds.add(kind);
  return true;
};
const SIGNED_OUT = PAGES.filter(
  (p) => p.access === 'public' && p.path !== '/logout' && p.path !== '/loading',
).map((p) => p.path);
const SIGNED_IN = PAGES.filter((p) => p.access !== 'public' && (!ONLY || ONLY.includes(p.path)))
  .map((p) => p.path)
  .filter(firstOfKind);

/** The page's own calls (fetch/XHR) still in flight, with when each started. */
const inFlight = new WeakMap<Page, Map<unknown, number>>();

function trackRequests(page: Page) {
  const pending = new Map<unknown, number>();
  inFlight.set(page, pending);
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') pending.set(r, Date.now());
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/** A page has settled when its data calls have answered (a call hanging longer is ignored), nothing spins and nothing is still fading in. */
async function settle(page: Page) {
  const busy = () =>
    [...(inFlight.get(page)?.values() ?? [])].filter((since) => Date.now() - since < 4_000).length;
  await expect
    .poll(busy, { timeout: 6_000, intervals: [100, 200] })
    .toBe(0)
    .catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'))
    .toHaveCount(0, { timeout: 6_000 })
    .catch(() => undefined);
  await transitionsDone(page);
}

const push = (page: Page, path: string) =>
  page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

/**
 * Moves the single-page app to `path` as a menu link would, through the not-found page so the
 * previous page is surely gone before the next one is checked.
 */
async function visit(page: Page, path: string) {
  await push(page, '/__between-pages');
  await expect(page.getByText('Page not found')).toBeVisible();
  await push(page, path);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  await settle(page);
}

/** Axe's serious and critical findings; `region` limits the check to the page content (the shell is checked once). */
async function findings(
  page: Page,
  theme: string,
  path: string,
  region?: string,
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  // A page that shows no content region (a dialog in its place) is judged whole.
  const inRegion = region !== undefined && (await page.locator(region).count()) > 0;
  const { violations } = await (inRegion ? builder.include(region) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${theme} ${path} ${v.id} (${v.impact}): ${v.nodes
          .map(
            (n) =>
              `${n.target.join(' ')}${process.env.A11Y_DETAIL ? ` ${n.html.slice(0, 160)} ${n.failureSummary}` : ''}`,
          )
          .slice(0, 3)
          .join(', ')}`,
    );
}

/**
 * Switches the theme with the header's switch, as a person does, and waits until the page has
 * repainted. A page that holds a dialog over the header (the SOJ identification) is reloaded in
 * the stored theme instead.
 */
async function switchTheme(page: Page, theme: Theme) {
  const clicked = await page
    .getByRole('switch', { name: 'Theme' })
    .first()
    .click({ timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!clicked) {
    await page.evaluate((t) => localStorage.setItem('theme_eqmp', t), theme);
    await page.reload();
    await settle(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await transitionsDone(page);
}

/** Both themes on the page as it stands: the current one, then the other one by the header switch. */
async function bothThemes(page: Page, path: string, region?: string): Promise<string[]> {
  const first = ((await page.locator('html').getAttribute('data-theme')) ?? 'light') as Theme;
  const second: Theme = first === 'dark' ? 'light' : 'dark';
  const found = await findings(page, first, path, region);
  await switchTheme(page, second);
  return [...found, ...(await findings(page, second, path, region))];
}

/**
 * The sweep in parts that run side by side with the journeys: the signed-out pages, then the
 * signed-in pages cut into slices of the route table, each in a browser context of its own.
 */
const PARTS = 6;
const partOf = (index: number) =>
  SIGNED_IN.slice(
    Math.floor((index * SIGNED_IN.length) / PARTS),
    Math.floor(((index + 1) * SIGNED_IN.length) / PARTS),
  );
test.describe.configure({ mode: 'parallel' });

test('the signed-out pages pass axe in the light and the dark theme', async ({ browser }) => {
  test.setTimeout(10 * 60_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  trackRequests(page);
  const found: string[] = [];
  // Each page is loaded in each stored theme (the public headers carry no switch).
  for (const path of SIGNED_OUT) {
    for (const theme of THEMES) {
      await page.goto('/__between-pages');
      await page.evaluate((t) => localStorage.setItem('theme_eqmp', t), theme);
      await page.goto(path);
      await settle(page);
      found.push(...(await findings(page, theme, path)));
    }
  }
  await context.close();
  expect(found).toEqual([]);
});

for (let part = 0; part < PARTS; part += 1) {
  const first = part === 0;
  const last = part === PARTS - 1;
  test(`the signed-in pages, part ${part + 1} of ${PARTS}, pass axe in the light and the dark theme`, async ({
    browser,
  }) => {
    test.setTimeout(10 * 60_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/__between-pages');
    await page.evaluate(() => localStorage.setItem('theme_eqmp', 'light'));
    trackRequests(page);
    await signIn(page, ADMIN);
    await settle(page);
    const found: string[] = [];
    // The shell (menu and header) is the same on every page: it is judged whole once.
    if (first)
      found.push(...(await bothThemes(page, '/Main (whole page with its menu and header)')));
    for (const path of partOf(part)) {
      const started = Date.now();
      await visit(page, path);
      found.push(...(await bothThemes(page, path, 'main')));
      if (process.env.A11Y_TIMING) console.log(`${path} ${Date.now() - started} ms`);
    }
    // /logout ends the session, so the last part checks it last.
    if (last) {
      await visit(page, '/logout');
      found.push(...(await findings(page, 'light', '/logout')));
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
