import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLanguage } from './language.js';
import { registerWeb } from './web.js';

describe('web app files', () => {
  const dist = mkdtempSync(join(tmpdir(), 'eqmp-web-'));
  const script = 'console.log("chart");'.repeat(200);
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets/charts-Ab12.js'), script);
    writeFileSync(join(dist, 'assets/charts-Ab12.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/charts-Ab12.js.gz'), gzipSync(script));
    app = Fastify({ logger: false });
    await registerWeb(app, { webDist: dist, apiTable: {} });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed script compressed, with a year-long immutable cache', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/charts-Ab12.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBeLessThan(script.length / 10);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/charts-Ab12.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('sends the plain file to a client that takes no compression, and the page shell uncached', async () => {
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/charts-Ab12.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const page = await app.inject({ method: 'GET', url: '/Main' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('unknown API and open data paths', () => {
  const dist = mkdtempSync(join(tmpdir(), 'eqmp-web-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = Fastify({ logger: false });
    registerLanguage(app);
    await registerWeb(app, { webDist: dist, apiTable: {} });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/api2/nothing', '/ogcapi/nothing', '/ogcapi'])(
    '%s answers 404 as JSON, not the page shell',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    },
  );
});
