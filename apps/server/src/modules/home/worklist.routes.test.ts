import { qaqcRole, QAQC_FUNCTIONS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signedIn, signIn } from '../../test/users.js';
import { addHourlyStation, insertReadings } from '../qaqc/qaqc.fixtures.js';

// The test clock stands in January 2026: December 2025 (Malaysia time) is the last full month.
const DEC = '2025-12-01T00:00:00+08:00';
const JAN = '2026-01-01T00:00:00+08:00';
const QAQC_ROLES = (Object.keys(QAQC_FUNCTIONS) as (keyof typeof QAQC_FUNCTIONS)[]).map((fn) =>
  qaqcRole(fn, 'CAQM'),
);

/** Home says what waits for each person, and never their own work to decide. */
describe('Home: waiting for you', () => {
  const ctx = useTestApp(['auth', 'home', 'qaqc']);
  const h: Record<string, Record<string, string>> = {};
  const work = async (who: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api2/home', headers: h[who] });
    expect(res.statusCode).toBe(200);
    return res.json().work as { kind: string; module: string; count: number; path: string }[];
  };
  const post = (who: string, url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: h[who], payload });

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addHourlyStation(db, 'CA03W', 'CAQM', ['PM10']);
    await insertReadings(db, 'CA03W', 'PM10', '2025-12-10T00:00:00+08:00', [30, 31, 32]);
    for (const name of ['first', 'second']) {
      await createUser(db, { username: name, roles: QAQC_ROLES });
      h[name] = bearer(await signIn(ctx.app, name));
    }
    h.reader = await signedIn(ctx, 'reader', ['Map CAQM']);
  });

  it("lists last month's unreviewed data to the officers who can review it, with the page", async () => {
    expect(await work('first')).toEqual([
      {
        kind: 'review',
        module: 'CAQM',
        recordKind: null,
        count: 1,
        path: '/eqmp/app/air/caqm/report/qaqc_2nd_level',
      },
    ]);
    expect(await work('reader')).toEqual([]);
  });

  it('moves a reviewed month to the other officer for approval, never to its reviewer', async () => {
    const reviewed = await post('first', '/api2/qaqc/reviews', {
      stationId: 'CA03W',
      parameterCode: 'PM10',
      from: DEC,
      to: JAN,
    });
    expect(reviewed.statusCode).toBe(200);
    expect(await work('first')).toEqual([]);
    expect(await work('second')).toEqual([
      expect.objectContaining({ kind: 'approve', module: 'CAQM', count: 1 }),
    ]);
  });

  it('gives a delete request to the officers who decide it, not to its requester', async () => {
    const requested = await post('first', '/api2/qaqc/delete-requests', {
      stationId: 'CA03W',
      parameterCode: 'PM10',
      from: '2025-12-10T00:00:00+08:00',
      to: '2025-12-10T02:00:00+08:00',
      reason: 'Analyser fault',
    });
    expect(requested.statusCode).toBe(200);
    expect((await work('first')).map((w) => w.kind)).not.toContain('dataDelete');
    expect(await work('second')).toContainEqual(
      expect.objectContaining({
        kind: 'dataDelete',
        count: 1,
        path: '/eqmp/app/air/caqm/report/datavalidation?tab=deletes',
      }),
    );
  });
});
