import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addStationParameters } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { bearer, createUser, signIn } from '../../test/users.js';
import { insertHourly } from '../maps/map-test-fixtures.js';
import {
  activities,
  addHourlyStation,
  hourlyMean,
  hourlyStation,
  insertReadings,
} from './qaqc.fixtures.js';

// 10 January 2026 in Kuala Lumpur: 24 hourly PM10 values of 30 and a spike of 300 at 12:00.
const DAY = '2026-01-10T00:00:00+08:00';
const NEXT_DAY = '2026-01-11T00:00:00+08:00';
const SPIKE = '2026-01-10T04:00:00.000Z';
const SPIKE_HOUR = '2026-01-10T12:00:00+08:00';
const values = Array.from({ length: 24 }, (_, i) => (i === 12 ? 300 : 30));

const ctx = useTestApp(['auth', 'qaqc', 'reports']);
const h: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};
const get = (url: string, who: string) => ctx.app.inject({ method: 'GET', url, headers: h[who] });
const post = (url: string, who: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: h[who], payload });
const valuesUrl = (extra = '') =>
  `/api2/qaqc/values?stationId=CA01Q&parameterCode=PM10&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}${extra}`;
const monthlyPm10 = async () => {
  const res = await get(
    '/api2/reports/caqm/monthly?station=CA01Q&month=2026-01&parameter=PM10',
    'reviewer',
  );
  expect(res.statusCode).toBe(200);
  return res.json().rows[9].PM10 as number;
};
const invalidateSpike = {
  stationId: 'CA01Q',
  parameterCodes: ['PM10'],
  timestamps: [SPIKE],
  edit: { validity: -1, nullReason: 'AL' },
  reason: 'Spike from a nearby burning',
};
const dayRange = { stationId: 'CA01Q', parameterCode: 'PM10', from: DAY, to: NEXT_DAY };

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  await db
    .insertInto('station')
    .values([hourlyStation('CA01Q', 'CAQM'), hourlyStation('CR01Q', 'CRWQM')])
    .execute();
  await addStationParameters(db, { CA01Q: ['PM10'], CR01Q: ['DO'] });
  await insertReadings(db, 'CA01Q', 'PM10', DAY, values, { 12: { spike: 3 } });
  const users = {
    reviewer: ['View Flag Details CAQM', 'Update Flag CAQM', 'Report CAQM'],
    approver: ['View Flag Details CAQM', 'Update Flag CAQM'],
    viewer: ['View Flag Details CAQM'],
    reporter: ['View QA/QC Report CAQM'],
    river: ['View Flag Details CRWQM', 'Update Flag CRWQM'],
  };
  for (const [name, roles] of Object.entries(users)) {
    ids[name] = await createUser(db, { username: name, roles });
    h[name] = bearer(await signIn(ctx.app, name));
  }
  ids.admin = await createUser(db, { username: 'admin', roles: ['System Admin'] });
  h.admin = bearer(await signIn(ctx.app, 'admin'));
});

describe('QA/QC stations', () => {
  it("lists a module's stations and parameters to a QA/QC role of that module only", async () => {
    const res = await get('/api2/qaqc/stations?module=CAQM', 'reporter');
    expect(res.json()).toEqual([
      {
        id: 'CA01Q',
        name: 'Station CA01Q',
        parameters: [{ code: 'PM10', unit: expect.any(String) }],
      },
    ]);
    expect((await get('/api2/qaqc/stations?module=CRWQM', 'reporter')).statusCode).toBe(403);
  });
});

