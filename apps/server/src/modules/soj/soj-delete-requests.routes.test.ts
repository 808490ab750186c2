import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { seedSojFixture, sojHeaders } from './soj.test-support.js';

const FLOW = ['Data Entry SOJ', 'Verify Data SOJ', 'Approve Data SOJ', 'Report SOJ'];
/** TSS of the approved 2025 Q1 round of SJ01, beyond the standard (an exceedance). */
const REQUEST = {
  stationId: 'SJ01',
  parameterCode: 'TSS',
  from: '2025-02-01T00:00:00+08:00',
  to: '2025-02-28T23:59:00+08:00',
  reason: 'Sample bottle broken in transport',
};

const ctx = useTestApp(['auth', 'home', 'qaqc', 'soj'], { sojSessionMinutes: 240 });
const as: Record<string, Record<string, string>> = {};
let changeSet = '';
let round = 0;

const call = (user: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: as[user], ...(payload ? { payload } : {}) });
/** The round's TSS results, whatever its status (the data pages show approved rounds only). */
const tss = async () =>
  (await call('ann', 'GET', `/api2/soj/rounds/${round}`))
    .json<{ results: { parameterCode: string; value: number }[] }>()
    .results.filter((r) => r.parameterCode === 'TSS')
    .map((r) => r.value);
const exceedances = async () =>
  (await call('ann', 'GET', '/api2/soj/exceedances'))
    .json<{ parameterCode: string }[]>()
    .map((e) => e.parameterCode);

beforeAll(async () => {
  const { roundId } = await seedSojFixture(ctx.db.kysely);
  const users: Record<string, string[]> = {
    ann: FLOW,
    ben: FLOW,
    cai: FLOW,
    requester: ['Request Delete Data SOJ'],
    reviewer: ['Review Request of Deleted Data SOJ'],
    officer: ['Update Flag SOJ', 'View Flag Details SOJ'],
  };
  for (const [username, roles] of Object.entries(users)) {
    await createUser(ctx.db.kysely, { username, roles });
    as[username] = await sojHeaders(ctx.app, ctx.mailer, username);
  }
  const id = await roundId('SJ01', '2025-Q1');
  round = id;
  await call('ann', 'PUT', `/api2/soj/rounds/${id}/results`, {
    sampledOn: '2025-02-14',
    results: [
      { parameterCode: 'TSS', value: 62, censored: false },
      { parameterCode: 'DO', value: 6.2, censored: false },
    ],
  });
  await call('ben', 'POST', `/api2/soj/rounds/${id}/verify`, { decision: 'verify' });
  await call('cai', 'POST', `/api2/soj/rounds/${id}/approve`, { decision: 'approve' });
});

/**
 * The Straits of Johor in the one delete-data flow: a request on a station parameter's results
 * over a period, decided by another officer with a note; the approval removes the results as a
 * change set of SOJ results, which a QA/QC officer reverts; all behind the SOJ session.
 */
