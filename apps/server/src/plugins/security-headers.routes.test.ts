import { API } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { createUser, TEST_PASSWORD } from '../test/users.js';

describe('browser security headers', () => {
  const ctx = useTestApp(['auth', 'health'], { trustProxy: ['127.0.0.1'] });

  beforeAll(async () => {
    await createUser(ctx.db.kysely, { username: 'headers.user', roles: ['Data KPI'] });
  });

  it('sends a CSP without inline script, no framing, nosniff and a referrer policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: API.health.url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    // The page frames only the portal's own documents (the user manual), never a blob: URL.
    expect(csp).toContain("frame-src 'self'");
    expect(csp).not.toMatch(/frame-src[^;]*blob:/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends nosniff on error answers too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: API.health.url });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await ctx.app.inject({
      method: 'GET',
      url: API.health.url,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('answers sign-in and token renewal with Cache-Control: no-store', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.login.url,
      payload: { username: 'headers.user', password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const renew = await ctx.app.inject({
      method: 'POST',
      url: API.renewJwt.url,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(renew.statusCode).toBe(200);
    expect(renew.headers['cache-control']).toBe('no-store');
  });
});