describe('QA/QC quality codes', () => {
  it('are seeded from the domain, and a System Admin (only) can add one', async () => {
    const codes = (await get('/api2/qaqc/codes', 'viewer')).json<
      { code: string; kind: string }[]
    >();
    expect(codes).toHaveLength(20);
    expect(codes).toContainEqual(expect.objectContaining({ code: 'AL', kind: 'null_reason' }));
    const body = {
      code: 'ZZ',
      kind: 'qualifier',
      nameEn: 'Test qualifier',
      nameMs: 'Penanda ujian',
    };
    expect((await post('/api2/qaqc/codes', 'reviewer', body)).statusCode).toBe(403);
    expect((await post('/api2/qaqc/codes', 'admin', body)).statusCode).toBe(200);
    const again = await post('/api2/qaqc/codes', 'admin', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('QUALITY_CODE_TAKEN');
    expect(
      (await activities(ctx.db.kysely, 'create')).some(
        (a) => a.entity === 'quality_code' && a.entityId === 'ZZ',
      ),
    ).toBe(true);
  });
});

describe('QA/QC level 1: flag details', () => {
  it('shows each value with the check that flagged it, its threshold and the compared step', async () => {
    const res = await get(valuesUrl(), 'viewer');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      module: 'CAQM',
      unit: expect.any(String),
      level: 'provisional',
    });
    expect(body.values).toHaveLength(24);
    const spike = body.values[12];
    expect(spike).toMatchObject({
      ts: SPIKE,
      raw: 300,
      value: 300,
      validity: 1,
      autoFlag: 3,
      level: 'provisional',
      changed: false,
    });
    expect(spike.flags).toEqual([
      { check: 'spike', flag: 3, min: null, max: expect.any(Number), compared: 270 },
    ]);
  });

  it("refuses a user without View Flag Details of the station's module", async () => {
    expect((await get(valuesUrl(), 'river')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: valuesUrl() })).statusCode).toBe(401);
  });

  it('answers 400 for a period longer than allowed or reversed', async () => {
    const res = await get(
      `/api2/qaqc/values?stationId=CA01Q&parameterCode=PM10&from=${encodeURIComponent(NEXT_DAY)}&to=${encodeURIComponent(DAY)}`,
      'viewer',
    );
    expect(res.statusCode).toBe(400);
  });
});

