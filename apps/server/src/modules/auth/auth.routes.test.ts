import { LOCKOUT_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../../test/users.js';

const login = (
  ctx: ReturnType<typeof useTestApp>,
  username: string,
  password: string,
  lang = 'en-US',
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api2/users/login',
    headers: { 'accept-language': lang },
    payload: { username, password },
  });

const ctx = useTestApp(['auth']);
/** Asks to renew the given token. */
const renew = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api2/users/renewjwt', headers: bearer(token) });

beforeAll(async () => {
  await createUser(ctx.db.kysely, { username: 'officer', roles: ['Map CAQM', 'Raw Data'] });
  await createUser(ctx.db.kysely, { username: 'gone', isActive: false });
});

describe('POST /api2/users/login: sign-in and lockout', () => {
  it('answers a token that renews into the ticked role names', async () => {
    const token = await signIn(ctx.app, 'officer');
    const res = await renew(token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.roledetail.ticked).toEqual(['Map CAQM', 'Raw Data']);
    expect(body.newjwt).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ username: 'officer', userGroup: 'other' });
  });

  it('accepts the username in any letter case', async () => {
    expect((await login(ctx, 'OFFICER', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming the missing fields', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api2/users/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual([
      'username',
      'password',
    ]);
  });

  it('counts failures 1/4 … 4/4, then locks even the right password, and lifts the lock after 15 minutes', async () => {
    for (let n = 1; n <= 4; n++) {
      const res = await login(ctx, 'officer', 'wrong');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(`Username or password invalid. Login attempt: ${n}/4`);
    }
    const locked = await login(ctx, 'officer', TEST_PASSWORD);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe('Account locked. Please try again after 15 minutes.');

    ctx.clock.advance(LOCKOUT_MS - 1000);
    expect((await login(ctx, 'officer', TEST_PASSWORD)).statusCode).toBe(423);
    ctx.clock.advance(1000);
    expect((await login(ctx, 'officer', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('starts counting again after a success', async () => {
    await login(ctx, 'officer', 'wrong');
    await login(ctx, 'officer', 'wrong');
    expect((await login(ctx, 'officer', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx, 'officer', 'wrong')).json().message).toBe(
      'Username or password invalid. Login attempt: 1/4',
    );
    await login(ctx, 'officer', TEST_PASSWORD);
  });

  it('counts a name that does not exist the same way, revealing nothing', async () => {
    expect((await login(ctx, 'nobody', 'x')).json().message).toBe(
      'Username or password invalid. Login attempt: 1/4',
    );
    expect((await login(ctx, 'nobody', 'x')).json().message).toBe(
      'Username or password invalid. Login attempt: 2/4',
    );
  });
});

describe('POST /api2/users/login and renewjwt: disabled accounts, language, renewal and logout', () => {
  it('answers a disabled account exactly like a wrong password, even after the right one', async () => {
    await createUser(ctx.db.kysely, { username: 'twin' });
    // From an address of its own, clear of the per-address limit the other sign-ins count toward.
    const answer = async (username: string, password: string) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api2/users/login',
        payload: { username, password },
        remoteAddress: '10.9.0.1',
      });
      return [res.statusCode, res.json().code, res.json().message];
    };
    for (let n = 1; n <= 4; n++) {
      const disabled = await answer('gone', n % 2 ? TEST_PASSWORD : 'wrong');
      expect(disabled).toEqual(await answer('twin', 'wrong'));
      expect(disabled).toEqual([
        401,
        'INVALID_CREDENTIALS',
        `Username or password invalid. Login attempt: ${n}/4`,
      ]);
    }
    const locked = await answer('gone', TEST_PASSWORD);
    expect(locked).toEqual(await answer('twin', TEST_PASSWORD));
    expect(locked[1]).toBe('ACCOUNT_LOCKED');
    const logged = await ctx.db.kysely
      .selectFrom('accessLog')
      .select('detail')
      .where('username', '=', 'gone')
      .orderBy('id')
      .execute();
    expect(logged.map((row) => row.detail)).toEqual([
      '1/4 disabled',
      '2/4',
      '3/4 disabled',
      '4/4',
      null,
    ]);
  });

  it('answers in Malay when asked', async () => {
    const res = await login(ctx, 'someone-else', 'x', 'ms-MY');
    expect(res.json().message).toBe(
      'Nama pengguna atau kata laluan tidak sah. Cubaan log masuk: 1/4',
    );
  });

  it('refuses renewal without a token, with a bad token, or with an expired one', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api2/users/renewjwt' })).statusCode).toBe(
      401,
    );
    expect((await renew('not.a.token')).statusCode).toBe(401);
    const token = await signIn(ctx.app, 'officer');
    ctx.clock.advance(15 * 60_000 + 1000);
    const expired = await renew(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('TOKEN_INVALID');
  });

  it('stops renewing the token of a user who was disabled', async () => {
    const id = await createUser(ctx.db.kysely, { username: 'soon-disabled', roles: ['Map CAQM'] });
    const token = await signIn(ctx.app, 'soon-disabled');
    await ctx.db.kysely
      .updateTable('appUser')
      .set({ isActive: false })
      .where('id', '=', id)
      .execute();
    expect((await renew(token)).statusCode).toBe(401);
  });

  it('ends the session at logout, so the token no longer renews', async () => {
    const token = await signIn(ctx.app, 'officer');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api2/users/logout', headers: bearer(token) }))
        .statusCode,
    ).toBe(204);
    expect((await renew(token)).statusCode).toBe(401);
  });

  it('writes sign-ins, failures, lockouts and logouts to the access log', async () => {
    const events = await ctx.db.kysely.selectFrom('accessLog').select('event').distinct().execute();
    expect(events.map((e) => e.event).sort()).toEqual(
      expect.arrayContaining([
        'lockout',
        'locked_attempt',
        'login_failure',
        'login_success',
        'logout',
        'renewal_refused',
      ]),
    );
  });
});

describe('login rate limit per address', () => {
  const ctx = useTestApp(['auth'], { loginRateLimitPerMinute: 3 });

  it('answers 429 with a clear message past the limit', async () => {
    for (let i = 0; i < 3; i++) await login(ctx, 'x', 'y');
    const res = await login(ctx, 'x', 'y');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please wait a moment and try again.',
    });
  });
});
