import { API, SOJ_SESSION_API, SOJ_ROLES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedActions } from '../../test/activity-log.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../../test/users.js';
import { passTime, seedSojFixture, sojHeaders } from './soj.test-support.js';

const MISSING = 'Please verify your Identification';
const EXPIRED = 'Token Access to SOJ expires, please request for login';

const ctx = useTestApp(['alerts', 'auth', 'maps', 'query', 'soj'], { sojSessionMinutes: 30 });

beforeAll(async () => {
  await seedSojFixture(ctx.db.kysely);
  await createUser(ctx.db.kysely, { username: 'soj.all', roles: [...SOJ_ROLES] });
  await createUser(ctx.db.kysely, { username: 'air.only', roles: ['Map CAQM'] });
});

const stations = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api2/soj/stations', headers });

describe('SOJ session: identity step, one-time code, expiry and ending', () => {
  it('refuses the identity step with a wrong password and sends no code', async () => {
    const before = ctx.mailer.sent.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api2/soj/identity/code',
      headers: bearer(await signIn(ctx.app, 'soj.all')),
      payload: { password: 'wrong-one-123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('SOJ_CODE_INVALID');
    expect(ctx.mailer.sent.length).toBe(before);
  });

  it('refuses a wrong one-time code', async () => {
    const auth = bearer(await signIn(ctx.app, 'soj.all'));
    await ctx.app.inject({
      method: 'POST',
      url: '/api2/soj/identity/code',
      headers: auth,
      payload: { password: TEST_PASSWORD },
    });
    const code = /code is (\d{6})/.exec(ctx.mailer.sent.at(-1)!.text)![1]!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api2/soj/identity/verify',
      headers: auth,
      payload: { code: wrong },
    });
    expect(res.json().code).toBe('SOJ_CODE_INVALID');
  });

  it('refuses the identity step to a user without an SOJ role', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api2/soj/identity/code',
      headers: bearer(await signIn(ctx.app, 'air.only')),
      payload: { password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it('issues a session that expires after the configured minutes, mailed code to the user', async () => {
    const headers = await sojHeaders(ctx.app, ctx.mailer, 'soj.all');
    expect(ctx.mailer.sent.at(-1)!.to).toBe('soj.all@example.org');
    expect((await stations(headers)).statusCode).toBe(200);
    const validate = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/soj_api/session/validate',
        headers,
        payload: { token: headers['x-soj-token'] },
      });
    const valid = await validate();
    expect(valid.json()).toEqual({
      status: 1,
      expires_at: new Date(ctx.clock.now().getTime() + 30 * 60_000).toISOString(),
    });

    await passTime(ctx.app, ctx.clock, headers, 29);
    expect((await validate()).json().status).toBe(1);
    await passTime(ctx.app, ctx.clock, headers, 1);
    expect((await validate()).json().status).toBe(0);
    const res = await stations(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'SOJ_SESSION_EXPIRED', message: EXPIRED });
  });

  it('answers the second message when no SOJ token is sent, and in Malay when asked', async () => {
    const auth = bearer(await signIn(ctx.app, 'soj.all'));
    const res = await stations(auth);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'SOJ_SESSION_MISSING', message: MISSING });
    const ms = await stations({ ...auth, 'accept-language': 'ms-MY' });
    expect(ms.json().message).toBe('Sila sahkan Pengenalan anda');
  });

  it('ends the SOJ session at logout: the token is not accepted after signing in again', async () => {
    const headers = await sojHeaders(ctx.app, ctx.mailer, 'soj.all');
    await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/logout',
      headers: { authorization: headers.authorization! },
    });
    const again = bearer(await signIn(ctx.app, 'soj.all'));
    const res = await stations({ ...again, 'x-soj-token': headers['x-soj-token']! });
    expect(res.json().code).toBe('SOJ_SESSION_MISSING');
  });

  it('ends the SOJ session on request', async () => {
    const headers = await sojHeaders(ctx.app, ctx.mailer, 'soj.all');
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api2/soj/session', headers })).statusCode,
    ).toBe(204);
    expect((await stations(headers)).json().code).toBe('SOJ_SESSION_MISSING');
  });

  it('logs the identity step in the activity log', async () => {
    expect(new Set(await loggedActions(ctx.db.kysely, 'soj_session'))).toEqual(
      new Set(['soj_identity_refused', 'soj_code_sent', 'soj_session_start', 'soj_session_end']),
    );
  });
});

describe('SOJ session: every SOJ route refuses a missing or expired SOJ token even with the right role', () => {
  const url = (name: string) =>
    API[name as keyof typeof API].url
      .replace(':id', '1')
      .replace(':kind', name.startsWith('query') ? 'options' : 'standard');
  let expired: Record<string, string>;
  beforeAll(async () => {
    await createUser(ctx.db.kysely, {
      username: 'soj.every',
      roles: [...SOJ_ROLES, 'System Admin'],
    });
    expired = await sojHeaders(ctx.app, ctx.mailer, 'soj.every');
    await passTime(ctx.app, ctx.clock, expired, 31);
  });

  it.each(SOJ_SESSION_API)('%s', async (name) => {
    const def = API[name as keyof typeof API];
    const missing = await ctx.app.inject({
      method: def.method,
      url: url(name),
      headers: { authorization: expired.authorization! },
      payload: def.method === 'GET' ? undefined : {},
    });
    expect([missing.statusCode, missing.json().code]).toEqual([403, 'SOJ_SESSION_MISSING']);
    const late = await ctx.app.inject({
      method: def.method,
      url: url(name),
      headers: expired,
      payload: def.method === 'GET' ? undefined : {},
    });
    expect([late.statusCode, late.json().code]).toEqual([403, 'SOJ_SESSION_EXPIRED']);
  });
});
