import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { columns } from '../../test/columns.js';
import { useTestApp } from '../../test/test-app.js';
import { signedInAll } from '../../test/users.js';
import { activities, addHourlyStation, hourlyMean, insertReadings } from './qaqc.fixtures.js';

// CR01Q dissolved oxygen on 12 January 2026 (KL): six hourly values; the request covers 02:00–04:00.
const DAY = '2026-01-12T00:00:00+08:00';
const request = {
  stationId: 'CR01Q',
  parameterCode: 'DO',
  from: '2026-01-12T02:00:00+08:00',
  to: '2026-01-12T04:00:00+08:00',
  reason: 'Probe fouled by debris',
};

const ctx = useTestApp(['auth', 'qaqc']);
const h: Record<string, Record<string, string>> = {};
const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: h[who] });
const post = (url: string, who: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: h[who], payload });
let id = 0;

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  await addHourlyStation(db, 'CR01Q', 'CRWQM', ['DO']);
  await insertReadings(db, 'CR01Q', 'DO', DAY, [6, 6.2, 1.1, 1.2, 6.1, 6]);
  Object.assign(
    h,
    await signedInAll(ctx, {
      requester: [
        'Request Delete Data CRWQM',
        'Review Request of Deleted Data CRWQM',
        'View Request of Deleted Data CRWQM',
      ],
      reviewer: [
        'Review Request of Deleted Data CRWQM',
        'View Request of Deleted Data CRWQM',
        'View Flag Details CRWQM',
      ],
      airReviewer: ['Review Request of Deleted Data CAQM'],
    }),
  );
});

describe('delete requests', () => {
  it('takes a request from a user with Request Delete Data of the module only', async () => {
    expect((await post('/api2/qaqc/delete-requests', 'reviewer', request)).statusCode).toBe(403);
    const res = await post('/api2/qaqc/delete-requests', 'requester', request);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      requesterName: 'requester',
      reason: request.reason,
    });
    id = res.json().id;
    expect(
      (await activities(ctx.db.kysely, 'create')).some((a) => a.entity === 'delete_request'),
    ).toBe(true);
  });

  it('refuses a decision without a note for the requester', async () => {
    const res = await post(`/api2/qaqc/delete-requests/${id}/review`, 'reviewer', {
      decision: 'approve',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a review by the requester and by a reviewer of another module', async () => {
    const own = await post(`/api2/qaqc/delete-requests/${id}/review`, 'requester', {
      decision: 'approve',
      note: 'Checked',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('DELETE_REQUEST_OWN');
    expect(
      (
        await post(`/api2/qaqc/delete-requests/${id}/review`, 'airReviewer', {
          decision: 'approve',
          note: 'Checked',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('withdraws the values of the period with AL as one change set, keeps the raw values, and shows the outcome to the requester', async () => {
    const res = await post(`/api2/qaqc/delete-requests/${id}/review`, 'reviewer', {
      decision: 'approve',
      note: 'Confirmed with the site visit',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      reviewerName: 'reviewer',
      changeSet: expect.any(String),
    });
    const values = (
      await get(
        `/api2/qaqc/values?stationId=CR01Q&parameterCode=DO&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent('2026-01-12T06:00:00+08:00')}`,
        'reviewer',
      )
    ).json().values;
    expect(columns(values, 'raw', 'validity', 'nullReason')).toEqual([
      [6, 1, null],
      [6.2, 1, null],
      [1.1, -1, 'AL'],
      [1.2, -1, 'AL'],
      [6.1, 1, null],
      [6, 1, null],
    ]);
    expect(
      await hourlyMean(ctx.db.kysely, 'CR01Q', 'DO', '2026-01-12T02:00:00+08:00'),
    ).toMatchObject({ avg: null, validity: -1 });
    const seen = (await get('/api2/qaqc/delete-requests?module=CRWQM', 'requester')).json();
    expect(seen).toEqual([
      expect.objectContaining({
        id,
        status: 'approved',
        reviewNote: 'Confirmed with the site visit',
      }),
    ]);
    const again = await post(`/api2/qaqc/delete-requests/${id}/review`, 'reviewer', {
      decision: 'reject',
      note: 'Checked',
    });
    expect(again.json().code).toBe('DELETE_REQUEST_NOT_PENDING');
  });

  it('leaves the data as it is when a request is rejected', async () => {
    const other = (
      await post('/api2/qaqc/delete-requests', 'requester', {
        ...request,
        from: '2026-01-12T04:00:00+08:00',
        to: '2026-01-12T05:00:00+08:00',
      })
    ).json();
    const res = await post(`/api2/qaqc/delete-requests/${other.id}/review`, 'reviewer', {
      decision: 'reject',
      note: 'Checked',
    });
    expect(res.json()).toMatchObject({ status: 'rejected', changeSet: null });
    expect(
      await hourlyMean(ctx.db.kysely, 'CR01Q', 'DO', '2026-01-12T04:00:00+08:00'),
    ).toMatchObject({ avg: 6.1, validity: 1 });
  });
});
