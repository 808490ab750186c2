#!/usr/bin/env node
// `npm test`: every suite — unit, component and route tests (Vitest), then the browser journeys
// (Playwright in Debian's Chromium) — and one closing line `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fullChromium, headlessPath } from './chromium.mjs';
import { summarise } from './test-summary.mjs';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;
/** Each stage's wall time, printed at the end so a slow stage is seen at once. */
const stageTimes = [];
const timed = (name, step) => {
  const started = Date.now();
  const status = step();
  stageTimes.push(`${name.padEnd(32)} ${Math.round((Date.now() - started) / 1000)}s`);
  return status;
};

/**
 * The browser journeys never skip silently: Chromium is installed here or the run stops. Debian's
 * `chromium-headless-shell` (the same engine without the browser's screens) runs most journeys
 * faster; without it they all run in the full browser.
 */
function ensureChromium() {
  const path = fullChromium;
  const missing = [
    ...(existsSync(path) ? [] : ['chromium']),
    ...(existsSync(headlessPath) ? [] : ['chromium-headless-shell']),
  ];
  if (missing.length > 0 && process.getuid?.() === 0) {
    console.log(`Installing Debian's ${missing.join(' and ')} package…`);
    if (run('apt-get', ['update', '-qq']) === 0)
      run('apt-get', ['install', '-y', '-qq', ...missing], { DEBIAN_FRONTEND: 'noninteractive' });
  }
  if (existsSync(path)) return;
  console.error(
    `The browser journeys need Chromium at ${path}. Install it with:\n  sudo apt-get install -y chromium chromium-headless-shell\n(or set CHROMIUM_PATH to a Chromium binary).`,
  );
  process.exit(1);
}

ensureChromium();
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const unit = timed('Unit, component and route tests', () =>
  run(process.execPath, [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${join(results, 'unit.json')}`,
  ]),
);
const built = timed('Build', () => run(process.execPath, [join(root, 'scripts/build.mjs')]));
const e2e =
  built === 0
    ? timed('Browser journeys', () =>
        run(process.execPath, [join(root, 'node_modules/@playwright/test/cli.js'), 'test']),
      )
    : 1;

const { passed, failed, names } = summarise([
  join(results, 'unit.json'),
  join(results, 'e2e.json'),
]);
console.log('');
for (const line of stageTimes) console.log(line);
for (const name of names) console.log(`Failed: ${name}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(unit !== 0 || e2e !== 0 || failed > 0 ? 1 : 0);
