import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { activities, hourlyMean, insertReadings } from '../qaqc/qaqc.fixtures.js';
import { maintenanceForm, setUpRecords } from './records.fixtures.js';

// 10 January 2026 in Kuala Lumpur: hourly PM10 of 30, except 78 from 09:00 to 11:00 while the
// pump was being replaced. The day's mean is (21 · 30 + 3 · 78) / 24 = 36; without the three
// values it is 30. PM10's stabilisation buffer is 60 minutes, so a window 09:00–11:00 marks the
// values of 09:00, 10:00 and 11:00.
const DAY = '2026-01-10T00:00:00+08:00';
const day10 = Array.from({ length: 24 }, (_, h) => (h >= 9 && h <= 11 ? 78 : 30));
const klHour = (day: string, h: number) =>
  new Date(Date.parse(`${day}T00:00:00+08:00`) + h * 3_600_000).toISOString();

type Value = {
  ts: string;
  value: number;
  validity: number;
  nullReason: string | null;
  qualifiers: string[];
};

const ctx = useTestApp(['auth', 'qaqc', 'records', 'reports']);
let h: Record<string, Record<string, string>>;
const post = (url: string, who: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: h[who], payload });
const put = (url: string, who: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers: h[who], payload });
const values = async (day: string): Promise<Value[]> => {
  const from = encodeURIComponent(`${day}T00:00:00+08:00`);
  const to = encodeURIComponent(klHour(day, 24));
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api2/qaqc/values?stationId=CA01R&parameterCode=PM10&from=${from}&to=${to}`,
    headers: h.tech,
  });
  expect(res.statusCode).toBe(200);
  return res.json().values;
};
/** A value's state (what reports use); `changed` stays true once its history has entries. */
const state = ({ value, validity, nullReason, qualifiers }: Value) => ({
  value,
  validity,
  nullReason,
  qualifiers,
});
const marked = (vs: Value[]) =>
  vs.flatMap((v, i) => (v.validity === -99 ? [`${i}:${v.nullReason}`] : []));
const dayMean = async () => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api2/reports/caqm/monthly?station=CA01R&month=2026-01&parameter=PM10',
    headers: h.tech,
  });
  expect(res.statusCode).toBe(200);
  return res.json().rows[9].PM10 as number;
};

beforeAll(async () => {
  h = await setUpRecords(ctx.app, ctx.db.kysely);
  await insertReadings(ctx.db.kysely, 'CA01R', 'PM10', DAY, day10);
});

let recordId: number;
let before: Value[];

describe('records mark the values of their windows: marking, moving and deleting the record', () => {
  it('marks the window plus the buffer −99 BA as one change set, and the report loses exactly those values', async () => {
    before = await values('2026-01-10');
    expect(await dayMean()).toBe(36);
    const res = await post(
      '/api2/records/maintenance',
      'tech',
      maintenanceForm('2026-01-10T09:00:00', '2026-01-10T11:00:00'),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    recordId = body.record.id;
    expect(body.marks).toMatchObject({ marked: 3, restored: 0, keptByPerson: 0 });
    expect(body.record.parameters).toEqual([
      expect.objectContaining({
        parameterCode: 'PM10',
        bufferMinutes: 60,
        markedUntil: klHour('2026-01-10', 12),
        marked: 3,
      }),
    ]);
    expect(marked(await values('2026-01-10'))).toEqual(['9:BA', '10:BA', '11:BA']);
    expect(await dayMean()).toBe(30);
    // The hourly rollup follows: no valid value, and calibration/maintenance left out of capture.
    const hour = await ctx.db.kysely
      .selectFrom('readingHourly')
      .select(['avg', 'capturePct', 'captureExclCalPct', 'validity'])
      .where('stationId', '=', 'CA01R')
      .where('hour', '=', new Date(klHour('2026-01-10', 10)))
      .executeTakeFirstOrThrow();
    expect(hour).toEqual({ avg: null, capturePct: 0, captureExclCalPct: null, validity: -1 });
    const changes = await ctx.db.kysely
      .selectFrom('readingChange')
      .select(['changeSet', 'kind', 'reason', 'username'])
      .where('reason', '=', `maintenance_record #${recordId}`)
      .execute();
    expect(changes).toHaveLength(3);
    expect(new Set(changes.map((c) => c.changeSet)).size).toBe(1);
    expect(changes.every((c) => c.kind === 'validity' && c.username === 'tech')).toBe(true);
    expect(
      (await activities(ctx.db.kysely, 'create')).find((a) => a.entity === 'maintenance_record'),
    ).toMatchObject({ entityId: String(recordId), username: 'tech' });
  });

  it('moving the window gives back exactly what it leaves and marks what it enters', async () => {
    const res = await put(
      `/api2/records/maintenance/${recordId}`,
      'tech',
      maintenanceForm('2026-01-10T11:00:00', '2026-01-10T13:00:00'),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().marks).toMatchObject({ marked: 2, restored: 2 });
    const now = await values('2026-01-10');
    expect(marked(now)).toEqual(['11:BA', '12:BA', '13:BA']);
    for (const i of [9, 10]) expect(state(now[i]!)).toEqual(state(before[i]!));
    expect(
      (await activities(ctx.db.kysely, 'update')).find((a) => a.entity === 'maintenance_record'),
    ).toBeDefined();
  });

  it("never overrides an officer's level-2 edit made after the record, and deleting the record restores the rest", async () => {
    const edit = await post('/api2/qaqc/edits', 'tech', {
      stationId: 'CA01R',
      parameterCodes: ['PM10'],
      timestamps: [klHour('2026-01-10', 12)],
      edit: { validity: -1, nullReason: 'AL' },
      reason: 'Analyser restarted twice',
    });
    expect(edit.statusCode).toBe(200);
    const asked = await post(`/api2/records/maintenance/${recordId}/delete-request`, 'tech', {
      reason: 'Recorded at the wrong station',
    });
    expect(asked.statusCode).toBe(200);
    // The record cannot be edited while its deletion waits, and not by its requester's own decision.
    const blocked = await put(
      `/api2/records/maintenance/${recordId}`,
      'tech',
      maintenanceForm('2026-01-10T11:00:00', '2026-01-10T12:00:00'),
    );
    expect([blocked.statusCode, blocked.json().code]).toEqual([409, 'RECORD_STATE_INVALID']);
    const own = await post(`/api2/records/delete-requests/${asked.json().id}/review`, 'tech', {
      decision: 'approve',
      note: 'Checked',
    });
    expect(own.statusCode).toBe(403);
    const approved = await post(
      `/api2/records/delete-requests/${asked.json().id}/review`,
      'reviewer',
      { decision: 'approve', note: 'Checked' },
    );
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', reviewerName: 'reviewer' });
    expect(approved.json().changeSet).toEqual(expect.any(String));
    const now = await values('2026-01-10');
    expect(now[12]).toMatchObject({ validity: -1, nullReason: 'AL' });
    for (const i of [9, 10, 11, 13]) expect(state(now[i]!)).toEqual(state(before[i]!));
    expect(marked(now)).toEqual([]);
    const restores = await ctx.db.kysely
      .selectFrom('readingChange')
      .select('kind')
      .where('changeSet', '=', approved.json().changeSet)
      .execute();
    expect(restores.map((r) => r.kind)).toEqual(['restore', 'restore']);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api2/records/maintenance?module=CAQM',
      headers: h.tech,
    });
    expect(list.json()).toEqual([]);
    expect((await activities(ctx.db.kysely, 'approve_delete')).map((a) => a.entity)).toContain(
      'maintenance_record',
    );
  });
});