describe('QA/QC level 2: edits', () => {
  it('refuses an edit without Update Flag in the module, an invalid value without a null reason, and an unknown code', async () => {
    expect((await post('/api2/qaqc/edits', 'viewer', invalidateSpike)).statusCode).toBe(403);
    expect((await post('/api2/qaqc/edits', 'river', invalidateSpike)).statusCode).toBe(403);
    const noReason = await post('/api2/qaqc/edits', 'reviewer', {
      ...invalidateSpike,
      edit: { validity: -1 },
    });
    expect(noReason.json()).toMatchObject({ code: 'QAQC_NULL_REASON_REQUIRED' });
    const unknown = await post('/api2/qaqc/edits', 'reviewer', {
      ...invalidateSpike,
      edit: { validity: -1, nullReason: 'QQ' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('QAQC_CODE_UNKNOWN');
  });

  it('invalidates the spike as one change set, re-derives the hour, and the report differs by exactly that value', async () => {
    expect(await monthlyPm10()).toBeCloseTo((23 * 30 + 300) / 24, 1);
    const res = await post('/api2/qaqc/edits', 'reviewer', invalidateSpike);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ changed: 1, unchanged: 0, changeSet: expect.any(String) });
    expect(await hourlyMean(ctx.db.kysely, 'CA01Q', 'PM10', SPIKE_HOUR)).toMatchObject({
      avg: null,
      validity: -1,
    });
    expect(await monthlyPm10()).toBe(30);

    const history = (
      await get(`/api2/qaqc/history?stationId=CA01Q&parameterCode=PM10&ts=${SPIKE}`, 'viewer')
    ).json();
    expect(history).toMatchObject({ raw: 300, autoValidity: 1 });
    expect(history.changes).toEqual([
      expect.objectContaining({
        kind: 'validity',
        username: 'reviewer',
        reason: invalidateSpike.reason,
        before: expect.objectContaining({ validity: 1 }),
        after: expect.objectContaining({ validity: -1, nullReason: 'AL', value: 300 }),
      }),
    ]);
    const [logged] = await activities(ctx.db.kysely, 'qaqc_edit');
    expect(logged).toMatchObject({ username: 'reviewer', entityId: res.json().changeSet });
  });

  it('shows the values as they were before the edit with asOf', async () => {
    const before = (
      await get(valuesUrl(`&asOf=${encodeURIComponent('2026-01-15T00:00:00+08:00')}`), 'viewer')
    ).json();
    expect(before.values[12]).toMatchObject({ value: 300, validity: 1, changed: false });
    const now = (await get(valuesUrl(), 'viewer')).json();
    expect(now.values[12]).toMatchObject({
      value: 300,
      validity: -1,
      nullReason: 'AL',
      changed: true,
    });
  });

  it('sets a qualifier on a range of values as one change set and lists it in the history', async () => {
    const res = await post('/api2/qaqc/edits', 'reviewer', {
      stationId: 'CA01Q',
      parameterCodes: ['PM10'],
      from: '2026-01-10T00:00:00+08:00',
      to: '2026-01-10T03:00:00+08:00',
      edit: { qualifiers: ['NS'] },
      reason: 'Road works nearby',
    });
    expect(res.json()).toMatchObject({ changed: 3 });
    const sets = (
      await get(
        `/api2/qaqc/change-sets?module=CAQM&from=${encodeURIComponent('2026-01-01T00:00:00Z')}&to=${encodeURIComponent('2026-02-01T00:00:00Z')}`,
        'viewer',
      )
    ).json();
    expect(sets).toContainEqual(
      expect.objectContaining({
        changeSet: res.json().changeSet,
        kind: 'code',
        values: 3,
        parameterCodes: ['PM10'],
        reason: 'Road works nearby',
        username: 'reviewer',
      }),
    );
    const again = await post('/api2/qaqc/edits', 'reviewer', {
      stationId: 'CA01Q',
      parameterCodes: ['PM10'],
      from: '2026-01-10T00:00:00+08:00',
      to: '2026-01-10T03:00:00+08:00',
      edit: { qualifiers: ['NS'] },
      reason: 'again',
    });
    expect(again.json()).toMatchObject({ changeSet: null, changed: 0, unchanged: 3 });
  });
});

describe('QA/QC level 3: review, approval and lock', () => {
  it('refuses to review or approve a month without values shown (only archived hourly means), in either language', async () => {
    // February 2026: an archived hourly mean in reading_hourly, no value in reading.
    await insertHourly(ctx.db.kysely, 'CA01Q', [
      { code: 'PM10', hour: Date.parse('2026-02-03T00:00:00Z'), avg: 30 },
    ]);
    const february = {
      stationId: 'CA01Q',
      parameterCode: 'PM10',
      from: '2026-02-01T00:00:00+08:00',
      to: '2026-03-01T00:00:00+08:00',
    };
    for (const [url, body] of [
      ['/api2/qaqc/reviews', february],
      ['/api2/qaqc/reviews', { ...february, parameterCode: null }],
      ['/api2/qaqc/approvals', february],
    ] as const) {
      const res = await post(url, 'reviewer', body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'QAQC_NO_VALUES',
        message: expect.stringMatching(/^There are no values in this range/),
      });
    }
    const ms = await ctx.app.inject({
      method: 'POST',
      url: '/api2/qaqc/reviews',
      headers: { ...h.reviewer, 'accept-language': 'ms' },
      payload: february,
    });
    expect(ms.json().message).toMatch(/^Tiada nilai dalam julat ini/);
    const ranges = await get('/api2/qaqc/ranges?module=CAQM&stationId=CA01Q', 'viewer');
    expect(ranges.json()).toEqual([]);
  });

  it('refuses approval of unreviewed data', async () => {
    const res = await post('/api2/qaqc/approvals', 'approver', dayRange);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QAQC_NOT_REVIEWED');
  });

  it('refuses approval by the reviewer and accepts it from a second officer, then locks the data', async () => {
    expect((await post('/api2/qaqc/reviews', 'reviewer', dayRange)).statusCode).toBe(200);
    expect((await get(valuesUrl(), 'viewer')).json().level).toBe('reviewed');
    const self = await post('/api2/qaqc/approvals', 'reviewer', dayRange);
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('QAQC_SELF_APPROVAL');

    const ok = await post('/api2/qaqc/approvals', 'approver', dayRange);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ level: 3, username: 'approver' });
    expect((await get(valuesUrl(), 'viewer')).json().level).toBe('approved');
    const levelLine = async (url: string) =>
      (await get(url, 'reviewer'))
        .json()
        .parameters.find((p: { label: string }) => p.label === 'Data level').value;
    expect(
      await levelLine('/api2/reports/caqm/daily?station=CA01Q&date=2026-01-10&parameter=PM10'),
    ).toBe('Approved');
    expect(
      await levelLine('/api2/reports/caqm/monthly?station=CA01Q&month=2026-01&parameter=PM10'),
    ).toBe('Provisional (automatic checks)');
    const locked = await post('/api2/qaqc/edits', 'reviewer', {
      ...invalidateSpike,
      timestamps: ['2026-01-10T05:00:00.000Z'],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('QAQC_LOCKED');
    expect((await activities(ctx.db.kysely, 'approve'))[0]).toMatchObject({
      username: 'approver',
      entity: 'approval',
    });
  });
});

