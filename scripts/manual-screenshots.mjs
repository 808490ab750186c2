#!/usr/bin/env node
// `npm run manual:screenshots`: takes the user manual's screenshots from the product itself, in
// English and Malay, and writes them to docs/manual/images/<language>/, where the manual build
// (scripts/build-manual.mjs) reads them; then builds the manual's PDFs again beside the server
// bundle. Run it on demand after a change to the pages the pictures show, and commit the images.
//
// It starts the built server the way the browser journeys do (scripts/e2e-server.mjs: a fresh,
// throw-away data directory with the demo network and accounts) on its own port, waits until the
// demo history is loaded, and drives Debian's Chromium through Playwright's library API.
//
//   node scripts/manual-screenshots.mjs [name …]   only the named screenshots (e.g. home map)
//
// Environment: MANUAL_SCREENSHOTS_PORT (default 8290; the readiness probe answers on port + 100),
// CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const IMAGES = join(root, 'docs/manual/images');
const LANGUAGES = ['en', 'ms'];

/** The accounts the pictures are taken as: the demo's air officer and the System Admin. */
const USERS = {
  // The password scripts/e2e-server.mjs gives the System Admin of its instance.
  admin: { username: 'admin', password: 'e2e-admin-pass-1' },
  air: { username: 'air.officer', password: 'eqmp-demo-2026' },
};

/** The current month in Malaysia time (the demo's history covers the last two days). */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kuala_Lumpur',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);

/**
 * Every screenshot of the manual: its file name (the name the chapters give it), the document
 * that shows it, the account it is taken as (none: signed out), the page and, where the page
 * needs it, what to wait for before the picture is taken. The build leaves a picture out, with a
 * warning, only while it is one of these and has not been taken yet.
 */
export const SCREENSHOTS = [
  { name: 'signin.png', document: 'getting-started', user: null, path: '/' },
  { name: 'home.png', document: 'getting-started', user: 'air', path: '/Main' },
  {
    name: 'profile.png',
    document: 'getting-started',
    user: 'air',
    path: '/eqmp/app/edc/user_profile',
  },
  {
    name: 'qaqc-2nd-level.png',
    document: 'continuous-data',
    user: 'admin',
    path: () =>
      `/eqmp/app/air/caqm/report/qaqc_2nd_level?station=CA19B&parameter=PM10&month=${thisMonth()}`,
    ready: 'table',
  },
  {
    name: 'manual-validation.png',
    document: 'manual-programmes',
    user: 'admin',
    path: '/eqmp/app/river/mrwqm/report/datavalidation',
    ready: 'table',
  },
  {
    name: 'mobile-entry.png',
    document: 'mobile-and-investigative',
    user: 'admin',
    path: '/eqmp/app/air/mcaqm/form/mcaqm_data_entry',
    ready: 'table',
  },
  {
    name: 'soj-identification.png',
    document: 'straits-of-johor',
    user: 'admin',
    path: '/eqmp/app/marine/soj/identification',
    ready: 'form',
  },
  {
    name: 'calibration-record.png',
    document: 'records',
    user: 'admin',
    path: '/eqmp/app/air/caqm/report/calibration_record',
    ready: 'table',
  },
  {
    name: 'alert-management.png',
    document: 'alerts',
    user: 'admin',
    path: '/eqmp/app/air/caqm/alert/alert_management',
    ready: 'table',
  },
  {
    name: 'map.png',
    document: 'maps-and-reports',
    user: 'air',
    path: '/eqmp/app/air/caqm/map/caqm_mapviewer?c=101.60000,3.10000&z=9.00',
    ready: 'canvas',
  },
  {
    name: 'executive-summary.png',
    document: 'maps-and-reports',
    user: 'admin',
    path: '/eqmp/app/edc/executive_summary/index_overview',
    ready: 'canvas',
  },
  {
    name: 'documents.png',
    document: 'documents-and-reporting',
    user: 'admin',
    path: '/eqmp/app/edc/doc_repository',
    ready: 'table',
  },
  {
    name: 'user-list.png',
    document: 'system-administration',
    user: 'admin',
    path: '/eqmp/app/edc/system_administration/user_list',
    ready: 'table',
  },
  {
    name: 'public-air.png',
    document: 'public-portal',
    user: null,
    path: '/public/air_quality',
    ready: 'canvas',
  },
];

/** Starts scripts/e2e-server.mjs on `port`; resolves with a stop function once it is ready. */
async function startServer(port) {
  const server = spawn(process.execPath, [join(root, 'scripts/e2e-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), EQMP_DEMO: '1' },
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = () =>
    new Promise((done) => {
      if (exited) return done();
      server.on('exit', done);
      server.kill('SIGTERM');
    });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (exited)
      throw new Error('The portal stopped before it was ready (is it built? npm run build)');
    const ready = await fetch(`http://127.0.0.1:${port + 100}/`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ready) return stop;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The portal was not ready within five minutes.');
    }
    await new Promise((done) => setTimeout(done, 1_000));
  }
}

/** Signs in through the sign-in page (in English: the labels are found by their English names). */
async function signIn(page, user) {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('lang_eqmp', 'en'));
  await page.reload();
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/Main$/, { timeout: 60_000 });
}

/** Opens the shot's page in `language`, waits until it has drawn, and writes the picture. */
async function take(page, shot, language) {
  const path = typeof shot.path === 'function' ? shot.path() : shot.path;
  await page.goto(path);
  await page.evaluate((lang) => {
    localStorage.setItem('lang_eqmp', lang);
    localStorage.setItem('theme_eqmp', 'light');
  }, language);
  await page.reload();
  await page.locator(`html[lang^="${language}"]`).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  if (shot.ready) await page.locator(shot.ready).first().waitFor({ timeout: 30_000 });
  // Ant Design's spinners and transitions settle after the last answer.
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'hidden', timeout: 30_000 })
    .catch(() => undefined);
  await page.waitForTimeout(700);
  const file = join(IMAGES, language, shot.name);
  await page.screenshot({ path: file });
  console.log(`  ${language}/${shot.name}`);
}

async function main() {
  const only = process.argv.slice(2);
  const shots = only.length
    ? SCREENSHOTS.filter(
        (s) => only.includes(s.name) || only.includes(s.name.replace(/\.png$/, '')),
      )
    : SCREENSHOTS;
  if (shots.length === 0) throw new Error(`No screenshot is named ${only.join(', ')}.`);
  const port = Number(process.env.MANUAL_SCREENSHOTS_PORT ?? 8290);
  console.log('Starting the portal with its demo data…');
  const stop = await startServer(port);
  const { chromium } = await import('@playwright/test');
  const { chromiumArgs, fullChromium } = await import('./chromium.mjs');
  const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs });
  try {
    for (const language of LANGUAGES) mkdirSync(join(IMAGES, language), { recursive: true });
    // One browser context per account, so each signs in once.
    for (const user of [null, ...Object.keys(USERS)]) {
      const own = shots.filter((s) => s.user === user);
      if (own.length === 0) continue;
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${port}`,
        viewport: { width: 1280, height: 760 },
      });
      const page = await context.newPage();
      if (user) await signIn(page, USERS[user]);
      console.log(user ? `As ${USERS[user].username}:` : 'Signed out:');
      for (const language of LANGUAGES) for (const shot of own) await take(page, shot, language);
      await context.close();
    }
  } finally {
    await browser.close();
    await stop();
  }
  const { buildManual } = await import('./build-manual.mjs');
  await buildManual(join(root, 'apps/server/dist/manual'));
  console.log('The manual is built again with the new screenshots. Commit docs/manual/images.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
