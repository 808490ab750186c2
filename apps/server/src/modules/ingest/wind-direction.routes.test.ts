import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addIngestKey } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { overDays } from '../reports/index.js';
import { addHourlyStation } from '../qaqc/qaqc.fixtures.js';

const KEY = 'sk_test_key_for_station_ca96t_0123456789';
// Hours of 2026-01-10 in Kuala Lumpur (UTC+8), before the test clock's now.
const hour = (h: number, minutes = 0) =>
  new Date(Date.parse('2026-01-10T00:00:00+08:00') + h * 3_600_000 + minutes * 60_000);
/** The angle between two directions, 0–180°. */
const apart = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

describe('wind direction is averaged as a vector', () => {
  const ctx = useTestApp(['ingest']);
  const post = (readings: { parameter: string; ts: Date; value: number }[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api2/ingest/readings',
      headers: { authorization: `Station ${KEY}` },
      payload: {
        station_id: 'CA96T',
        readings: readings.map((r) => ({ ...r, ts: r.ts.toISOString() })),
      },
    });
  const hourly = (parameter: string, h: number) =>
    ctx.db.kysely
      .selectFrom('readingHourly')
      .select('avg')
      .where('stationId', '=', 'CA96T')
      .where('parameterCode', '=', parameter)
      .where('hour', '=', hour(h))
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addHourlyStation(db, 'CA96T', 'CAQM', ['WD', 'WS'], {
      name: 'Wind',
      expectedIntervalMinutes: 30,
    });
    await addIngestKey(db, 'CA96T', KEY);
    const res = await post([
      { parameter: 'WD', ts: hour(0), value: 350 },
      { parameter: 'WD', ts: hour(0, 30), value: 10 },
      { parameter: 'WD', ts: hour(1), value: 80 },
      { parameter: 'WD', ts: hour(1, 30), value: 100 },
      { parameter: 'WS', ts: hour(0), value: 1 },
      { parameter: 'WS', ts: hour(0, 30), value: 3 },
    ]);
    expect(res.json()).toMatchObject({ accepted: 6 });
  });

  it('gives the hour the mean of the unit vectors: 350° and 10° make 0°, not 180°', async () => {
    expect(apart((await hourly('WD', 0)).avg!, 0)).toBeLessThan(1e-6);
    expect((await hourly('WD', 0)).avg).toBeGreaterThanOrEqual(0);
    expect((await hourly('WD', 1)).avg).toBeCloseTo(90, 6);
    // Other parameters keep the arithmetic mean.
    expect((await hourly('WS', 0)).avg).toBe(2);
  });

  it('gives a day the vector mean of its hourly means from the daily rollup', async () => {
    const { rows } = await sql<{ parameterCode: string; mean: number }>`
      select d.parameter_code as "parameterCode", ${overDays('validated').mean} as mean
      from reading_daily d where d.station_id = 'CA96T' group by d.parameter_code
      order by d.parameter_code`.execute(ctx.db.kysely);
    expect(rows[0]!.parameterCode).toBe('WD');
    expect(rows[0]!.mean).toBeCloseTo(45, 6);
    expect(rows[1]).toEqual({ parameterCode: 'WS', mean: 2 });
  });
});
