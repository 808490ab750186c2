import { DELETE_REQUEST_MODULES } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { loggedActions } from '../../test/activity-log.js';
import { useTestApp, type TestContext } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { addHourlyStation, insertReadings } from './qaqc.fixtures.js';

// One station per module with a delete request page; DO on 12 January 2026 (KL), six hourly values.
const DAY = '2026-01-12T00:00:00+08:00';
const stationOf = (module: string) => `DR-${module}`;
const requestOf = (module: string) => ({
  stationId: stationOf(module),
  parameterCode: 'DO',
  from: '2026-01-12T02:00:00+08:00',
  to: '2026-01-12T04:00:00+08:00',
  reason: 'Sample bottle contaminated',
});

/** The readings of the module's station, oldest first, with their validity. */
const readingStates = (ctx: TestContext, module: string) =>
  ctx.db.kysely
    .selectFrom('readingState')
    .select(['ts', 'validity'])
    .where('stationId', '=', stationOf(module))
    .orderBy('ts')
    .execute();

/** The module's station with six hourly DO values, and its users signed in into `h`. */
async function setUpModule(
  ctx: TestContext,
  module: (typeof DELETE_REQUEST_MODULES)[number],
  h: Record<string, Record<string, string>>,
) {
  const db = ctx.db.kysely;
  await seedReference(db);
  await addHourlyStation(db, stationOf(module), module, ['DO'], {
    expectedIntervalMinutes: null,
  });
  await insertReadings(db, stationOf(module), 'DO', DAY, [6, 6.2, 1.1, 1.2, 6.1, 6]);
  Object.assign(
    h,
    await signedInAll(ctx, {
      requester: [`Request Delete Data ${module}`],
      reviewer: [`Review Request of Deleted Data ${module}`],
      officer: [`Update Flag ${module}`, `View Flag Details ${module}`],
      otherModule: ['Request Delete Data CRWQM', 'Review Request of Deleted Data CRWQM'],
    }),
  );
}

// The Straits of Johor's requests delete its round results, not readings (soj-delete-requests.routes.test.ts).
describe.each(DELETE_REQUEST_MODULES.filter((m) => m !== 'SOJ'))(
  'delete requests of %s',
  (module) => {
    const ctx = useTestApp(['auth', 'qaqc']);
    const h: Record<string, Record<string, string>> = {};
    const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: h[who], payload });
    const current = () => readingStates(ctx, module);

    beforeAll(async () => {
      await setUpModule(ctx, module, h);
    });

    it("refuses the request, the list and the station picker to another module's officer", async () => {
      const create = await call(
        'otherModule',
        'POST',
        '/api2/qaqc/delete-requests',
        requestOf(module),
      );
      expect(create.statusCode).toBe(403);
      expect(
        (await call('otherModule', 'GET', `/api2/qaqc/delete-requests?module=${module}`))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('otherModule', 'GET', `/api2/qaqc/stations?module=${module}`)).statusCode,
      ).toBe(403);
    });

    it('takes a request from Request Delete Data, who picks the station and sees the outcome; nothing is deleted yet', async () => {
      const stations = await call('requester', 'GET', `/api2/qaqc/stations?module=${module}`);
      expect(stations.json()).toMatchObject([{ id: stationOf(module) }]);
      const res = await call('requester', 'POST', '/api2/qaqc/delete-requests', requestOf(module));
      expect(res.statusCode).toBe(200);
      const list = await call('requester', 'GET', `/api2/qaqc/delete-requests?module=${module}`);
      expect(list.json()).toMatchObject([{ status: 'pending', requesterName: 'requester' }]);
      expect(await current()).toEqual([]);
    });

    it('lets the requester withdraw a request nobody decided (nothing deleted), once, logged', async () => {
      const created = await call('requester', 'POST', '/api2/qaqc/delete-requests', {
        ...requestOf(module),
        from: '2026-01-12T04:00:00+08:00',
        to: '2026-01-12T05:00:00+08:00',
      });
      const id = created.json().id as number;
      const url = `/api2/qaqc/delete-requests/${id}/withdraw`;
      expect((await call('reviewer', 'POST', url)).statusCode).toBe(403);
      const withdrawn = await call('requester', 'POST', url);
      expect(withdrawn.json()).toMatchObject({ status: 'withdrawn' });
      expect((await call('requester', 'POST', url)).json().code).toBe('DELETE_REQUEST_NOT_PENDING');
      const review = await call('reviewer', 'POST', `/api2/qaqc/delete-requests/${id}/review`, {
        decision: 'approve',
        note: 'Too late',
      });
      expect(review.statusCode).toBe(409);
      expect(await current()).toEqual([]);
      expect(await loggedActions(ctx.db.kysely, 'delete_request', id)).toEqual([
        'create',
        'withdraw',
      ]);
    });

    it('lets Review Request of Deleted Data approve it as one change set, which Update Flag reverts', async () => {
      const pendingOnly = `/api2/qaqc/delete-requests?module=${module}&status=pending`;
      const [pending] = (await call('reviewer', 'GET', pendingOnly)).json();
      expect(
        (
          await call('requester', 'POST', `/api2/qaqc/delete-requests/${pending.id}/review`, {
            decision: 'approve',
            note: 'Checked',
          })
        ).statusCode,
      ).toBe(403);
      const approved = await call(
        'reviewer',
        'POST',
        `/api2/qaqc/delete-requests/${pending.id}/review`,
        {
          decision: 'approve',
          note: 'Lab confirmed',
        },
      );
      expect(approved.json()).toMatchObject({ status: 'approved', reviewerName: 'reviewer' });
      expect((await current()).map((r) => r.validity)).toEqual([-1, -1]);
      const changeSet = approved.json().changeSet as string;
      expect(
        (
          await call('reviewer', 'POST', `/api2/qaqc/change-sets/${changeSet}/revert`, {
            reason: 'Wrong period',
          })
        ).statusCode,
      ).toBe(403);
      const reverted = await call('officer', 'POST', `/api2/qaqc/change-sets/${changeSet}/revert`, {
        reason: 'Wrong period',
      });
      expect(reverted.statusCode).toBe(200);
      expect((await current()).map((r) => r.validity)).toEqual([1, 1]);
    });
  },
);
