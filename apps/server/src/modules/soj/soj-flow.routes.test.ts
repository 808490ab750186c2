import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createUser } from '../../test/users.js';
import { seedSojFixture, sojHeaders } from './soj.test-support.js';

const ENTRY = 'Data Entry SOJ';
const VERIFY = 'Verify Data SOJ';
const APPROVE = 'Approve Data SOJ';

const ctx = useTestApp(['auth', 'soj']);
const as: Record<string, Record<string, string>> = {};
let roundId: (station: string, quarter: string) => Promise<number>;

beforeAll(async () => {
  ({ roundId } = await seedSojFixture(ctx.db.kysely));
  // Everyone holds every step's role: only the three-people rule keeps them apart.
  for (const username of ['ann', 'ben', 'cai']) {
    await createUser(ctx.db.kysely, { username, roles: [ENTRY, VERIFY, APPROVE, 'Report SOJ'] });
    as[username] = await sojHeaders(ctx.app, ctx.mailer, username);
  }
  await createUser(ctx.db.kysely, { username: 'viewer', roles: ['Report SOJ'] });
  as.viewer = await sojHeaders(ctx.app, ctx.mailer, 'viewer');
});

const call = (user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: as[user], payload });
const enter = (
  user: string,
  id: number,
  results = [
    { parameterCode: 'TSS', value: 62, censored: false },
    { parameterCode: 'DO', value: 6.2, censored: false },
  ],
) => call(user, 'PUT', `/api2/soj/rounds/${id}/results`, { sampledOn: '2025-02-14', results });

describe('SOJ sampling round: entry, approval and lock', () => {
  it('takes a round from entry to approval, logs who and when, and raises an exceedance from the approved result', async () => {
    const id = await roundId('SJ01', '2025-Q1');
    const entered = await enter('ann', id);
    expect(entered.statusCode).toBe(200);
    expect(entered.json()).toMatchObject({
      status: 'entered',
      enteredBy: 'ann',
      sampledOn: '2025-02-14',
      resultCount: 2,
    });

    expect(
      (await call('ann', 'POST', `/api2/soj/rounds/${id}/verify`, { decision: 'verify' })).json()
        .code,
    ).toBe('SOJ_SAME_PERSON');
    expect(
      (await call('ben', 'POST', `/api2/soj/rounds/${id}/verify`, { decision: 'verify' })).json(),
    ).toMatchObject({ status: 'verified', verifiedBy: 'ben' });
    expect(
      (await call('ann', 'POST', `/api2/soj/rounds/${id}/approve`, { decision: 'approve' })).json()
        .code,
    ).toBe('SOJ_SAME_PERSON');
    expect(
      (await call('ben', 'POST', `/api2/soj/rounds/${id}/approve`, { decision: 'approve' })).json()
        .code,
    ).toBe('SOJ_SAME_PERSON');
    const approved = await call('cai', 'POST', `/api2/soj/rounds/${id}/approve`, {
      decision: 'approve',
    });
    expect(approved.json()).toMatchObject({ status: 'approved', approvedBy: 'cai' });
    expect(
      approved
        .json()
        .history.map(
          (h: { action: string; username: string; fromStatus: string; toStatus: string }) => [
            h.action,
            h.username,
            h.fromStatus,
            h.toStatus,
          ],
        ),
    ).toEqual([
      ['enter', 'ann', 'planned', 'entered'],
      ['verify', 'ben', 'entered', 'verified'],
      ['approve', 'cai', 'verified', 'approved'],
    ]);

    // TSS 62 mg/L is above the class 2 limit of 50; DO 6.2 mg/L meets its minimum of 5.
    const exceedances = (await call('viewer', 'GET', '/api2/soj/exceedances?year=2025')).json();
    expect(exceedances).toMatchObject([
      {
        roundId: id,
        stationId: 'SJ01',
        parameterCode: 'TSS',
        value: 62,
        max: 50,
        standardVersion: 'MWQCS-C2',
        sampledOn: '2025-02-14',
      },
    ]);

    const activity = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['action', 'username'])
      .where('entity', '=', 'soj_round')
      .where('entityId', '=', String(id))
      .orderBy('id')
      .execute();
    expect(activity).toEqual([
      { action: 'soj_enter', username: 'ann' },
      { action: 'soj_verify', username: 'ben' },
      { action: 'soj_approve', username: 'cai' },
    ]);
  });

  it('locks approved results: entry is refused, reopening needs a reason and withdraws the exceedance', async () => {
    const id = await roundId('SJ01', '2025-Q1');
    expect((await enter('ann', id)).json().code).toBe('SOJ_TRANSITION_INVALID');
    expect((await call('cai', 'POST', `/api2/soj/rounds/${id}/reopen`, {})).statusCode).toBe(400);
    const reopened = await call('cai', 'POST', `/api2/soj/rounds/${id}/reopen`, {
      reason: 'Lab re-issued the TSS result',
    });
    expect(reopened.json()).toMatchObject({
      status: 'returned',
      remarks: 'Lab re-issued the TSS result',
    });
    expect((await call('viewer', 'GET', '/api2/soj/exceedances?year=2025')).json()).toEqual([]);
    expect((await call('viewer', 'GET', '/api2/soj/data?stationId=SJ01')).json()).toEqual([]);
  });
});

