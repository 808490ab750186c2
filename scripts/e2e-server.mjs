#!/usr/bin/env node
// The server the browser journeys run against: the built bundle on a fresh, throw-away data
// directory with a known admin password, the demo network and accounts unless EQMP_DEMO=0 asks
// for a clean instance. Removed again when it stops.
//
// Readiness: Playwright waits for http://127.0.0.1:<PORT + 100>/ to answer 200, which it does once
// the portal has finished loading its demo history (on a clean instance, once it listens). The demo
// loads its archive in the background after it starts serving; on a busy machine that load keeps
// the embedded database from answering for seconds at a time, which the journeys must not race.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_ADMIN_PASSWORD = 'e2e-admin-pass-1';
const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'eqmp-e2e-'));
// Journeys that read what the server wrote (the mail outbox) find its data directory by port.
const port = process.env.PORT ?? '8190';
const dataDirNote = join(tmpdir(), `eqmp-e2e-${port}.datadir`);
const demo = process.env.EQMP_DEMO ?? '1';
writeFileSync(dataDirNote, dataDir);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/server.js')],
  {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      EQMP_DEMO: demo,
      // A clean instance builds its mail links from its public address.
      ...(demo === '0' ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      EQMP_DEMO_HISTORY_DAYS: '2',
      EQMP_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
    },
  },
);
let ready = false;
let tail = '';
const readyLine = demo === '0' ? /EQMP portal is running at/ : /Demo history (ready|stopped):/;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  // The end of what was printed so far, so a line split across two chunks is still seen.
  tail = (tail + String(chunk)).slice(-1000);
  if (readyLine.test(tail)) ready = true;
});
const readiness = createServer((_req, res) => {
  res.writeHead(ready ? 200 : 503).end(ready ? 'ready' : 'starting');
}).listen(Number(port) + 100, '127.0.0.1');

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirNote, { force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  readiness.close();
  cleanUp();
  process.exit(code ?? 0);
});
