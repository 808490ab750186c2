import { API, SOJ_ROLES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedSojFixture } from './modules/soj/soj.test-support.js';
import { countRows } from './test/count-rows.js';
import { useTestApp } from './test/test-app.js';
import { bearer, createUser, signIn } from './test/users.js';

describe('a server booted with some of its modules (as a test boots it)', () => {
  const ctx = useTestApp(['auth', 'query']);

  beforeAll(async () => {
    await seedSojFixture(ctx.db.kysely);
    await createUser(ctx.db.kysely, { username: 'soj.officer', roles: [...SOJ_ROLES] });
  });

  it('answers the routes of the modules booted, and no route of the others', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: API.health.url });
    expect([health.statusCode, health.json().code]).toEqual([404, 'ROUTE_NOT_FOUND']);
    expect(bearer(await signIn(ctx.app, 'soj.officer')).authorization).toMatch(/^Bearer /);
  });

  it('stores the reference rows whichever modules are booted', async () => {
    expect(await countRows(ctx.db.kysely, 'apiBreakpointVersion')).toBeGreaterThan(0);
    expect(await countRows(ctx.db.kysely, 'recordSetting')).toBeGreaterThan(0);
    expect(await countRows(ctx.db.kysely, 'sojParameter')).toBeGreaterThan(0);
  });

  it('keeps the SOJ second factor on another module’s SOJ route without the SOJ module', async () => {
    const headers = bearer(await signIn(ctx.app, 'soj.officer'));
    const res = await ctx.app.inject({ method: 'GET', url: API.querySOJ.url, headers });
    expect([res.statusCode, res.json().code]).toEqual([403, 'SOJ_SESSION_MISSING']);
  });
});
