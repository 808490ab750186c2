import { API } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createUser, TEST_PASSWORD } from '../../test/users.js';
import { solvedCaptcha } from '../../test/captcha.js';

const login = (ctx: ReturnType<typeof useTestApp>, forwardedFor: string, username = 'nobody') =>
  ctx.app.inject({
    method: 'POST',
    url: API.login.url,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username, password: 'wrong-password' },
  });

describe('without a trusted proxy (the default)', () => {
  const ctx = useTestApp(['auth', 'health'], { loginRateLimitPerMinute: 3 });

  it('counts the sign-in rate limit per socket address, whatever X-Forwarded-For claims', async () => {
    const statuses = [];
    for (let i = 1; i <= 4; i += 1)
      statuses.push((await login(ctx, `203.0.113.${i}`, `someone${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('writes the socket address, not a forged one, to the access log', async () => {
    const rows = await ctx.db.kysely
      .selectFrom('accessLog')
      .select('ip')
      .where('username', '=', 'someone1')
      .execute();
    expect(rows.map((r) => r.ip)).toEqual(['127.0.0.1']);
  });

  it('never takes a client’s X-Request-Id as the request id', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: API.health.url,
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('reset links', () => {
  const ctx = useTestApp(['auth', 'health'], { publicUrl: 'https://eqmp.example.gov.my' });

  beforeAll(async () => {
    await createUser(ctx.db.kysely, {
      username: 'link.user',
      email: 'link.user@example.org',
      password: TEST_PASSWORD,
    });
  });

  it('are built from PUBLIC_URL, never from the request’s Host or X-Forwarded-Host', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.forgotPassword.url,
      headers: {
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'http',
      },
      payload: { email: 'link.user@example.org', ...(await solvedCaptcha(ctx.app)) },
    });
    expect(res.statusCode).toBe(200);
    const mail = ctx.mailer.sent.at(-1)!;
    expect(mail.text).toContain('https://eqmp.example.gov.my/reset-password?token=');
    expect(mail.text).not.toContain('attacker');
  });
});

describe('behind a configured proxy', () => {
  const ctx = useTestApp(['auth', 'health'], { trustProxy: ['127.0.0.1'] });

  it('believes X-Forwarded-For from that proxy', async () => {
    await login(ctx, '198.51.100.7', 'behind.proxy');
    const rows = await ctx.db.kysely
      .selectFrom('accessLog')
      .select('ip')
      .where('username', '=', 'behind.proxy')
      .execute();
    expect(rows.map((r) => r.ip)).toEqual(['198.51.100.7']);
  });
});
