import { API, apiPath } from '@eqmp/domain';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../users.js';
import { useTwoInstances } from './two-instances.js';

// Two instances need a database server they both reach: PGlite is one session in one process.
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL: sign-in', () => {
  const ctx = useTwoInstances(['admin', 'auth', 'profile']);
  let admin: Record<string, string>;

  beforeAll(async () => {
    await createUser(ctx.db.kysely, { username: 'two.admin', roles: ['System Admin'] });
    admin = bearer(await signIn(ctx.a, 'two.admin'));
  });

  const login = (app: FastifyInstance, username: string, password: string) =>
    app.inject({ method: 'POST', url: API.login.url, payload: { username, password } });
  const me = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: API.me.url, headers });

  it('counts sign-in failures across both instances and locks the name on both', async () => {
    await createUser(ctx.db.kysely, { username: 'two.locked' });
    // Four wrong passwords at once, two on each instance: each is counted once, in one sequence.
    const failures = await Promise.all(
      [ctx.a, ctx.b, ctx.a, ctx.b].map((app) => login(app, 'two.locked', 'wrong-password')),
    );
    expect(failures.map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
    expect(failures.map((r) => r.json<{ message: string }>().message).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `Username or password invalid. Login attempt: ${n}/4`),
    );
    expect((await login(ctx.a, 'two.locked', TEST_PASSWORD)).statusCode).toBe(423);
    expect((await login(ctx.b, 'two.locked', TEST_PASSWORD)).statusCode).toBe(423);
  });

  it('refuses on one instance a token logged out on the other, at the next call', async () => {
    await createUser(ctx.db.kysely, { username: 'two.logout', roles: ['Data KPI'] });
    const token = bearer(await signIn(ctx.b, 'two.logout'));
    expect((await me(ctx.a, token)).statusCode).toBe(200);
    expect((await me(ctx.b, token)).statusCode).toBe(200);
    await ctx.a.inject({ method: 'POST', url: API.logout.url, headers: token });
    expect((await me(ctx.b, token)).statusCode).toBe(401);
    expect(
      (await ctx.b.inject({ method: 'POST', url: API.renewJwt.url, headers: token })).statusCode,
    ).toBe(401);
  });

  it('refuses a user disabled on one instance on both, and their sign-in too', async () => {
    const id = await createUser(ctx.db.kysely, { username: 'two.disabled', roles: ['Data KPI'] });
    const onA = bearer(await signIn(ctx.a, 'two.disabled'));
    const onB = bearer(await signIn(ctx.b, 'two.disabled'));
    const res = await ctx.b.inject({
      method: 'POST',
      url: apiPath('adminSetUserActive', { id }),
      headers: admin,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    for (const app of [ctx.a, ctx.b]) {
      expect((await me(app, onA)).statusCode).toBe(401);
      expect((await me(app, onB)).statusCode).toBe(401);
      expect((await login(app, 'two.disabled', TEST_PASSWORD)).statusCode).not.toBe(200);
    }
  });

  it('ends on both instances the other sessions of a user who changes their password on one', async () => {
    await createUser(ctx.db.kysely, { username: 'two.password', roles: ['Data KPI'] });
    const mine = bearer(await signIn(ctx.a, 'two.password'));
    const other = bearer(await signIn(ctx.b, 'two.password'));
    const res = await ctx.a.inject({
      method: 'POST',
      url: API.changePassword.url,
      headers: mine,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-Horse-77' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(ctx.b, mine)).statusCode).toBe(200);
    expect((await me(ctx.a, other)).statusCode).toBe(401);
    expect((await me(ctx.b, other)).statusCode).toBe(401);
  });
});
