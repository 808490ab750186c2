import { HOUR_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addApprovedRange } from '../../test/approvals.js';
import { useTestApp } from '../../test/test-app.js';
import { addIngestKey, addStation } from '../../test/stations.js';

const KEY = 'sk_test_key_for_station_ca99t_0123456789';
// 2026-01-15T08:00:00+08:00 is the test clock's now; data sits in the hours before it.
const T = (minutesBeforeNow: number) =>
  new Date(Date.parse('2026-01-15T00:00:00Z') - minutesBeforeNow * 60_000).toISOString();

const ctx = useTestApp(['ingest']);
const post = (body: object, key: string | null = KEY, lang = 'en-US') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api2/ingest/readings',
    headers: { ...(key ? { authorization: `Station ${key}` } : {}), 'accept-language': lang },
    payload: body,
  });

beforeAll(async () => {
  const db = ctx.db.kysely;
  await seedReference(db);
  await addStation(db, 'CA99T', ['PM10', 'PM25', 'CO', 'TEMP'], { name: 'Test' });
  await addStation(db, 'CA98T', [], { name: 'Other', longitude: 101.6, latitude: 3.2 });
  await addIngestKey(db, 'CA99T', KEY);
});

describe('POST /api2/ingest/readings: keys, partial batches and resends', () => {
  it('refuses a missing or wrong key with 401, and another station’s data with 403', async () => {
    const body = { station_id: 'CA99T', readings: [{ parameter: 'PM10', ts: T(500), value: 40 }] };
    expect((await post(body, null)).statusCode).toBe(401);
    const wrong = await post(body, 'sk_wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('STATION_KEY_INVALID');
    const other = await post({ ...body, station_id: 'CA98T' });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('STATION_MISMATCH');
  });

  it('keeps the good items of a partly bad batch and names each bad one', async () => {
    const res = await post({
      station_id: 'CA99T',
      readings: [
        { parameter: 'PM10', ts: T(600), value: 41 },
        { parameter: 'SO2', ts: T(600), value: 0.01 },
        { parameter: 'PM10', ts: '2026-01-14 10:00', value: 41 },
        { parameter: 'PM10', ts: T(-30), value: 41 },
        { parameter: 'PM10', ts: T(595), value: 'high' },
        { parameter: 'PM25', ts: T(600), value: 20 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ accepted: 2, duplicates: 0, changed: 0 });
    expect(body.rejected.map((r: { index: number }) => r.index)).toEqual([1, 2, 3, 4]);
    expect(body.rejected[0].message).toBe('This station does not measure SO2.');
    expect(body.rejected[2].message).toContain('more than 10 minutes in the future');
  });

  it('answers in Malay when asked', async () => {
    const res = await post(
      { station_id: 'CA99T', readings: [{ parameter: 'NO2', ts: T(700), value: 1 }] },
      KEY,
      'ms-MY',
    );
    expect(res.json().rejected[0].message).toBe('Stesen ini tidak mengukur NO2.');
  });

  it('never duplicates a resend, and records a resend with another value as a change', async () => {
    const batch = {
      station_id: 'CA99T',
      readings: [
        { parameter: 'TEMP', ts: T(800), value: 30.5 },
        { parameter: 'TEMP', ts: T(795), value: 30.6 },
      ],
    };
    expect((await post(batch)).json()).toMatchObject({ accepted: 2, duplicates: 0, changed: 0 });
    expect((await post(batch)).json()).toMatchObject({ accepted: 0, duplicates: 2, changed: 0 });
    const resent = await post({
      station_id: 'CA99T',
      readings: [{ parameter: 'TEMP', ts: T(800), value: 31.5 }],
    });
    expect(resent.json()).toMatchObject({ accepted: 0, duplicates: 0, changed: 1 });

    const raw = await ctx.db.kysely
      .selectFrom('reading')
      .select('value')
      .where('parameterCode', '=', 'TEMP')
      .where('ts', '=', new Date(T(800)))
      .executeTakeFirstOrThrow();
    expect(raw.value).toBe(30.5);
    const change = await ctx.db.kysely
      .selectFrom('readingChange')
      .selectAll()
      .where('parameterCode', '=', 'TEMP')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      kind: 'resend',
      before: { value: 30.5, validity: 1 },
      after: { value: 31.5, validity: 1 },
    });
    const hour = await ctx.db.kysely
      .selectFrom('readingHourly')
      .select(['avg', 'count'])
      .where('parameterCode', '=', 'TEMP')
      .executeTakeFirstOrThrow();
    expect(hour).toEqual({ avg: 31.05, count: 2 });
  });
});

describe('POST /api2/ingest/readings: hourly roll-up, API, limits and last values', () => {
  it('rolls an hour up with capture and the 75 % completeness rule, leaving failed values out', async () => {
    const hourStart = Date.parse('2026-01-14T10:00:00Z');
    const values = [10, 12, 14, 16, 18, 20, 22, 24, 2000];
    await post({
      station_id: 'CA99T',
      readings: values.map((value, i) => ({
        parameter: 'PM25',
        ts: new Date(hourStart + i * 300_000).toISOString(),
        value,
      })),
    });
    const row = await ctx.db.kysely
      .selectFrom('readingHourly')
      .selectAll()
      .where('parameterCode', '=', 'PM25')
      .where('hour', '=', new Date(hourStart))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      avg: 17,
      min: 10,
      max: 24,
      count: 9,
      validCount: 8,
      expectedCount: 12,
      validity: -1,
    });
    expect(row.capturePct).toBeCloseTo(66.67, 2);
    const failed = await ctx.db.kysely
      .selectFrom('reading')
      .select(['autoFlag', 'autoValidity', 'autoChecks'])
      .where('parameterCode', '=', 'PM25')
      .where('value', '=', 2000)
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ autoFlag: 4, autoValidity: -1, autoChecks: { gross_range: 4 } });
  });

  it('computes the station-hour API from 24-hour PM10 averages, and none from 17 valid hours', async () => {
    const end = Date.parse('2026-01-13T23:00:00Z');
    const readings = [];
    for (let h = 0; h < 24; h++) {
      for (let m = 0; m < 60; m += 5)
        readings.push({
          parameter: 'PM10',
          ts: new Date(end - (23 - h) * HOUR_MS + m * 60_000).toISOString(),
          value: h % 2 ? 149 : 151,
        });
    }
    const res = await post({ station_id: 'CA99T', readings });
    expect(res.json().accepted).toBe(288);
    const index = await ctx.db.kysely
      .selectFrom('airIndexHourly')
      .selectAll()
      .where('stationId', '=', 'CA99T')
      .where('hour', '=', new Date(end))
      .executeTakeFirstOrThrow();
    expect(index.api).toBeCloseTo(100, 6);
    expect(index).toMatchObject({ displayApi: 100, category: 'MODERATE', dominant: ['PM10'] });
    const early = await ctx.db.kysely
      .selectFrom('airIndexHourly')
      .selectAll()
      .where('stationId', '=', 'CA99T')
      .where('hour', '=', new Date(end - 7 * HOUR_MS))
      .executeTakeFirstOrThrow();
    expect(early).toMatchObject({ api: null, category: 'NO_DATA' });
  });

  it('answers 400 for a batch over the limit, with the limit in the message', async () => {
    const readings = Array.from({ length: 5001 }, () => ({
      parameter: 'PM10',
      ts: T(900),
      value: 1,
    }));
    const res = await post({ station_id: 'CA99T', readings });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].message).toBe(
      'A batch may hold at most 5000 readings; send the rest in another batch.',
    );
  });

  it('records the station’s last value for transmission monitoring, which an older value does not move back', async () => {
    // The latest time any test of this file sends, so the answer does not depend on which ran before.
    expect(
      (
        await post({ station_id: 'CA99T', readings: [{ parameter: 'CO', ts: T(2), value: 0.4 }] })
      ).json(),
    ).toMatchObject({ accepted: 1 });
    expect(
      (
        await post({
          station_id: 'CA99T',
          readings: [{ parameter: 'CO', ts: T(1000), value: 0.5 }],
        })
      ).json(),
    ).toMatchObject({ accepted: 1 });
    const status = await ctx.db.kysely
      .selectFrom('stationStatus')
      .selectAll()
      .where('stationId', '=', 'CA99T')
      .executeTakeFirstOrThrow();
    expect(status.lastTs.toISOString()).toBe(T(2));
    expect(status.lastReceivedAt).toEqual(ctx.clock.now());
  });
});