describe('SOJ sampling round: returns, roles, refusals, import and the yearly report', () => {
  it('lets the verifier return entered data with remarks (and not without), and the enterer correct it', async () => {
    const id = await roundId('SG01', '2025-Q1');
    await enter('ann', id);
    expect(
      (await call('ben', 'POST', `/api2/soj/rounds/${id}/verify`, { decision: 'return' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call('ben', 'POST', `/api2/soj/rounds/${id}/verify`, {
          decision: 'return',
          remarks: 'DO looks high',
        })
      ).json(),
    ).toMatchObject({ status: 'returned', remarks: 'DO looks high' });
    expect(
      (await call('cai', 'POST', `/api2/soj/rounds/${id}/approve`, { decision: 'approve' })).json()
        .code,
    ).toBe('SOJ_TRANSITION_INVALID');
    expect(
      (await enter('ann', id, [{ parameterCode: 'DO', value: 5.8, censored: false }])).json(),
    ).toMatchObject({ status: 'entered', resultCount: 1 });
  });

  it('refuses each step to a user without its role', async () => {
    const id = await roundId('SG01', '2025-Q2');
    expect((await enter('viewer', id)).statusCode).toBe(403);
    expect(
      (await call('viewer', 'POST', `/api2/soj/rounds/${id}/verify`, { decision: 'verify' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('viewer', 'POST', `/api2/soj/rounds/${id}/approve`, { decision: 'approve' }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses unknown parameters and a sampling day outside the round's quarter", async () => {
    const id = await roundId('SG01', '2025-Q2');
    expect(
      (await enter('ann', id, [{ parameterCode: 'XYZ', value: 1, censored: false }])).json().code,
    ).toBe('REFERENCE_INVALID');
    const outside = await call('ann', 'PUT', `/api2/soj/rounds/${id}/results`, {
      sampledOn: '2025-02-14',
      results: [{ parameterCode: 'DO', value: 5, censored: false }],
    });
    expect([outside.statusCode, outside.json().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('imports a file: good rows enter their round, bad rows come back by row with the reason', async () => {
    const csv = [
      'station_id,sampled_on,parameter,value',
      'SG01,2025-05-20,DO,6.4',
      'SG01,2025-05-20,TSS,<5',
      'SG01,2025-05-20,COD,3',
      'ZZ99,2025-05-20,DO,6',
      'SJ01,2025-08-01,DO,6',
    ].join('\n');
    const res = await call('ann', 'POST', '/api2/soj/import', { csv });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rounds).toEqual([await roundId('SG01', '2025-Q2')]);
    expect(body.rows).toBe(2);
    expect(body.errors.map((e: { row: number }) => e.row)).toEqual([4, 5, 6]);
    expect(body.errors[0].message).toMatch(/parameter/i);
  });

  it('reports the approved round in the yearly report with standard compliance', async () => {
    const id = await roundId('SG01', '2025-Q1');
    await call('ben', 'POST', `/api2/soj/rounds/${id}/verify`, { decision: 'verify' });
    await call('cai', 'POST', `/api2/soj/rounds/${id}/approve`, { decision: 'approve' });
    const yearly = (await call('viewer', 'GET', '/api2/soj/yearly?year=2025')).json();
    expect(yearly.standardVersion).toBe('MWQCS-C2');
    expect(yearly.rows).toEqual([
      {
        stationId: 'SG01',
        stationName: 'Straits SG01',
        side: 'SG',
        parameterCode: 'DO',
        unit: 'mg/L',
        samples: 1,
        mean: 5.8,
        min: 5.8,
        max: 5.8,
        standardCompliancePct: 100,
        benchmarkCompliancePct: null,
      },
    ]);
  });
});
