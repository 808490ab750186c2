import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signedIn, signIn } from '../../test/users.js';

const ctx = useTestApp(['admin', 'auth', 'profile']);
let admin: Record<string, string>;
let officer: Record<string, string>;

/** A call of the System Admin. */
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  await createUser(ctx.db.kysely, { username: 'air', roles: ['Map CAQM'] });
  admin = await signedIn(ctx, 'root', ['System Admin']);
  officer = bearer(await signIn(ctx.app, 'air'));
});

describe('System Administration API: access, users, roles and the dashboard', () => {
  it('refuses every admin call to a user without the System Admin role', async () => {
    for (const url of [
      '/api2/admin/users',
      '/api2/admin/roles',
      '/api2/admin/access-log',
      '/api2/admin/dashboard',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: officer });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api2/admin/users' })).statusCode).toBe(
      401,
    );
  });

  it('creates a role template and a user holding it, and the user signs in with its roles', async () => {
    const role = await asAdmin('POST', '/api2/admin/roles', {
      name: 'River Viewer',
      description: 'Maps of rivers',
      functions: ['Map CRWQM', 'Map MRWQM'],
    });
    expect(role.statusCode).toBe(201);
    const user = await asAdmin('POST', '/api2/admin/users', {
      username: 'river.viewer',
      fullName: 'River Viewer',
      email: 'rv@example.org',
      userGroup: 'other',
      password: 'first-pass-123',
      templateIds: [role.json().id],
      functions: ['Raw Data'],
    });
    expect(user.statusCode).toBe(201);
    const token = await signIn(ctx.app, 'river.viewer', 'first-pass-123');
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/renewjwt',
      headers: bearer(token),
    });
    expect(renewed.json().roledetail.ticked).toEqual(['Map CRWQM', 'Map MRWQM', 'Raw Data']);
  });

  it('refuses a role name that the function hierarchy does not have', async () => {
    const res = await asAdmin('POST', '/api2/admin/roles', {
      name: 'Bad',
      functions: ['Fly Helicopter CAQM'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ROLE_UNKNOWN');
  });

  it('refuses a second user with the same username', async () => {
    const res = await asAdmin('POST', '/api2/admin/users', {
      username: 'AIR',
      fullName: 'Duplicate',
      email: 'd@example.org',
      userGroup: 'other',
      password: 'first-pass-123',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This username is already in use.');
  });

  it('searches and pages the user list', async () => {
    const res = await asAdmin('GET', '/api2/admin/users?search=river&pageSize=10');
    expect(res.json()).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(res.json().items[0]).toMatchObject({
      username: 'river.viewer',
      templates: ['River Viewer'],
    });
  });

  it('summarises users, sessions and sign-ins on the dashboard', async () => {
    const res = await asAdmin('GET', '/api2/admin/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json().users.total).toBe(3);
    expect(res.json().activeSessions).toBeGreaterThan(0);
    const daily = res.json().daily as { day: string; logins: number; failures: number }[];
    expect(daily).toHaveLength(14);
    expect(daily.at(-1)!.day).toBe('2026-01-15');
    expect(daily.at(-1)!.logins).toBeGreaterThan(0);
    expect(daily[0]).toEqual({ day: '2026-01-02', logins: 0, failures: 0 });
  });
});

describe('System Administration API: user status, regions and logs', () => {
  it('disables a user (renewal stops), enables, and unlocks after a lockout', async () => {
    const list = await asAdmin('GET', '/api2/admin/users?search=air');
    const id = list.json().items[0].id;
    const off = await asAdmin('POST', `/api2/admin/users/${id}/active`, { isActive: false });
    expect(off.json().isActive).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api2/users/renewjwt', headers: officer }))
        .statusCode,
    ).toBe(401);
    await asAdmin('POST', `/api2/admin/users/${id}/active`, { isActive: true });

    for (let i = 0; i < 4; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api2/users/login',
        payload: { username: 'air', password: 'wrong' },
      });
    }
    const locked = await asAdmin('GET', `/api2/admin/users/${id}`);
    expect(locked.json().isLocked).toBe(true);
    const unlocked = await asAdmin('POST', `/api2/admin/users/${id}/unlock`);
    expect(unlocked.json().isLocked).toBe(false);
    expect(await signIn(ctx.app, 'air')).toEqual(expect.any(String));
  });

  it('does not let an admin disable their own account', async () => {
    const me = await asAdmin('GET', '/api2/users/me');
    const res = await asAdmin('POST', `/api2/admin/users/${me.json().id}/active`, {
      isActive: false,
    });
    expect(res.statusCode).toBe(409);
  });

  it('manages regions and states, refusing duplicates', async () => {
    const region = await asAdmin('POST', '/api2/admin/regions', { code: 'N', name: 'Northern' });
    expect(region.statusCode).toBe(201);
    const state = await asAdmin('POST', '/api2/admin/states', {
      code: 'MY-09',
      name: 'Perlis',
      regionId: region.json().id,
    });
    expect(state.statusCode).toBe(201);
    const dup = await asAdmin('POST', '/api2/admin/states', { code: 'X', name: 'perlis' });
    expect(dup.statusCode).toBe(409);
    const renamed = await asAdmin('PUT', `/api2/admin/states/${state.json().id}`, {
      code: 'MY-09',
      name: 'Perlis Indera Kayangan',
      regionId: null,
    });
    expect(renamed.json().name).toBe('Perlis Indera Kayangan');
    const bad = await asAdmin('PUT', '/api2/admin/states/abc', { code: 'A', name: 'Bb' });
    expect(bad.statusCode).toBe(400);
    const missing = await asAdmin('DELETE', '/api2/admin/states/99999');
    expect(missing.statusCode).toBe(404);
  });

  it('records every change in the activity log with before and after', async () => {
    const res = await asAdmin('GET', '/api2/admin/activity-log?entity=state');
    const update = res.json().items.find((i: { action: string }) => i.action === 'update');
    expect(update).toMatchObject({ username: 'root', entity: 'state' });
    expect(update.before).toMatchObject({ name: 'Perlis' });
    expect(update.after).toMatchObject({ name: 'Perlis Indera Kayangan' });
  });

  it('filters the access log by event', async () => {
    const res = await asAdmin('GET', '/api2/admin/access-log?event=lockout');
    expect(res.json().items.every((i: { event: string }) => i.event === 'lockout')).toBe(true);
    expect(res.json().total).toBeGreaterThan(0);
  });
});

describe('profile API', () => {
  const ctx = useTestApp(['admin', 'auth', 'profile']);
  let me: Record<string, string>;
  beforeAll(async () => {
    await createUser(ctx.db.kysely, { username: 'self', roles: ['Map CAQM'] });
    me = bearer(await signIn(ctx.app, 'self'));
  });

  it('changes details and password (only with the current password)', async () => {
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: '/api2/users/me',
      headers: me,
      payload: {
        fullName: 'New Name',
        email: 'self@example.org',
        phone: null,
        organisation: 'DOE',
      },
    });
    expect(updated.json()).toMatchObject({ fullName: 'New Name', ticked: ['Map CAQM'] });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/me/password',
      headers: me,
      payload: { currentPassword: 'nope', newPassword: 'another-pass-9' },
    });
    expect(wrong.json().message).toBe('The current password is not correct.');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api2/users/me/password',
      headers: me,
      payload: { currentPassword: 'correct-horse-42', newPassword: 'another-pass-9' },
    });
    expect(ok.statusCode).toBe(204);
    expect(await signIn(ctx.app, 'self', 'another-pass-9')).toEqual(expect.any(String));
  });
});
