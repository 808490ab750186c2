#!/usr/bin/env node
// Mixed browsing load with autocannon against the built server (demo mode, small history, once
// it has loaded):
// 200 connections for 60 s cycling the map layer, health, the alert badge, the station list and a
// slow report (a year of System KPI by month), while a separate probe times health and the map
// layer alone every 250 ms, to see whether the slow report slows them. Prints figures as JSON.
// Usage: node scripts/build.mjs && npm run bench:load   (LOAD_SECONDS, LOAD_CONNECTIONS, LOAD_PORT)
// With DATABASE_URL (a PostgreSQL server) the run gets a scratch database there, dropped after.
//
// LOAD_SCENARIO=public: a haze-day crowd on the public pages instead (default 1,000 connections for
// 30 s, no sign-in, each request from another visitor's address): the public air map, the river
// and marine pages, station charts (last 24 hours) and the signage screens, first straight at the
// portal, then through nginx with deploy/nginx/eqmp.conf (bench/proxy.sh, on LOAD_PORT + 1;
// LOAD_PROXY=0 leaves it out), while a probe times health alone at the portal every 250 ms.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LOAD_PORT ?? 8391);
const crowd = process.env.LOAD_SCENARIO === 'public';
const seconds = Number(process.env.LOAD_SECONDS ?? (crowd ? 30 : 60));
const connections = Number(process.env.LOAD_CONNECTIONS ?? (crowd ? 1000 : 200));
const base = `http://127.0.0.1:${port}`;
// One data directory per port, so two runs on a shared machine never share one.
const dataDir = `/tmp/eqmp-bench-load-${port}`;
rmSync(dataDir, { recursive: true, force: true });

