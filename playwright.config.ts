import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8190);
/** The accessibility sweep reads every page; it runs beside the journeys against a server of its own. */
const a11yPort = port + 1;
const url = (p: number) => `http://127.0.0.1:${p}`;
const server = (p: number) => ({
  command: 'node scripts/e2e-server.mjs',
  url: `${url(p)}/api2/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { PORT: String(p) },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * Browser journeys in Debian's Chromium against the built server on a fresh data directory.
 * The journeys share one server and change its data, so they run one at a time, in file order;
 * the accessibility sweep only reads, so it runs at the same time on a second server.
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
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'accessibility',
      testMatch: 'accessibility.spec.ts',
      workers: 1,
      use: { baseURL: url(a11yPort) },
    },
    {
      name: 'journeys',
      testIgnore: 'accessibility.spec.ts',
      workers: 1,
      use: { baseURL: url(port) },
    },
  ],
  webServer: [server(port), server(a11yPort)],
});