describe('POST /api2/ingest/readings: approved data', () => {
  it('never rewrites approved data: a different value or a new one inside an approved range is refused, item by item', async () => {
    const db = ctx.db.kysely;
    const first = await post({
      station_id: 'CA99T',
      readings: [{ parameter: 'CO', ts: T(1200), value: 1.5 }],
    });
    expect(first.json()).toMatchObject({ accepted: 1 });
    await addApprovedRange(db, {
      username: 'lock.approver',
      stationId: 'CA99T',
      parameterCode: 'CO',
      from: T(1300),
      to: T(1100),
      at: T(1000),
    });
    const res = await post({
      station_id: 'CA99T',
      readings: [
        { parameter: 'CO', ts: T(1200), value: 9.9 },
        { parameter: 'CO', ts: T(1250), value: 2 },
        { parameter: 'CO', ts: T(1050), value: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 1, changed: 0, duplicates: 0 });
    expect(res.json().rejected.map((r: { index: number }) => r.index)).toEqual([0, 1]);
    expect(res.json().rejected[0].message).toContain('approved (level 3) and locked');
    const repeat = await post({
      station_id: 'CA99T',
      readings: [{ parameter: 'CO', ts: T(1200), value: 1.5 }],
    });
    expect(repeat.json()).toMatchObject({ accepted: 0, changed: 0, duplicates: 1, rejected: [] });
    const stored = await db
      .selectFrom('reading')
      .leftJoin('readingState as s', (j) =>
        j
          .onRef('s.stationId', '=', 'reading.stationId')
          .onRef('s.parameterCode', '=', 'reading.parameterCode')
          .onRef('s.ts', '=', 'reading.ts'),
      )
      .select(['reading.ts', 'reading.value', 's.value as current'])
      .where('reading.stationId', '=', 'CA99T')
      .where('reading.parameterCode', '=', 'CO')
      .where('reading.ts', '>=', new Date(T(1300)))
      .where('reading.ts', '<=', new Date(T(1050)))
      .orderBy('reading.ts')
      .execute();
    expect(stored.map((r) => [r.value, r.current])).toEqual([
      [1.5, null],
      [3, null],
    ]);

    await db
      .updateTable('approval')
      .set({ reopenedAt: new Date(T(900)) })
      .where('parameterCode', '=', 'CO')
      .execute();
    const reopened = await post({
      station_id: 'CA99T',
      readings: [{ parameter: 'CO', ts: T(1200), value: 9.9 }],
    });
    expect(reopened.json()).toMatchObject({ changed: 1, rejected: [] });
  });
});
