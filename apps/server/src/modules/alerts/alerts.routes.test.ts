import { beforeAll, describe, expect, it } from 'vitest';
import { loggedActions } from '../../test/activity-log.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import {
  engineAndIngest,
  openAtOnce,
  RIVER_IIA_STATION,
  seedAlertStation,
} from './alert-engine.test-support.js';

const ctx = useTestApp(['alerts', 'auth']);
const h: Record<string, Record<string, string>> = {};
let updaterId = '';
let alertId = '';

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedAlertStation(db, RIVER_IIA_STATION);
  await createUser(db, { username: 'viewer', roles: ['View Exceedance Alert CRWQM'] });
  updaterId = await createUser(db, {
    username: 'updater',
    roles: ['Update Exceedance Alert CRWQM'],
  });
  await createUser(db, { username: 'manager', roles: ['Update Alert Management CRWQM'] });
  await createUser(db, { username: 'outsider', roles: ['Map CAQM'] });
  await createUser(db, { username: 'boss', roles: ['System Admin'] });
  for (const name of ['viewer', 'updater', 'manager', 'outsider', 'boss'])
    h[name] = bearer(await signIn(ctx.app, name));
  await openAtOnce(db, ctx.clock.now());
  const { send } = engineAndIngest(db, ctx.clock, ctx.mailer);
  const opened = await send('CR01R', { NH3N: 0.5, BOD: 7 });
  alertId = opened.find((a) => a.kind === 'exceedance' && a.parameterCode === 'NH3N')!.id;
});

const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: h[who] });
const post = (url: string, who: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: h[who], payload });

