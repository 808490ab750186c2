import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMapStations } from '../modules/maps/map-test-fixtures.js';
import { seedReference } from '../seed/index.js';
import { useTestApp } from '../test/test-app.js';
import { bearer, createUser, signIn } from '../test/users.js';

const SCRIPT = fileURLToPath(new URL('../../../../bench/proxy.sh', import.meta.url));

/** The nginx binary on PATH or Debian's /usr/sbin/nginx, if any. */
function nginxBinary(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin']) {
    try {
      accessSync(join(dir, 'nginx'), constants.X_OK);
      return join(dir, 'nginx');
    } catch {
      // Not here.
    }
  }
  return null;
}

const NGINX = nginxBinary();

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

if (!NGINX)
  console.warn(
    'nginx-proxy.test.ts skipped: no nginx binary (apt-get install -y nginx-light to run it)',
  );

/** deploy/nginx/eqmp.conf in front of the portal, started by bench/proxy.sh. */
describe.skipIf(!NGINX)('the nginx configuration in front of the portal (needs nginx)', () => {
  const ctx = useTestApp(['auth', 'health', 'maps', 'openData', 'publicPortal'], {
    trustProxy: ['127.0.0.1'],
  });
  let nginx: ChildProcess;
  let base = '';
  let token = '';
  const dir = mkdtempSync(join(tmpdir(), 'eqmp-proxy-test-'));

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await insertMapStations(db, [{ id: 'CA1', state: 'selangor', parameters: ['PM10'] }]);
    await createUser(db, { username: 'officer' });
    token = await signIn(ctx.app, 'officer');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const portal = (ctx.app.server.address() as AddressInfo).port;
    const port = await freePort();
    nginx = spawn('sh', [SCRIPT, String(portal), String(port)], {
      env: { ...process.env, PROXY_DIR: dir, PROXY_NO_INSTALL: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i += 1) {
      const up = await fetch(`${base}/api2/health`).then(
        () => true,
        () => false,
      );
      if (up) break;
      if (i > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${errors}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(() => {
    nginx?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers });

  it('keeps a public answer: the second request is a cache hit with the same body and ETag', async () => {
    const first = await get('/api2/public/air/stations');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache-status')).toBe('MISS');
    const body = await first.text();
    const again = await get('/api2/public/air/stations');
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(await again.text()).toBe(body);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toMatch(/max-age=60/);
  });

  it('keeps open data as its headers say', async () => {
    expect((await get('/ogcapi/collections')).status).toBe(200);
    expect((await get('/ogcapi/collections')).headers.get('x-cache-status')).toBe('HIT');
  });

  it('passes a signed-in request through uncached, and stores nothing of it', async () => {
    await get('/api2/public/water/river/stations');
    for (const headers of [bearer(token), { cookie: `user_eqmp=${token}` }]) {
      const res = await get('/api2/public/water/river/stations', headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache-status')).toBe('BYPASS');
    }
    expect((await get('/api2/public/water/river/stations')).headers.get('x-cache-status')).toBe(
      'HIT',
    );
    // The staff side is never cached here at all.
    const health = await get('/api2/health', bearer(token));
    expect(health.headers.get('x-cache-status')).toBeNull();
  });

  it('compresses a public answer for a client that accepts gzip', async () => {
    const res = await get('/api2/maplayers/boundaries/states', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});
