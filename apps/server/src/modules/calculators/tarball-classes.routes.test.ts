import { API } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { insertSample, testStation } from '../reports/reports.fixtures.js';

type Row = Record<string, unknown>;

/** Tar-ball classes as versioned data (the clock of useTestApp is 15/01/2026, Kuala Lumpur). */
describe('tar-ball class versions', () => {
  const ctx = useTestApp(['auth', 'calculators', 'reports']);
  const h: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await db
      .insertInto('station')
      .values(testStation('MM01T', 'MMWQM', null, 'COASTAL'))
      .execute();
    await insertSample(db, 'MM01T', '2025-11-20T10:00:00+08:00', { M_TARBALL: 3 });
    await insertSample(db, 'MM01T', '2025-12-20T10:00:00+08:00', { M_TARBALL: 3 });
    Object.assign(
      h,
      await signedInAll(ctx, {
        'tb.admin': ['System Admin'],
        'tb.officer': ['Report MMWQM'],
      }),
    );
  });

  const list = (who = 'tb.admin') =>
    ctx.app.inject({ method: 'GET', url: API.adminTarballClasses.url, headers: h[who] });
  const add = (payload: object, who = 'tb.admin', lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: API.adminAddTarballVersion.url,
      headers: { ...h[who], 'accept-language': lang },
      payload,
    });
  const version = {
    version: 'DOE-2025',
    effectiveFrom: '2025-12-01',
    source: 'Department circular on beach tar-ball surveys (test)',
    confidence: 'SINGLE',
    thresholds: { light: 1, moderate: 5, heavy: 20 },
  };

  it('starts with the provisional version, in force', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      today: '2026-01-15',
      items: [
        {
          id: 'tarball-provisional',
          version: 'PROVISIONAL',
          provisional: true,
          thresholds: { light: 0.1, moderate: 2, heavy: 10 },
          inForce: true,
        },
      ],
    });
  });

  it('refuses bounds that are not positive and increasing, in the caller’s language', async () => {
    const res = await add(
      { ...version, thresholds: { light: 5, moderate: 2, heavy: 20 } },
      'tb.admin',
      'ms',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([
      'Had mesti menaik: ringan < sederhana < berat.',
    ]);
  });

  it('adds a version in the activity log; only a System Admin may', async () => {
    expect((await add(version, 'tb.officer')).statusCode).toBe(403);
    const res = await add(version);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: 'DOE-2025', inForce: true, provisional: false });
    const items = (await list()).json().items as Row[];
    expect(items.map((v) => [v.version, v.inForce])).toEqual([
      ['PROVISIONAL', false],
      ['DOE-2025', true],
    ]);
    const log = await ctx.db.kysely
      .selectFrom('activityLog')
      .selectAll()
      .where('entity', '=', 'tarball_class_version')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'create', username: 'tb.admin' });
  });

  it('refuses a second version with the same label or the same first day', async () => {
    expect((await add({ ...version, effectiveFrom: '2026-02-01' })).json().code).toBe('NAME_TAKEN');
    expect((await add({ ...version, version: 'DOE-2025b' })).statusCode).toBe(409);
  });

  it('classes each survey with the version in force on its day', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api2/reports/mmwqm/tarball?station=MM01T&from=2025-11-01&to=2026-01-10',
      headers: h['tb.officer'],
    });
    const body = res.json();
    expect(body.rows.map((r: Row) => [r.time, r.value, r.tarballClass, r.classVersion])).toEqual([
      ['2025-11-20 10:00', 3, 'Moderate', 'PROVISIONAL'],
      ['2025-12-20 10:00', 3, 'Light', 'DOE-2025'],
    ]);
    expect(body.notes).toHaveLength(2);
    expect(body.notes[1]).toContain('Moderate ≥ 5');
  });
});
