#!/usr/bin/env node
/* global window, requestAnimationFrame -- these lines run inside the page, in Chromium. */
// Map viewer benchmark (headless Chromium): time from navigation to the first map with all
// stations drawn, and frame times while panning a layer of 1,500 stations.
// Usage: npm run bench:map   (builds the app first; BENCH_RUNS sets the number of cold loads)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, fullChromium } from '../scripts/chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 8290);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 7);
const password = 'bench-admin-pass-1';
const TARGET_STATIONS = 1500;
const VIEWER = '/eqmp/app/air/caqm/map/caqm_mapviewer';

const dataDir = mkdtempSync(join(tmpdir(), 'eqmp-bench-map-'));
const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    EQMP_DEMO: '1',
    EQMP_DEMO_HISTORY_DAYS: '2',
    EQMP_ADMIN_PASSWORD: password,
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n) => Math.round(n * 10) / 10;

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api2/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function api(path, token, body) {
  const response = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Adds synthetic continuous air stations spread over the peninsula until there are 1,500. */
async function addStations(token, have) {
  const states = await api('/api2/inventory/ref/states', token);
  const selangor = states.find((s) => s.name === 'Selangor') ?? states[0];
  for (let i = have; i < TARGET_STATIONS; i++) {
    const row = Math.floor(i / 40);
    const col = i % 40;
    await api('/api2/inventory/stations', token, {
      id: `BM${String(i).padStart(4, '0')}`,
      module: 'CAQM',
      name: `Bench station ${i}`,
      stateId: selangor.id,
      longitude: 100.4 + col * 0.08,
      latitude: 1.6 + row * 0.13,
      category: 'Urban',
      expectedIntervalMinutes: 5,
    });
  }
}

async function signIn(page) {
  await page.goto(`${base}/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/Main$/);
}

/** Milliseconds from the start of navigation to the viewer's "stations drawn" mark. */
async function firstMap(page) {
  await page.goto(`${base}${VIEWER}`);
  await page.waitForSelector('[data-stations-drawn]', { timeout: 30_000 });
  return page.evaluate(() => performance.getEntriesByName('eqmp:map-stations-drawn')[0].startTime);
}

/** Frame times (ms) while the map is dragged continuously with the mouse. */
async function panFrames(page) {
  const box = await page.getByTestId('map-canvas').boundingBox();
  await page.evaluate(() => {
    window.__frames = [];
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      if (window.__panning) requestAnimationFrame(tick);
    };
    window.__panning = true;
    requestAnimationFrame(tick);
  });
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 0; i < 4; i++) {
    for (let step = 0; step <= 40; step++)
      await page.mouse.move(
        cx + (i % 2 ? 200 - step * 10 : -200 + step * 10),
        cy + (step % 10) * 4,
      );
  }
  await page.mouse.up();
  return page.evaluate(() => {
    window.__panning = false;
    return window.__frames.slice(1);
  });
}

try {
  await waitForHealth();
  const { token } = await api('/api2/users/login', null, { username: 'admin', password });
  const browser = await chromium.launch({ executablePath: fullChromium, args: chromiumArgs });
  const page = await browser.newPage({ viewport: { width: 1366, height: 820 } });
  await signIn(page);

  const demo = (await api(`/api2/caqmmap/layer/0/query?returnGeometry=false&f=json`, token))
    .features.length;
  const loads = [];
  for (let i = 0; i < runs; i++) loads.push(await firstMap(page));

  await addStations(token, demo);
  const big = [];
  for (let i = 0; i < 3; i++) big.push(await firstMap(page));
  await page.waitForTimeout(500);
  const frames = (await panFrames(page)).concat(await panFrames(page));
  await browser.close();

  console.log(
    JSON.stringify(
      {
        demoStations: demo,
        firstMapMs: {
          runs,
          median: round(percentile(loads, 50)),
          p95: round(percentile(loads, 95)),
          all: loads.map(round),
        },
        firstMap1500Ms: { median: round(percentile(big, 50)), all: big.map(round) },
        pan1500: {
          frames: frames.length,
          p50: round(percentile(frames, 50)),
          p95: round(percentile(frames, 95)),
          max: round(Math.max(...frames)),
        },
      },
      null,
      2,
    ),
  );
} finally {
  stop();
}
