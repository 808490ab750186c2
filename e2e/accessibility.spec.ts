import { needsSojSession, PAGES } from '@eqmp/domain';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN, signIn } from './helpers';
import { axeViolations, transitionsDone } from './portal-axe';
import { verifyIdentity } from './soj-identity';

/**
 * The pages of the route table, with the demo data, in light and dark: axe-core finds no
 * serious or critical violation. The signed-in pages are visited in sequence inside the app (no
 * reload), as an officer moves through the menu, each in both themes by the header's switch: every
 * rule in the first theme, the rules a theme can change (colours) in the second. The SOJ pages are
 * visited after the second identification, by an officer who may enter SOJ data.
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
const signedIn = PAGES.filter((p) => p.access !== 'public' && (!ONLY || ONLY.includes(p.path)));
/** The Straits of Johor pages open only after the second identification: they have a part of their own. */
const SOJ_PAGES = signedIn.filter(needsSojSession).map((p) => p.path);
const SIGNED_IN = signedIn
  .filter((p) => !needsSojSession(p))
  .map((p) => p.path)
  .filter(firstOfKind);
/** A marine officer who may enter SOJ data (the demo's). */
const SOJ_USER = { username: 'marine.officer', password: 'eqmp-demo-2026' };

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

/**
 * The rules whose outcome depends on the colours: the only ones a change of theme can change
 * (names, roles, labels and structure are the same in both).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Axe's serious and critical findings; `region` limits the check to the page content (the shell
 * is checked once); `coloursOnly` runs only the rules a theme can change.
 */
async function findings(
  page: Page,
  theme: string,
  path: string,
  region?: string,
  coloursOnly = false,
): Promise<string[]> {
  // A table's rows are drawn by the same cells: its first six stand for the rest (judging a whole
  // page of rows would double the time of a table page, most of it the contrast of repeated cells).
  // A page that shows no content region (a dialog in its place) is judged whole.
  const inRegion = region !== undefined && (await page.locator(region).count()) > 0;
  const violations = await axeViolations(page, {
    ...(inRegion ? { include: region } : {}),
    exclude: ['.ant-table-tbody > tr:nth-child(n+7)'],
    ...(coloursOnly ? { only: COLOUR_RULES } : {}),
  });
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

/**
 * Both themes on the page as it stands: every rule in the current one, then the colour rules in
 * the other one, switched to by the header switch.
 */
async function bothThemes(page: Page, path: string, region?: string): Promise<string[]> {
  const first = ((await page.locator('html').getAttribute('data-theme')) ?? 'light') as Theme;
  const second: Theme = first === 'dark' ? 'light' : 'dark';
  const found = await findings(page, first, path, region);
  await switchTheme(page, second);
  return [...found, ...(await findings(page, second, path, region, true))];
}

/** A browser context of its own, signed in as `user` in the light theme, on Home. */
async function signedInPage(browser: Browser, user: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/__between-pages');
  await page.evaluate(() => localStorage.setItem('theme_eqmp', 'light'));
  trackRequests(page);
  await signIn(page, user);
  await settle(page);
  return { context, page };
}

/** Each page of `paths` visited in turn and judged in both themes; `timing` logs how long each took. */
async function judgePages(page: Page, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const started = Date.now();
    await visit(page, path);
    found.push(...(await bothThemes(page, path, 'main')));
    if (process.env.A11Y_TIMING) console.log(`${path} ${Date.now() - started} ms`);
  }
  return found;
}

/**
 * The sweep in parts that run side by side with the journeys: the signed-out pages, the
 * signed-in pages cut into slices of the route table, and the SOJ pages, each in a browser
 * context of its own.
 */
const PARTS = 8;
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
  // Each page is loaded in each stored theme (the public headers carry no switch): every rule in
  // the first, the colour rules in the second.
  for (const path of SIGNED_OUT) {
    for (const theme of THEMES) {
      await page.goto('/__between-pages');
      await page.evaluate((t) => localStorage.setItem('theme_eqmp', t), theme);
      await page.goto(path);
      await settle(page);
      found.push(...(await findings(page, theme, path, undefined, theme !== THEMES[0])));
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
    const { context, page } = await signedInPage(browser, ADMIN);
    const found: string[] = [];
    // The shell (menu and header) is the same on every page: it is judged whole once.
    if (first)
      found.push(...(await bothThemes(page, '/Main (whole page with its menu and header)')));
    found.push(...(await judgePages(page, partOf(part))));
    // /logout ends the session, so the last part checks it last.
    if (last) {
      await visit(page, '/logout');
      found.push(...(await findings(page, 'light', '/logout')));
    }
    await context.close();
    expect(found).toEqual([]);
  });
}

test('the SOJ pages, after the second identification, pass axe in the light and the dark theme', async ({
  browser,
}) => {
  test.setTimeout(10 * 60_000);
  const { context, page } = await signedInPage(browser, SOJ_USER);
  await verifyIdentity(page, SOJ_USER);
  await settle(page);
  const found = await judgePages(page, SOJ_PAGES);
  await context.close();
  expect(found).toEqual([]);
});
