import { API, SOJ_TOKEN_HEADER } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { useTestApp } from '../test/test-app.js';

const ALLOWED = 'https://web.eqmp.test';
const OTHER = 'https://elsewhere.example';

function preflight(origin: string, method = 'POST') {
  return {
    method: 'OPTIONS' as const,
    url: API.login.url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': `authorization,content-type,${SOJ_TOKEN_HEADER}`,
    },
  };
}

describe('CORS for a web app served from another host (CORS_ORIGINS)', () => {
  const ctx = useTestApp(['auth', 'health'], { corsOrigins: [ALLOWED, 'http://localhost:5173'] });

  it('answers a preflight from a configured origin with its origin and the headers the app sends', async () => {
    const res = await ctx.app.inject(preflight(ALLOWED));
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('content-type');
    expect(allowed).toContain(SOJ_TOKEN_HEADER);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    // Bearer tokens, never cookies: the browser is not told to send credentials.
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers a GET from a configured origin with its origin, and says the answer varies by origin', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: API.health.url,
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(res.headers.vary)).toMatch(/origin/i);
    expect(String(res.headers['access-control-expose-headers'])).toContain('content-disposition');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('gives another origin no CORS headers, on a preflight or a GET', async () => {
    const pre = await ctx.app.inject(preflight(OTHER));
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const get = await ctx.app.inject({
      method: 'GET',
      url: API.health.url,
      headers: { origin: OTHER },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('does not take an origin that only starts like a configured one', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: API.health.url,
      headers: { origin: `${ALLOWED}.evil.example` },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still refuses a call without a token: CORS opens no route', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.renewJwt.url,
      headers: { origin: ALLOWED },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
  });
});

describe('without CORS_ORIGINS', () => {
  const ctx = useTestApp(['auth', 'health']);

  it('sends no CORS headers at all, even to a preflight', async () => {
    const pre = await ctx.app.inject(preflight(ALLOWED));
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    expect(pre.headers['access-control-allow-methods']).toBeUndefined();
    const get = await ctx.app.inject({
      method: 'GET',
      url: API.health.url,
      headers: { origin: ALLOWED },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS_ORIGINS in the configuration', () => {
  const base = { EQMP_DEMO: '1' };

  it('is empty when unset', () => {
    expect(loadConfig(base).corsOrigins).toEqual([]);
  });

  it('reads a comma-separated list of origins', () => {
    const config = loadConfig({
      ...base,
      CORS_ORIGINS: 'https://EQMP.example.gov.my,http://localhost:5173',
    });
    expect(config.corsOrigins).toEqual(['https://eqmp.example.gov.my', 'http://localhost:5173']);
  });

  it.each([
    'eqmp.example.gov.my',
    'https://eqmp.example.gov.my/app',
    '*',
    'https://a.gov.my, https://b.gov.my',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ ...base, CORS_ORIGINS: value })).toThrow(/CORS_ORIGINS/);
  });
});
