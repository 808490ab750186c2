import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import type { MapServiceConfig } from './map-services.js';

describe('map proxy', () => {
  let upstream: Server;
  let port = 0;
  const seen: { url: string; key: string | undefined }[] = [];
  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string | undefined });
      if (req.url?.startsWith('/broken')) return void res.writeHead(500).end('no');
      res
        .writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=600' })
        .end(Buffer.from(`tile ${req.url}`));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    port = (upstream.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  const ctx = useTestApp(['auth', 'maps'], {
    get mapServices(): MapServiceConfig[] {
      return [
        {
          id: 'local',
          kind: 'xyz',
          url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
          attribution: 'Local',
          public: true,
          headers: { 'x-api-key': 'secret-1' },
        },
        {
          id: 'wms',
          kind: 'wms',
          url: `http://127.0.0.1:${port}/geo/wms`,
          attribution: 'WMS',
          public: true,
        },
        {
          id: 'broken',
          kind: 'xyz',
          url: `http://127.0.0.1:${port}/broken/{z}/{x}/{y}.png`,
          attribution: '',
          public: true,
        },
      ];
    },
  });

  it('relays a tile of a configured service with its credentials and cache header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/mapproxy/local/3/6/4.png' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('tile /tiles/3/6/4.png');
    expect(res.headers['cache-control']).toBe('max-age=600');
    expect(seen.at(-1)).toEqual({ url: '/tiles/3/6/4.png', key: 'secret-1' });
  });

  it('passes a WMS query on to the configured endpoint only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/mapproxy/wms/?SERVICE=WMS&REQUEST=GetMap',
    });
    expect(res.statusCode).toBe(200);
    expect(seen.at(-1)!.url).toBe('/geo/wms?SERVICE=WMS&REQUEST=GetMap');
  });

  it('refuses an unconfigured service (404) and a traversal path (400)', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api2/mapproxy/evil/1/2/3.png' })).statusCode,
    ).toBe(404);
    const traversal = await ctx.app.inject({
      method: 'GET',
      url: '/api2/mapproxy/wms/a%2F..%2F..%2Fadmin',
    });
    expect(traversal.statusCode).toBe(400);
    expect(traversal.json().code).toBe('BAD_REQUEST');
    expect(seen.some((r) => r.url.includes('admin'))).toBe(false);
  });

  it('answers 502 MAP_SERVICE_UNAVAILABLE when the upstream fails', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/mapproxy/broken/1/1/1.png' });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('MAP_SERVICE_UNAVAILABLE');
  });

  it('lists the services with proxied URL templates and without upstream URLs or credentials', async () => {
    await createUser(ctx.db.kysely, { username: 'anyone', roles: ['Map CAQM'] });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/mapproxy',
      headers: bearer(await signIn(ctx.app, 'anyone')),
    });
    expect(res.json()[0]).toEqual({
      id: 'local',
      kind: 'xyz',
      attribution: 'Local',
      public: true,
      urlTemplate: '/api2/mapproxy/local/{z}/{x}/{y}.png',
    });
    expect(res.body).not.toContain('secret-1');
    expect(res.body).not.toContain('127.0.0.1');
  });
});