/** Runs one statement on the PostgreSQL server of DATABASE_URL (database creation and removal). */
async function onServer(statement) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}
const scratch = process.env.DATABASE_URL ? `eqmp_load_${process.pid}` : null;
let databaseUrl;
if (scratch) {
  await onServer(`create database ${scratch}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${scratch}`;
  databaseUrl = url.toString();
}
const loadBefore = loadavg();

const server = spawn(
  process.execPath,
  ['--max-old-space-size=1024', join(root, 'apps/server/dist/server.js')],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EQMP_DEMO: '1',
      EQMP_DEMO_HISTORY_DAYS: '3',
      LOG_LEVEL: 'warn',
      EQMP_ADMIN_PASSWORD: 'bench-admin-password-1',
      // The crowd's requests name their visitor in X-Forwarded-For, as the proxy does.
      ...(crowd ? { TRUST_PROXY: '127.0.0.1' } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
// The demo history loads in the background after start: measure once it is in.
const historyReady = new Promise((resolve) => {
  let text = '';
  server.stdout.on('data', (chunk) => {
    text = (text + chunk.toString()).slice(-2000);
    if (text.includes('Demo history ready')) resolve();
  });
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForHealth() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api2/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
await waitForHealth();
const historyStarted = Date.now();
await historyReady;
const historySeconds = Math.round((Date.now() - historyStarted) / 1000);
if (crowd) {
  await publicCrowd();
  await stopServer();
  process.exit(0);
}
const login = await fetch(`${base}/api2/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'bench-admin-password-1' }),
});
const { token } = await login.json();
const auth = { authorization: `Bearer ${token}` };
const year = new Date().getFullYear();
const paths = {
  mapLayer: '/api2/caqmmap/layer/0/query',
  health: '/api2/health',
  badge: '/api2/alerts/badge',
  stations: '/api2/inventory/stations?pageSize=50',
  slowReport: `/api2/kpi/system?period=month&from=${year - 1}-01-01&to=${year}-01-31`,
};
// LOAD_WITHOUT_SLOW=1 leaves the slow report out, to compare the same mix without it.
if (process.env.LOAD_WITHOUT_SLOW === '1') delete paths.slowReport;

// Each probe times one kind of request alone, one at a time, every 250 ms, beside the load.
const probed = ['health', 'mapLayer', ...(paths.slowReport ? ['slowReport'] : [])];
const probe = Object.fromEntries(probed.map((name) => [name, []]));
const failed = Object.fromEntries(probed.map((name) => [name, 0]));
let probing = true;
const probeLoops = probed.map(async (name) => {
  while (probing) {
    const t = performance.now();
    const ok = await fetch(base + paths[name], { headers: auth })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (ok) probe[name].push(performance.now() - t);
    else failed[name] += 1;
    await new Promise((r) => setTimeout(r, 250));
  }
});

// Answers by kind of request and status: a 503 SERVER_BUSY of an interactive request is a miss,
// of the slow report (background work) a refusal by design.
const statusesByPath = {};
const result = await autocannon({
  url: base,
  connections,
  duration: seconds,
  headers: auth,
  requests: Object.entries(paths).map(([name, path]) => ({
    method: 'GET',
    path,
    onResponse: (status) => {
      const counts = (statusesByPath[name] ??= {});
      counts[status] = (counts[status] ?? 0) + 1;
    },
  })),
});
probing = false;
await Promise.all(probeLoops);
const loadAfter = loadavg();
const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))])
    : null;
};
console.log(
  JSON.stringify(
    {
      database: scratch ? 'postgres' : 'pglite',
      withSlowReport: Boolean(paths.slowReport),
      historySeconds,
      connections,
      seconds,
      loadAverage: {
        before: loadBefore.map((l) => l.toFixed(1)),
        after: loadAfter.map((l) => l.toFixed(1)),
      },
      requests: result.requests.total,
      perSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statusesByPath,
      probeAlone: Object.fromEntries(
        Object.entries(probe).map(([k, v]) => [
          k,
          { samples: v.length, failed: failed[k], p50: pct(v, 50), p99: pct(v, 99) },
        ]),
      ),
    },
    null,
    2,
  ),
);
await stopServer();
process.exit(0);

async function stopServer() {
  // Wait for the server to close (it finishes the requests in flight), killing it if it hangs.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  stop();
  const forced = setTimeout(() => server.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(forced);
  if (scratch) await onServer(`drop database if exists ${scratch} with (force)`);
}

/** The percentile `p` of a list of milliseconds. */
function percentile(list, p) {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length
    ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))])
    : null;
}

/** One crowd run at `target`, with health probed alone at the portal meanwhile. */
async function crowdRun(target, paths) {
  const health = [];
  let healthFailed = 0;
  let probing = true;
  const probeLoop = (async () => {
    while (probing) {
      const t = performance.now();
      const ok = await fetch(`${base}/api2/health`)
        .then(async (r) => (await r.arrayBuffer(), r.ok))
        .catch(() => false);
      if (ok) health.push(performance.now() - t);
      else healthFailed += 1;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const statuses = {};
  let visitor = 0;
  const result = await autocannon({
    url: target,
    connections,
    duration: seconds,
    // Each request from another visitor (the portal's limits are per address).
    requests: paths.map((path) => ({
      method: 'GET',
      path,
      setupRequest: (request) => {
        visitor += 1;
        const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
      },
    })),
  });
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {}))
    statuses[code] = count;
  probing = false;
  await probeLoop;
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    statuses,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    healthAlone: {
      samples: health.length,
      failed: healthFailed,
      p50: percentile(health, 50),
      p99: percentile(health, 99),
    },
  };
}

/** The public crowd: straight at the portal, then through nginx (bench/proxy.sh). */
async function publicCrowd() {
  const air = await (await fetch(`${base}/api2/public/air/stations`)).json();
  const stationIds = air.features.slice(0, 10).map((f) => f.properties.STATION_ID);
  const paths = [
    '/api2/public/air/stations',
    '/api2/public/water/river/stations',
    '/api2/public/water/marine/stations',
    ...stationIds.map((id) => `/api2/public/air/stations/${encodeURIComponent(id)}/last24h`),
    '/api2/public/signage/air',
    '/api2/public/signage/river',
    '/api2/public/signage/marine',
  ];
  const figures = { direct: await crowdRun(base, paths) };
  if (process.env.LOAD_PROXY !== '0') {
    const proxyPort = port + 1;
    const proxyDir = '/tmp/eqmp-bench-proxy';
    rmSync(proxyDir, { recursive: true, force: true });
    const proxy = spawn('sh', [join(root, 'bench/proxy.sh'), String(port), String(proxyPort)], {
      env: { ...process.env, PROXY_DIR: proxyDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const proxyBase = `http://127.0.0.1:${proxyPort}`;
    for (let i = 0; i < 600; i += 1) {
      if (
        await fetch(`${proxyBase}/api2/health`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const cached = await fetch(`${proxyBase}${paths[0]}`).then(() =>
      fetch(`${proxyBase}${paths[0]}`),
    );
    figures.throughProxy = {
      secondRequest: cached.headers.get('x-cache-status'),
      ...(await crowdRun(proxyBase, paths)),
    };
    const exited = new Promise((resolve) => proxy.once('exit', resolve));
    proxy.kill('SIGTERM');
    await exited;
  }
  console.log(
    JSON.stringify(
      {
        scenario: 'public crowd',
        database: scratch ? 'postgres' : 'pglite',
        historySeconds,
        connections,
        seconds,
        paths: paths.length,
        loadAverage: {
          before: loadBefore.map((l) => l.toFixed(1)),
          after: loadavg().map((l) => l.toFixed(1)),
        },
        ...figures,
      },
      null,
      2,
    ),
  );
}