describe('SOJ delete-data requests', () => {
  it('refuses a request without the SOJ session, and one on a parameter the programme does not measure', async () => {
    const plain = bearer(await signIn(ctx.app, 'requester'));
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api2/qaqc/delete-requests',
      headers: plain,
      payload: REQUEST,
    });
    expect(refused.json().code).toBe('SOJ_SESSION_MISSING');
    const unknown = await call('requester', 'POST', '/api2/qaqc/delete-requests', {
      ...REQUEST,
      parameterCode: 'PM10',
    });
    expect(unknown.json().code).toBe('REFERENCE_INVALID');
  });

  it("offers the programme's stations with its parameters to the requester's form", async () => {
    const stations = await call('requester', 'GET', '/api2/qaqc/stations?module=SOJ');
    const [first] = stations.json<{ id: string; parameters: { code: string }[] }[]>();
    expect(first!.parameters.map((p) => p.code)).toContain('TSS');
  });

  it("refuses a request on an approved round's results until the round is reopened", async () => {
    const locked = await call('requester', 'POST', '/api2/qaqc/delete-requests', REQUEST);
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'SOJ_ROUND_LOCKED']);
    expect(locked.json().message).toMatch(
      /^A sampling round of these results is approved and locked/,
    );
    const reopened = await call('cai', 'POST', `/api2/soj/rounds/${round}/reopen`, {
      reason: 'The lab doubts the TSS bottle',
    });
    expect(reopened.json().status).toBe('returned');
    expect(await exceedances()).not.toContain('TSS');
  });

  it('takes the request with its reason, deletes nothing yet, and puts it on the Home of who decides it', async () => {
    const made = await call('requester', 'POST', '/api2/qaqc/delete-requests', REQUEST);
    expect(made.json()).toMatchObject({ status: 'pending', requesterName: 'requester' });
    expect(await tss()).toEqual([62]);
    const home = await call('reviewer', 'GET', '/api2/home');
    expect(home.json().work).toContainEqual(
      expect.objectContaining({
        kind: 'dataDelete',
        module: 'SOJ',
        count: 1,
        path: '/eqmp/app/marine/soj/report/delete_request',
      }),
    );
  });

  it("approves with the reviewer's note: the results go as one change set, logged", async () => {
    const [pending] = (
      await call('reviewer', 'GET', '/api2/qaqc/delete-requests?module=SOJ&status=pending')
    ).json<{ id: number }[]>();
    const approved = await call(
      'reviewer',
      'POST',
      `/api2/qaqc/delete-requests/${pending!.id}/review`,
      { decision: 'approve', note: 'Lab confirmed the breakage' },
    );
    expect(approved.json()).toMatchObject({
      status: 'approved',
      reviewerName: 'reviewer',
      reviewNote: 'Lab confirmed the breakage',
    });
    changeSet = approved.json<{ changeSet: string }>().changeSet;
    expect(await tss()).toEqual([]);
    expect(await exceedances()).not.toContain('TSS');
    const logged = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['action', 'username'])
      .where('entityId', '=', changeSet)
      .execute();
    expect(logged).toEqual([{ action: 'qaqc_delete', username: 'reviewer' }]);
  });

  it('refuses to revert the deletion into the round approved again since, until it is reopened', async () => {
    await call('ann', 'PUT', `/api2/soj/rounds/${round}/results`, {
      sampledOn: '2025-02-14',
      results: [{ parameterCode: 'DO', value: 6.3, censored: false }],
    });
    await call('ben', 'POST', `/api2/soj/rounds/${round}/verify`, { decision: 'verify' });
    const approved = await call('cai', 'POST', `/api2/soj/rounds/${round}/approve`, {
      decision: 'approve',
    });
    expect(approved.json().status).toBe('approved');
    const url = `/api2/qaqc/change-sets/${changeSet}/revert`;
    const locked = await call('officer', 'POST', url, { reason: 'Wrong bottle' });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'SOJ_ROUND_LOCKED']);
    expect(await tss()).toEqual([]);
    await call('cai', 'POST', `/api2/soj/rounds/${round}/reopen`, { reason: 'TSS found sound' });
  });

  it('lists the deletion among the change sets, and Update Flag SOJ reverts it into the reopened round: the results come back, not yet judged', async () => {
    const sets = await call(
      'officer',
      'GET',
      '/api2/qaqc/change-sets?module=SOJ&from=2026-01-01T00:00:00%2B08:00&to=2026-02-01T00:00:00%2B08:00',
    );
    expect(sets.json()).toEqual([
      expect.objectContaining({
        changeSet,
        kind: 'delete',
        stationId: 'SJ01',
        parameterCodes: ['TSS'],
        values: 1,
        revertible: true,
      }),
    ]);
    const url = `/api2/qaqc/change-sets/${changeSet}/revert`;
    expect((await call('reviewer', 'POST', url, { reason: 'Wrong bottle' })).statusCode).toBe(403);
    const reverted = await call('officer', 'POST', url, { reason: 'Wrong bottle' });
    expect(reverted.json()).toMatchObject({ changed: 1 });
    expect(await tss()).toEqual([62]);
    // The round is not approved: its exceedances come with its next approval.
    expect(await exceedances()).not.toContain('TSS');
  });

  it('refuses to revert the deletion a second time: its results were changed since', async () => {
    const again = await call('officer', 'POST', `/api2/qaqc/change-sets/${changeSet}/revert`, {
      reason: 'Twice',
    });
    expect(again.json().code).toBe('QAQC_REVERT_STALE');
  });

  it('leaves the results of the day the period ends on, which is not included', async () => {
    const made = await call('requester', 'POST', '/api2/qaqc/delete-requests', {
      ...REQUEST,
      to: '2025-02-14T00:00:00+08:00',
    });
    const decided = await call(
      'reviewer',
      'POST',
      `/api2/qaqc/delete-requests/${made.json<{ id: number }>().id}/review`,
      { decision: 'approve', note: 'Checked' },
    );
    expect(decided.json()).toMatchObject({ status: 'approved', changeSet: null });
    expect(await tss()).toEqual([62]);
  });
});
