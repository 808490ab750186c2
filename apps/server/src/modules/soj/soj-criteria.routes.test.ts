import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { apiCaller, createUser } from '../../test/users.js';
import { seedSojFixture, sojHeaders } from './soj.test-support.js';

describe('SOJ standard and benchmarks as versioned data', () => {
  const ctx = useTestApp(['auth', 'soj']);
  const call = apiCaller(ctx);
  let approver: Record<string, string>;
  let viewer: Record<string, string>;

  beforeAll(async () => {
    await seedSojFixture(ctx.db.kysely);
    await createUser(ctx.db.kysely, { username: 'approver', roles: ['Approve Data SOJ'] });
    await createUser(ctx.db.kysely, { username: 'viewer', roles: ['Report SOJ'] });
    approver = await sojHeaders(ctx.app, ctx.mailer, 'approver');
    viewer = await sojHeaders(ctx.app, ctx.mailer, 'viewer');
  });

  const version = (label: string, effectiveFrom: string) => ({
    version: label,
    effectiveFrom,
    source: 'Joint committee minutes, meeting 12',
    rows: [{ parameterCode: 'TSS', stationGroup: 'WEST', min: null, max: 40 }],
  });

  it('lists the seeded standard version as the one in force', async () => {
    const res = await call('GET', '/api2/soj/criteria/standard', viewer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.inForce).toBe('MWQCS-C2');
    expect(body.versions[0].rows).toContainEqual({
      parameterCode: 'TSS',
      stationGroup: null,
      min: null,
      max: 50,
    });
  });

  it('adds a benchmark version (audited); one effective later is listed but not yet in force', async () => {
    const add = (body: object) => call('POST', '/api2/soj/criteria/benchmark', approver, body);
    expect((await add(version('B-2025', '2025-01-01'))).statusCode).toBe(201);
    expect((await add(version('B-2030', '2030-01-01'))).statusCode).toBe(201);
    const body = (await call('GET', '/api2/soj/criteria/benchmark', viewer)).json();
    expect(body.versions.map((v: { version: string }) => v.version)).toEqual(['B-2030', 'B-2025']);
    expect(body.inForce).toBe('B-2025');
    const logged = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['username', 'entityId'])
      .where('entity', '=', 'soj_benchmark')
      .execute();
    expect(logged).toEqual([
      { username: 'approver', entityId: 'B-2025' },
      { username: 'approver', entityId: 'B-2030' },
    ]);
  });

  it('refuses a repeated label, a row with no limit, an unknown parameter and a user without the right', async () => {
    const add = (body: object, headers = approver) =>
      call('POST', '/api2/soj/criteria/benchmark', headers, body);
    expect((await add(version('B-2025', '2026-01-01'))).json().code).toBe('NAME_TAKEN');
    expect(
      (
        await add({
          ...version('B-X', '2026-01-01'),
          rows: [{ parameterCode: 'TSS', stationGroup: null, min: null, max: null }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await add({
          ...version('B-Y', '2026-01-01'),
          rows: [{ parameterCode: 'NOPE', stationGroup: null, min: 1, max: null }],
        })
      ).json().code,
    ).toBe('REFERENCE_INVALID');
    expect((await add(version('B-Z', '2026-01-01'), viewer)).statusCode).toBe(403);
  });
});