describe('records mark the values of their windows: approved data', () => {
  const JAN5 = '2026-01-05T00:00:00+08:00';
  const range = {
    stationId: 'CA01R',
    parameterCode: 'PM10',
    from: JAN5,
    to: '2026-01-06T00:00:00+08:00',
  };

  beforeAll(async () => {
    await insertReadings(ctx.db.kysely, 'CA01R', 'PM10', JAN5, Array(24).fill(25));
    expect((await post('/api2/qaqc/reviews', 'tech', range)).statusCode).toBe(200);
    expect((await post('/api2/qaqc/approvals', 'reviewer', range)).statusCode).toBe(200);
  });

  it('refuses a record whose window would mark approved data, and writes nothing', async () => {
    const res = await post(
      '/api2/records/maintenance',
      'tech',
      maintenanceForm('2026-01-05T08:00:00', '2026-01-05T09:00:00'),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'RECORD_LOCKED' });
    expect(res.json().message).toBe(
      'PM10 data from 2026-01-05 00:00 to 2026-01-06 00:00 is approved (level 3) and locked, so this record cannot mark or restore it. Reopen the approved range, with a reason, first.',
    );
    const rows = await ctx.db.kysely
      .selectFrom('maintenanceRecord')
      .select('id')
      .where('fromTs', '=', new Date(`2026-01-05T08:00:00+08:00`))
      .execute();
    expect(rows).toEqual([]);
    expect((await values('2026-01-05')).every((v) => v.validity === 1)).toBe(true);
  });
});