describe('alert pages API: lists, details and counters', () => {
  it('lists pending exceedance alerts with station, parameter name and limit', async () => {
    const res = await get('/api2/alerts?module=CRWQM&group=exceedance&scope=pending', 'viewer');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.find((a: { id: string }) => String(a.id) === String(alertId))).toMatchObject({
      stationId: 'CR01R',
      stationName: 'CR01R site',
      parameterCode: 'NH3N',
      parameterNameEn: 'Ammoniacal nitrogen',
      value: 0.5,
      limitValue: 0.3,
      status: 'open',
    });
  });

  it('shows one alert with its station and parameter names and its times as ISO text', async () => {
    const alert = (await get(`/api2/alerts/${alertId}`, 'viewer')).json();
    expect(alert).toMatchObject({
      stationId: 'CR01R',
      stationName: 'CR01R site',
      parameterNameEn: 'Ammoniacal nitrogen',
      canUpdate: false,
    });
    expect(alert.openedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(alert.events[0]).toMatchObject({ action: 'opened' });
  });

  it('keeps NPE alerts out of the exceedance list and away from users without the NPE role', async () => {
    expect((await get('/api2/alerts?module=CRWQM&group=npe', 'viewer')).statusCode).toBe(403);
    const all = await get('/api2/alerts?module=CRWQM&group=management&scope=records', 'manager');
    expect(
      all
        .json()
        .items.map((a: { kind: string }) => a.kind)
        .sort(),
    ).toEqual(['exceedance', 'exceedance', 'npe1']);
  });

  it('refuses users without an alert role, and bad filters with 400', async () => {
    expect((await get('/api2/alerts?module=CRWQM&group=exceedance', 'outsider')).statusCode).toBe(
      403,
    );
    const bad = await get('/api2/alerts?module=XX&group=exceedance', 'viewer');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('counters agree with the lists and count only what the caller may read', async () => {
    expect((await get('/api2/alerts/counters', 'viewer')).json()).toEqual({
      totalDataTransmission: { total: 0 },
      totalExceedance: { total: 2 },
      MRWQMNPE1: 0,
      MRWQMNPE2: 0,
      MMWQMNPE1: 0,
      MMWQMNPE2: 0,
      CRWQMNPE1: 0,
      CRWQMNPE2: 0,
      CMWQMNPE1: 0,
      CMWQMNPE2: 0,
    });
    expect(
      (await get('/api2/alerts/counters?module=CAQM', 'viewer')).json().totalExceedance.total,
    ).toBe(0);
    expect((await get('/api2/alerts/counters', 'outsider')).json().totalExceedance.total).toBe(0);
    expect((await get('/api2/alerts/badge', 'manager')).json()).toMatchObject({
      pending: 3,
      recent: 3,
    });
  });
});

describe('alert pages API: handling, assigning and closing', () => {
  it('a viewer cannot handle an alert; an updater acknowledges it once', async () => {
    expect((await post(`/api2/alerts/${alertId}/acknowledge`, 'viewer', {})).statusCode).toBe(403);
    expect(
      (await post(`/api2/alerts/${alertId}/acknowledge`, 'updater', { note: 'looking' }))
        .statusCode,
    ).toBe(200);
    const again = await post(`/api2/alerts/${alertId}/acknowledge`, 'updater', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALERT_STATE_INVALID');
  });

  it('assigns only to users who hold the Update role', async () => {
    const candidates = (await get(`/api2/alerts/${alertId}/assignees`, 'viewer'))
      .json()
      .map((u: { username: string }) => u.username);
    expect(candidates).toEqual(['manager', 'updater']);
    const outsiderId = (
      await ctx.db.kysely
        .selectFrom('appUser')
        .select('id')
        .where('username', '=', 'outsider')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (await post(`/api2/alerts/${alertId}/assign`, 'manager', { userId: outsiderId })).json().code,
    ).toBe('ASSIGNEE_NOT_ALLOWED');
    expect(
      (await post(`/api2/alerts/${alertId}/assign`, 'manager', { userId: updaterId })).statusCode,
    ).toBe(200);
  });

  it('adds remarks, closes with a reason, and keeps every step in the history and the activity log', async () => {
    expect(
      (await post(`/api2/alerts/${alertId}/remarks`, 'updater', { note: 'Sampling crew sent' }))
        .statusCode,
    ).toBe(200);
    expect((await post(`/api2/alerts/${alertId}/close`, 'updater', {})).statusCode).toBe(400);
    expect(
      (await post(`/api2/alerts/${alertId}/close`, 'updater', { reason: 'Discharge stopped' }))
        .statusCode,
    ).toBe(200);
    const alert = (await get(`/api2/alerts/${alertId}`, 'viewer')).json();
    expect(alert).toMatchObject({
      status: 'closed',
      closeReason: 'Discharge stopped',
      assigneeName: 'updater',
      canUpdate: false,
    });
    expect(alert.events.map((e: { action: string }) => e.action)).toEqual([
      'opened',
      'acknowledged',
      'assigned',
      'remark',
      'closed',
    ]);
    expect((await loggedActions(ctx.db.kysely, 'alert', alertId)).sort()).toEqual([
      'alert_acknowledge',
      'alert_assign',
      'alert_close',
      'alert_remark',
    ]);
    expect((await get('/api2/alerts/counters', 'viewer')).json().totalExceedance.total).toBe(1);
  });
});

describe('alert pages API: settings', () => {
  it('alert settings: System Admin only, validated, audited', async () => {
    expect((await get('/api2/alert-settings', 'manager')).statusCode).toBe(403);
    const list = (await get('/api2/alert-settings', 'boss')).json();
    expect(
      list.settings.find((s: { key: string }) => s.key === 'transmission').data.minutesCAQM,
    ).toBe(30);
    const current = list.settings.find((s: { key: string }) => s.key === 'pmalert').data;
    const put = (data: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api2/alert-settings/pmalert',
        headers: h.boss,
        payload: data,
      });
    expect((await put({ ...current, levelPM25: -1 })).statusCode).toBe(400);
    // The episode gate is part of every set: a deadband beyond 50 % or a negative duration is refused.
    expect(current).toMatchObject({ minDurationMinutes: 0, rejoinMinutes: 0, deadbandPct: 0 });
    expect((await put({ ...current, deadbandPct: 60 })).statusCode).toBe(400);
    expect((await put({ ...current, minDurationMinutes: -5 })).statusCode).toBe(400);
    const { deadbandPct: _dropped, ...withoutDeadband } = current;
    expect((await put(withoutDeadband)).statusCode).toBe(400);
    const ok = await put({ ...current, levelPM25: 60 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ key: 'pmalert', data: { levelPM25: 60 }, updatedBy: 'boss' });
    const audit = await ctx.db.kysely
      .selectFrom('activityLog')
      .select(['before', 'after'])
      .where('entity', '=', 'alert_setting')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: { levelPM25: 75 }, after: { levelPM25: 60 } });
    const added = await post('/api2/alert-settings/exceedance/recipients', 'boss', {
      name: 'Officer',
      email: 'o@example.org',
      module: 'CRWQM',
    });
    expect(added.statusCode).toBe(200);
    expect(
      (await post('/api2/alert-settings/exceedance/recipients', 'boss', { name: 'Nobody' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api2/alert-settings/recipients/${added.json().id}`,
          headers: h.boss,
        })
      ).statusCode,
    ).toBe(204);
  });
});
