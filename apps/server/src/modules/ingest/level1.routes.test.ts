import { MINUTE_MS } from '@eqmp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addIngestKey } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { addHourlyStation } from '../qaqc/qaqc.fixtures.js';

const KEY = 'sk_test_key_for_station_ca97t_0123456789';
// The test clock's now is 2026-01-15T00:00Z; each case sits on its own day before it.
const at = (day: number, minutes: number) =>
  new Date(Date.parse('2026-01-01T00:00:00Z') + day * 86_400_000 + minutes * MINUTE_MS);

describe('level-1 checks on ingestion', () => {
  const ctx = useTestApp(['ingest']);
  const post = (readings: { parameter: string; ts: Date; value: number | null }[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api2/ingest/readings',
      headers: { authorization: `Station ${KEY}` },
      payload: {
        station_id: 'CA97T',
        readings: readings.map((r) => ({ ...r, ts: r.ts.toISOString() })),
      },
    });
  const stored = (parameter: string, from: Date, to: Date) =>
    ctx.db.kysely
      .selectFrom('reading as r')
      .leftJoin('readingState as s', (j) =>
        j
          .onRef('s.stationId', '=', 'r.stationId')
          .onRef('s.parameterCode', '=', 'r.parameterCode')
          .onRef('s.ts', '=', 'r.ts'),
      )
      .select(['r.ts', 'r.value', 'r.autoChecks', 'r.autoValidity', 'r.autoNullReason'])
      .select(['s.validity', 's.nullReason'])
      .where('r.stationId', '=', 'CA97T')
      .where('r.parameterCode', '=', parameter)
      .where('r.ts', '>=', from)
      .where('r.ts', '<=', to)
      .orderBy('r.ts')
      .execute();

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addHourlyStation(db, 'CA97T', 'CAQM', ['PM10', 'PM25', 'TEMP'], {
      name: 'Checks',
      expectedIntervalMinutes: 5,
    });
    await addIngestKey(db, 'CA97T', KEY);
  });

  it('does not judge PM2.5 against an error value of PM10, and gives every failed value its null reason', async () => {
    const ts = at(0, 0);
    const res = await post([
      { parameter: 'PM10', ts, value: -999 },
      { parameter: 'PM25', ts, value: 20 },
      { parameter: 'PM10', ts: at(0, 5), value: 5000 },
      { parameter: 'PM25', ts: at(0, 5), value: 20 },
      { parameter: 'PM10', ts: at(0, 10), value: 50 },
      { parameter: 'PM25', ts: at(0, 10), value: 60 },
    ]);
    expect(res.statusCode).toBe(200);
    const pm10 = await stored('PM10', ts, at(0, 10));
    const pm25 = await stored('PM25', ts, at(0, 10));
    expect(pm10.map((r) => [r.autoChecks, r.autoValidity, r.autoNullReason])).toEqual([
      [{ sentinel: 4 }, -1, 'AN'],
      [{ gross_range: 4 }, -1, 'EC'],
      [{ pm_ratio: 3 }, 1, null],
    ]);
    expect(pm25.map((r) => [r.autoChecks, r.autoValidity, r.autoNullReason])).toEqual([
      [{}, 1, null],
      [{}, 1, null],
      [{ pm_ratio: 3 }, 1, null],
    ]);
  });

  it('flags a spike, not the value after it', async () => {
    await post(
      [40, 300, 42, 41].map((value, i) => ({ parameter: 'PM10', ts: at(2, 5 * i), value })),
    );
    const rows = await stored('PM10', at(2, 0), at(2, 15));
    expect(rows.map((r) => r.autoChecks)).toEqual([{}, { spike: 3 }, {}, {}]);
  });

  it('flags a stuck sensor from the first value of its run, in the batch and before it', async () => {
    const value = (m: number) => ({ parameter: 'TEMP', ts: at(4, m), value: 27.3 });
    // Two hours first, then the run reaches three hours (suspect) and six hours (fail).
    await post(Array.from({ length: 24 }, (_, i) => value(5 * i)));
    await post(Array.from({ length: 13 }, (_, i) => value(120 + 5 * i)));
    let rows = await stored('TEMP', at(4, 0), at(4, 180));
    expect(rows.every((r) => r.autoChecks.flat_line === 3)).toBe(true);
    expect(rows.every((r) => r.autoValidity === 1 && r.validity === null)).toBe(true);
    await post(Array.from({ length: 36 }, (_, i) => value(185 + 5 * i)));
    rows = await stored('TEMP', at(4, 0), at(4, 360));
    expect(rows).toHaveLength(73);
    expect(rows.every((r) => r.autoChecks.flat_line === 4)).toBe(true);
    // Values stored before the run failed become invalid through a change set.
    expect(rows.every((r) => (r.validity ?? r.autoValidity) === -1)).toBe(true);
    expect(rows.every((r) => (r.nullReason ?? r.autoNullReason) === 'AN')).toBe(true);
    const hourly = await ctx.db.kysely
      .selectFrom('readingHourly')
      .select(['validCount'])
      .where('stationId', '=', 'CA97T')
      .where('parameterCode', '=', 'TEMP')
      .where('hour', '=', at(4, 0))
      .executeTakeFirstOrThrow();
    expect(hourly.validCount).toBe(0);
  });
});
