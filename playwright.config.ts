import { defineConfig } from '@playwright/test';
import { chromiumArgs, fullChromium, headlessChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 8190);
/** The accessibility sweep reads every page; it runs beside the journeys against a server of its own. */
const a11yPort = port + 1;
/** Journeys under e2e/clean run on an instance started without the demo (EQMP_DEMO=0). */
const cleanPort = port + 2;
const launchOptions = { executablePath: headlessChromium, args: chromiumArgs };
/** The journey that reads the user manual's PDF inside the page. */
const PDF_JOURNEY = 'manual.spec.ts';
const url = (p: number) => `http://127.0.0.1:${p}`;
const server = (p: number, demo = true) => ({
  command: 'node scripts/e2e-server.mjs',
  // Ready once the demo history is loaded (scripts/e2e-server.mjs answers on port + 100).
  url: `${url(p + 100)}/`,
  reuseExistingServer: false,
  timeout: 300_000,
  env: { PORT: String(p), EQMP_DEMO: demo ? '1' : '0' },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * Browser journeys in Debian's Chromium (its headless build; the full browser for the PDF journey)
 * against the built server on a fresh data directory.
 * The journeys share one server and change its data, so they run one at a time, in file order;
 * the accessibility sweep only reads, so its parts run at the same time on a second server. The
 * clean instance's journeys (every station, person and value entered through the pages) run one
 * at a time on a third server that has no demo data and no simulator.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/e2e.json' }]],
  outputDir: 'test-results',
  use: {
    viewport: { width: 1366, height: 820 },
    // As a device set to reduce motion: dialogs, menus and charts appear at once (the portal
    // honours the setting), so no step waits for an animation to end.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // The journeys come first so that one worker starts on their long chain at once; the parts of
  // the sweep and the clean instance's journeys fill the other worker, then both.
  projects: [
    {
      name: 'journeys',
      testIgnore: ['accessibility.spec.ts', 'clean/**', PDF_JOURNEY],
      workers: 1,
      use: { baseURL: url(port) },
    },
    {
      // Reads only, so it runs beside the other journeys on their server, in the full browser.
      name: 'pdf-viewer',
      testMatch: PDF_JOURNEY,
      workers: 1,
      use: {
        baseURL: url(port),
        launchOptions: { ...launchOptions, executablePath: fullChromium },
      },
    },
    {
      name: 'accessibility',
      testMatch: 'accessibility.spec.ts',
      workers: 2,
      use: { baseURL: url(a11yPort) },
    },
    {
      name: 'clean',
      testMatch: 'clean/**/*.spec.ts',
      workers: 1,
      use: { baseURL: url(cleanPort) },
    },
  ],
  webServer: [server(port), server(a11yPort), server(cleanPort, false)],
});