describe('records mark the values of their windows: calibration', () => {
  // 12 January: a passing zero/span check at 01:00–02:00, a failing one at 10:00–11:00.
  const calibration = (from: string, to: string, span: number) => ({
    ...maintenanceForm(`2026-01-12T${from}`, `2026-01-12T${to}`),
    type: 'zero_span',
    points: [
      { parameterCode: 'PM10', kind: 'zero', expected: 0, measured: 1 },
      { parameterCode: 'PM10', kind: 'span', expected: 100, measured: span },
    ],
  });

  beforeAll(async () => {
    await insertReadings(
      ctx.db.kysely,
      'CA01R',
      'PM10',
      '2026-01-12T00:00:00+08:00',
      Array(24).fill(40),
    );
  });

  it('judges each point by the tolerance in force, and a failure marks back to the last passing check suspect (QX)', async () => {
    const pass = await post(
      '/api2/records/calibration',
      'tech',
      calibration('01:00:00', '02:00:00', 104),
    );
    expect(pass.statusCode).toBe(200);
    expect(pass.json().record).toMatchObject({ passed: true });
    expect(pass.json().record.points[1]).toMatchObject({ tolerance: 5, passed: true });
    const fail = await post(
      '/api2/records/calibration',
      'tech',
      calibration('10:00:00', '11:00:00', 112),
    );
    expect(fail.statusCode).toBe(200);
    const record = fail.json().record;
    expect(record.passed).toBe(false);
    expect(record.parameters[0]).toMatchObject({
      suspectFrom: klHour('2026-01-12', 2),
      suspectTo: klHour('2026-01-12', 10),
    });
    const vs = await values('2026-01-12');
    expect(vs.map((v) => (v.validity === -99 ? v.nullReason : v.qualifiers.join() || '-'))).toEqual(
      [
        '-',
        'AT',
        'AT',
        'QX',
        'QX',
        'QX',
        'QX',
        'QX',
        'QX',
        'QX',
        'AT',
        'AT',
        ...Array(12).fill('-'),
      ],
    );
    // Suspect values stay usable: the hour keeps its mean.
    expect(await hourlyMean(ctx.db.kysely, 'CA01R', 'PM10', klHour('2026-01-12', 5))).toEqual({
      avg: 40,
      validity: 1,
    });
    // A corrected span reading re-derives: the suspect range goes, the window stays.
    const fixed = await put(
      `/api2/records/calibration/${record.id}`,
      'tech',
      calibration('10:00:00', '11:00:00', 103),
    );
    expect(fixed.json().marks).toMatchObject({ restored: 7, marked: 0 });
    expect((await values('2026-01-12')).some((v) => v.qualifiers.includes('QX'))).toBe(false);
  });
});
