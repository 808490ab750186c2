import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { createUser, signedIn } from '../../test/users.js';
import { sojHeaders } from './soj.test-support.js';

const ctx = useTestApp(['auth', 'inventory', 'soj']);
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  const db = ctx.db.kysely;
  as.keeper = await signedIn(ctx, 'keeper', ['Inventory Maintenance']);
  const roles = {
    planner: 'Sampling Schedule SOJ',
    ann: 'Data Entry SOJ',
    ben: 'Verify Data SOJ',
    cai: 'Approve Data SOJ',
  };
  for (const [username, role] of Object.entries(roles)) {
    await createUser(db, { username, roles: [role] });
    as[username] = await sojHeaders(ctx.app, ctx.mailer, username);
  }
});

const call = (user: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: as[user], ...(payload ? { payload } : {}) });
const plan = (user: string, body: object) => call(user, 'POST', '/api2/soj/rounds', body);

/**
 * A production instance (no demo data): the programme starts from a station added to the
 * inventory and a plan made through the API, and its round is signed off by three people, each
 * holding only their own role.
 */
describe('SOJ on a clean instance: inventory station → plan → entry → verify → approve', () => {
  it('lists a station added to the inventory with module SOJ among the programme stations', async () => {
    const made = await call('keeper', 'POST', '/api2/inventory/stations', {
      id: 'SJN01',
      module: 'SOJ',
      name: 'Straits of Johor at Tanjung Kupang',
      longitude: 103.62,
      latitude: 1.36,
      locationType: 'ESTUARY',
    });
    expect(made.statusCode).toBe(201);
    const stations = await call('planner', 'GET', '/api2/soj/stations');
    expect(stations.json()).toEqual([
      {
        id: 'SJN01',
        name: 'Straits of Johor at Tanjung Kupang',
        side: 'MY',
        stationGroup: 'WEST',
        longitude: 103.62,
        latitude: 1.36,
      },
    ]);
  });

  it("records a station's side of the Straits and its group for the planner only", async () => {
    const body = { side: 'SG', stationGroup: 'EAST' };
    expect((await call('ann', 'PUT', '/api2/soj/stations/SJN01', body)).statusCode).toBe(403);
    expect((await call('planner', 'PUT', '/api2/soj/stations/NOPE1', body)).statusCode).toBe(404);
    const set = await call('planner', 'PUT', '/api2/soj/stations/SJN01', body);
    expect(set.json()).toMatchObject({ id: 'SJN01', side: 'SG', stationGroup: 'EAST' });
    const back = await call('planner', 'PUT', '/api2/soj/stations/SJN01', {
      side: 'MY',
      stationGroup: 'WEST',
    });
    expect(back.json()).toMatchObject({ side: 'MY', stationGroup: 'WEST' });
  });

  it('plans one round per quarter of the period, and leaves a quarter already planned as it is', async () => {
    const body = {
      stationIds: ['SJN01'],
      frequency: 'quarterly',
      startsOn: '10/01/2026',
      endsOn: '31/12/2026',
    };
    const first = await plan('planner', body);
    expect(first.statusCode).toBe(201);
    expect(
      first.json<{ planned: { quarter: string; plannedOn: string; status: string }[] }>().planned,
    ).toEqual(
      ['2026-Q4', '2026-Q3', '2026-Q2', '2026-Q1'].map((quarter) =>
        expect.objectContaining({ quarter, status: 'planned' }),
      ),
    );
    const again = await plan('planner', { ...body, frequency: 'once', endsOn: '10/01/2026' });
    expect(again.json()).toEqual({
      planned: [],
      alreadyPlanned: [{ stationId: 'SJN01', quarter: '2026-Q1' }],
    });
  });

  it('refuses a plan from someone without the planning role, a day typed wrongly, and a station outside the programme', async () => {
    const body = {
      stationIds: ['SJN01'],
      frequency: 'once',
      startsOn: '01/04/2027',
      endsOn: '01/04/2027',
    };
    expect((await plan('ann', body)).statusCode).toBe(403);
    expect((await plan('planner', { ...body, startsOn: '2027-04-01' })).json().code).toBe(
      'INCORRECT_DATE_FORMAT',
    );
    expect((await plan('planner', { ...body, stationIds: ['NOPE1'] })).json().code).toBe(
      'REFERENCE_INVALID',
    );
  });

  it('takes the planned round through entry, verification and approval by three people', async () => {
    const rounds = await call('ann', 'GET', '/api2/soj/rounds?status=planned&stationId=SJN01');
    const round = rounds
      .json<{ id: number; quarter: string }[]>()
      .find((r) => r.quarter === '2026-Q1')!;
    const entered = await call('ann', 'PUT', `/api2/soj/rounds/${round.id}/results`, {
      sampledOn: '2026-01-12',
      results: [
        { parameterCode: 'DO', value: 6.1, censored: false },
        { parameterCode: 'TSS', value: 21, censored: false },
      ],
    });
    expect(entered.json()).toMatchObject({ status: 'entered', enteredBy: 'ann' });
    const verified = await call('ben', 'POST', `/api2/soj/rounds/${round.id}/verify`, {
      decision: 'verify',
    });
    expect(verified.json()).toMatchObject({ status: 'verified', verifiedBy: 'ben' });
    const approved = await call('cai', 'POST', `/api2/soj/rounds/${round.id}/approve`, {
      decision: 'approve',
    });
    expect(approved.json()).toMatchObject({ status: 'approved', approvedBy: 'cai' });
    const data = await call('cai', 'GET', '/api2/soj/data?stationId=SJN01');
    expect(
      data
        .json<{ parameterCode: string; value: number }[]>()
        .map((r) => [r.parameterCode, r.value]),
    ).toEqual([
      ['DO', 6.1],
      ['TSS', 21],
    ]);
  });
});
