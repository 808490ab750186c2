import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { seedSojFixture, sojHeaders } from './soj.test-support.js';

const FLOW = ['Data Entry SOJ', 'Verify Data SOJ', 'Approve Data SOJ', 'Report SOJ'];

const ctx = useTestApp(['alerts', 'auth', 'home', 'soj'], { sojSessionMinutes: 240 });
const as: Record<string, Record<string, string>> = {};
let roundId: (station: string, quarter: string) => Promise<number>;

beforeAll(async () => {
  ({ roundId } = await seedSojFixture(ctx.db.kysely));
  for (const username of ['ann', 'ben', 'cai']) {
    await createUser(ctx.db.kysely, { username, roles: FLOW });
    as[username] = await sojHeaders(ctx.app, ctx.mailer, username);
  }
  await createUser(ctx.db.kysely, {
    username: 'officer',
    roles: ['Update Exceedance Alert SOJ'],
  });
  as.officer = await sojHeaders(ctx.app, ctx.mailer, 'officer');
  await createUser(ctx.db.kysely, { username: 'watcher', roles: ['View Exceedance Alert SOJ'] });
  as.watcher = await sojHeaders(ctx.app, ctx.mailer, 'watcher');
  // A recipient of every module's exceedances (System Admin page) is never told of SOJ ones.
  await ctx.db.kysely
    .insertInto('alertRecipient')
    .values({
      settingKey: 'exceedance',
      name: 'All modules',
      email: 'all@doe.test',
      phone: null,
      module: null,
      stateId: null,
      language: 'en',
      createdAt: ctx.clock.now(),
    })
    .execute();
});

const call = (
  user: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: as[user], payload });
const withoutSoj = async (user: string) => bearer(await signIn(ctx.app, user));
const approveRound = async (station: string, quarter: string, tss: number) => {
  const id = await roundId(station, quarter);
  const results = [
    { parameterCode: 'TSS', value: tss, censored: false },
    { parameterCode: 'DO', value: 6.2, censored: false },
  ];
  const sampledOn = quarter.endsWith('Q1') ? '2025-02-14' : '2025-05-14';
  await call('ann', 'PUT', `/api2/soj/rounds/${id}/results`, { sampledOn, results });
  await call('ben', 'POST', `/api2/soj/rounds/${id}/verify`, { decision: 'verify' });
  const approved = await call('cai', 'POST', `/api2/soj/rounds/${id}/approve`, {
    decision: 'approve',
  });
  expect(approved.statusCode).toBe(200);
  return id;
};

describe('SOJ exceedances are alerts of the one alert engine, behind the SOJ session', () => {
  it('lets only the SOJ alert officer keep the recipients, with the SOJ session, logged', async () => {
    const payload = { name: 'SOJ desk', email: 'soj@doe.test', language: 'ms' };
    expect((await call('watcher', 'POST', '/api2/soj/alert-recipients', payload)).statusCode).toBe(
      403,
    );
    const noSession = await ctx.app.inject({
      method: 'POST',
      url: '/api2/soj/alert-recipients',
      headers: await withoutSoj('officer'),
      payload,
    });
    expect(noSession.json().code).toBe('SOJ_SESSION_MISSING');
    const added = await call('officer', 'POST', '/api2/soj/alert-recipients', payload);
    expect(added.statusCode).toBe(200);
    expect((await call('officer', 'GET', '/api2/soj/alert-recipients')).json()).toMatchObject([
      { name: 'SOJ desk', module: 'SOJ', settingKey: 'exceedance', language: 'ms' },
    ]);
    const logged = await ctx.db.kysely
      .selectFrom('activityLog')
      .select('username')
      .where('entity', '=', 'alert_recipient')
      .execute();
    expect(logged).toEqual([{ username: 'officer' }]);
  });

  it('opens one exceedance alert when a round with a result above the standard is approved, and mails only the SOJ recipients', async () => {
    const before = ctx.mailer.sent.length;
    await approveRound('SJ01', '2025-Q1', 62);
    const alerts = await ctx.db.kysely
      .selectFrom('alert')
      .select(['module', 'kind', 'stationId', 'parameterCode', 'value', 'limitValue', 'status'])
      .execute();
    // TSS 62 mg/L is above the class 2 limit of 50; DO 6.2 mg/L meets its minimum of 5.
    expect(alerts).toEqual([
      {
        module: 'SOJ',
        kind: 'exceedance',
        stationId: 'SJ01',
        parameterCode: 'TSS',
        value: 62,
        limitValue: 50,
        status: 'open',
      },
    ]);
    const mails = ctx.mailer.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['soj@doe.test']);
  });

  it('shows, counts and lets the officer handle it with the SOJ session', async () => {
    const list = await call(
      'officer',
      'GET',
      '/api2/alerts?module=SOJ&group=exceedance&scope=pending',
    );
    expect(list.statusCode).toBe(200);
    const [row] = list.json().items;
    expect(row).toMatchObject({ module: 'SOJ', stationId: 'SJ01', parameterCode: 'TSS' });
    const counters = (await call('officer', 'GET', '/api2/alerts/counters?module=SOJ')).json();
    expect(counters.totalExceedance.total).toBe(1);
    expect((await call('officer', 'GET', '/api2/alerts/badge')).json().pending).toBe(1);
    expect(
      (await call('watcher', 'POST', `/api2/alerts/${row.id}/acknowledge`, {})).statusCode,
    ).toBe(403);
    const ack = await call('officer', 'POST', `/api2/alerts/${row.id}/acknowledge`, {});
    expect(ack.json()).toMatchObject({ status: 'acknowledged' });
  });

  it('keeps it out of every answer to a caller without the SOJ session', async () => {
    const headers = await withoutSoj('officer');
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers });
    expect((await get('/api2/alerts?module=SOJ&group=exceedance')).json().code).toBe(
      'SOJ_SESSION_MISSING',
    );
    expect((await get('/api2/alerts/counters?module=SOJ')).json().code).toBe('SOJ_SESSION_MISSING');
    expect((await get('/api2/alerts/counters')).json().totalExceedance.total).toBe(0);
    expect((await get('/api2/alerts/badge')).json().pending).toBe(0);
    const home = (await get('/api2/home')).json();
    expect(JSON.stringify(home)).not.toContain('SJ01');
    const [alert] = await ctx.db.kysely.selectFrom('alert').select('id').execute();
    expect((await get(`/api2/alerts/${alert!.id}`)).statusCode).toBe(404);
  });

  it('ends the episode when the next round meets the standard, and a reopened round withdraws its alert', async () => {
    await approveRound('SJ01', '2025-Q2', 20);
    const rows = await ctx.db.kysely
      .selectFrom('alert')
      .select(['status', 'conditionEndedAt'])
      .execute();
    expect(rows).toEqual([{ status: 'auto_closed', conditionEndedAt: expect.any(Date) }]);

    const id = await approveRound('SG01', '2025-Q1', 80);
    const open = () =>
      ctx.db.kysely
        .selectFrom('alert')
        .select('status')
        .where('stationId', '=', 'SG01')
        .executeTakeFirstOrThrow();
    expect((await open()).status).toBe('open');
    await call('cai', 'POST', `/api2/soj/rounds/${id}/reopen`, { reason: 'Lab re-issued TSS' });
    expect((await open()).status).toBe('auto_closed');
  });
});