describe('QA/QC level 3: approval report, reopening and station scope', () => {
  it('reports capture, flags, changes and the approved share per station, parameter and month, and invalid values by code', async () => {
    const url = `/api2/qaqc/report?module=CAQM&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}`;
    expect((await get(url, 'viewer')).statusCode).toBe(403);
    const res = await get(url, 'reporter');
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      {
        stationId: 'CA01Q',
        stationName: 'Station CA01Q',
        parameterCode: 'PM10',
        month: '2026-01',
        values: 24,
        valid: 23,
        capturePct: 95.8,
        flagged: 1,
        changed: 4,
        reviewedPct: 100,
        approvedPct: 100,
      },
    ]);
    expect(res.json().byCode).toEqual([{ code: 'AL', count: 1 }]);
  });

  it('reopens an approved range only with a reason, logged, after which edits are allowed again', async () => {
    const [approved] = (await get('/api2/qaqc/ranges?module=CAQM&stationId=CA01Q', 'viewer'))
      .json()
      .filter((r: { level: number }) => r.level === 3);
    expect(
      (await post(`/api2/qaqc/approvals/${approved.id}/reopen`, 'approver', { reason: ' ' }))
        .statusCode,
    ).toBe(400);
    const res = await post(`/api2/qaqc/approvals/${approved.id}/reopen`, 'approver', {
      reason: 'Lab recheck of the filter',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reopenedBy: 'approver',
      reopenReason: 'Lab recheck of the filter',
    });
    expect(
      (
        await post(`/api2/qaqc/approvals/${approved.id}/reopen`, 'approver', { reason: 'again' })
      ).json().code,
    ).toBe('QAQC_REOPEN_INVALID');
    expect((await get(valuesUrl(), 'viewer')).json().level).toBe('reviewed');
    expect(
      (
        await post('/api2/qaqc/edits', 'reviewer', {
          ...invalidateSpike,
          timestamps: ['2026-01-10T05:00:00.000Z'],
        })
      ).statusCode,
    ).toBe(200);
    expect((await activities(ctx.db.kysely, 'reopen'))[0]).toMatchObject({
      username: 'approver',
      entityId: String(approved.id),
    });
  });

  it('counts an officer who restored values as received among their reviewers: their approval is refused', async () => {
    const restored = await post('/api2/qaqc/restores', 'approver', {
      stationId: 'CA01Q',
      parameterCodes: ['PM10'],
      from: '2026-01-10T00:00:00+08:00',
      to: '2026-01-10T01:00:00+08:00',
      reason: 'The road works had not started yet',
    });
    expect(restored.json()).toMatchObject({ changed: 1 });
    const self = await post('/api2/qaqc/approvals', 'approver', dayRange);
    expect([self.statusCode, self.json().code]).toEqual([403, 'QAQC_SELF_APPROVAL']);
  });

  it("narrows the report to one station of the module, and never answers another module's station", async () => {
    const db = ctx.db.kysely;
    await addHourlyStation(db, 'CA02Q', 'CAQM', ['PM10']);
    await insertReadings(db, 'CA02Q', 'PM10', DAY, [40, 41, 9999], { 2: { sentinel: 4 } });
    await insertReadings(db, 'CR01Q', 'DO', DAY, [7, 7]);
    const report = async (extra: string, who = 'reporter') =>
      get(
        `/api2/qaqc/report?module=CAQM&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}${extra}`,
        who,
      );
    const all = (await report('')).json();
    expect(all.rows.map((r: { stationId: string }) => r.stationId)).toEqual(['CA01Q', 'CA02Q']);
    const one = (await report('&stationId=CA02Q')).json();
    expect(one.rows).toEqual([
      expect.objectContaining({ stationId: 'CA02Q', parameterCode: 'PM10', values: 3, valid: 2 }),
    ]);
    expect(one.byCode).toEqual([{ code: 'AN', count: 1 }]);
    expect((await report('&stationId=CA01Q')).json().byCode).toEqual([{ code: 'AL', count: 2 }]);
    // A station of a module the caller may not see: nothing of it, whichever module is asked.
    const other = (await report('&stationId=CR01Q')).json();
    expect(other).toMatchObject({ rows: [], byCode: [] });
    const crwqm = await get(
      `/api2/qaqc/report?module=CRWQM&stationId=CR01Q&from=${encodeURIComponent(DAY)}&to=${encodeURIComponent(NEXT_DAY)}`,
      'reporter',
    );
    expect(crwqm.statusCode).toBe(403);
  });
});
