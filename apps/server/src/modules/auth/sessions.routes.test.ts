import { API, apiPath } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn, TEST_PASSWORD } from '../../test/users.js';

/** A logged-out, disabled, re-roled or re-passworded user's token is refused on the very next call. */
const ctx = useTestApp(['admin', 'auth', 'kpi', 'profile']);
let admin: Record<string, string>;

beforeAll(async () => {
  await createUser(ctx.db.kysely, { username: 'sess.admin', roles: ['System Admin'] });
  admin = bearer(await signIn(ctx.app, 'sess.admin'));
});

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: API.me.url, headers });
const userBody = (username: string, functions: string[], templateIds: string[] = []) => ({
  username,
  fullName: `${username} Tester`,
  email: `${username}@example.org`,
  userGroup: 'other',
  functions,
  templateIds,
});

describe('session revocation on every call: logout, disabling and role changes', () => {
  it('refuses a token after its logout, on the next call and at renewal', async () => {
    await createUser(ctx.db.kysely, { username: 'sess.logout', roles: ['Data KPI'] });
    const token = bearer(await signIn(ctx.app, 'sess.logout'));
    expect((await me(token)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: API.logout.url, headers: token });
    expect((await me(token)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: API.renewJwt.url, headers: token })).statusCode,
    ).toBe(401);
  });

  it('refuses a disabled user’s token on the next call', async () => {
    const id = await createUser(ctx.db.kysely, { username: 'sess.disabled', roles: ['Data KPI'] });
    const token = bearer(await signIn(ctx.app, 'sess.disabled'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPath('adminSetUserActive', { id }),
      headers: admin,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends the sessions of a user whose roles an admin changes, and only when they change', async () => {
    const id = await createUser(ctx.db.kysely, { username: 'sess.roles', roles: ['System KPI'] });
    const token = bearer(await signIn(ctx.app, 'sess.roles'));
    const kpi = () => ctx.app.inject({ method: 'GET', url: API.kpiStates.url, headers: token });
    expect((await kpi()).statusCode).toBe(200);
    // Same roles, another name: the session goes on.
    await ctx.app.inject({
      method: 'PUT',
      url: apiPath('adminUpdateUser', { id }),
      headers: admin,
      payload: { ...userBody('sess.roles', ['System KPI']), fullName: 'Renamed' },
    });
    expect((await kpi()).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: apiPath('adminUpdateUser', { id }),
      headers: admin,
      payload: userBody('sess.roles', []),
    });
    expect(res.statusCode).toBe(200);
    expect((await kpi()).statusCode).toBe(401);
  });
});

describe('session revocation on every call: template and password changes', () => {
  it('ends the sessions of every holder of a role template whose functions change', async () => {
    const template = await ctx.app.inject({
      method: 'POST',
      url: API.adminCreateRole.url,
      headers: admin,
      payload: { name: 'KPI readers', functions: ['System KPI'] },
    });
    const templateId = template.json<{ id: string }>().id;
    const id = await createUser(ctx.db.kysely, { username: 'sess.holder' });
    await ctx.db.kysely.insertInto('userRoleTemplate').values({ userId: id, templateId }).execute();
    const token = bearer(await signIn(ctx.app, 'sess.holder'));
    expect((await me(token)).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: apiPath('adminUpdateRole', { id: templateId }),
      headers: admin,
      payload: { name: 'KPI readers', functions: ['Data KPI'] },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends every other session of a user who changes their password, and keeps the one that did it', async () => {
    await createUser(ctx.db.kysely, { username: 'sess.password', roles: ['Data KPI'] });
    const mine = bearer(await signIn(ctx.app, 'sess.password'));
    const other = bearer(await signIn(ctx.app, 'sess.password'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: API.changePassword.url,
      headers: mine,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-Horse-77' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(mine)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: API.renewJwt.url, headers: other })).statusCode,
    ).toBe(401);
  });

  it('counts wrong current passwords like sign-in failures: the fourth locks the account and ends its sessions', async () => {
    await createUser(ctx.db.kysely, { username: 'sess.guess', roles: ['Data KPI'] });
    const token = bearer(await signIn(ctx.app, 'sess.guess'));
    const guess = () =>
      ctx.app.inject({
        method: 'POST',
        url: API.changePassword.url,
        headers: token,
        payload: { currentPassword: 'wrong-guess', newPassword: 'another-Horse-77' },
      });
    for (let n = 1; n <= 3; n += 1) {
      const res = await guess();
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'CURRENT_PASSWORD_WRONG',
        message: 'The current password is not correct.',
      });
    }
    expect((await guess()).json().code).toBe('CURRENT_PASSWORD_WRONG');
    expect((await me(token)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: API.login.url,
      payload: { username: 'sess.guess', password: TEST_PASSWORD },
    });
    expect(login.json().code).toBe('ACCOUNT_LOCKED');
  });
});
