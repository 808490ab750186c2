import {
  computeApiFromSeries,
  DEFAULT_API_TABLES,
  type HourlySeries,
  type Pollutant,
  HOUR_MS,
} from '@eqmp/domain';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addIngestKey, addStation } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';

/** The first hour of the data set; the test clock's now (2026-01-15T00:00Z) is after its last. */
const START = Date.parse('2026-01-13T00:00:00Z');
const HOURS = 40;
const MEASURED = ['PM10', 'PM25', 'CO'] as const;
/** Value ranges narrow enough that no level-1 check fails a value, whatever arrived before it. */
const RANGE: Record<(typeof MEASURED)[number], [number, number]> = {
  PM10: [40, 90],
  PM25: [20, 60],
  CO: [0.5, 3],
};

interface Item {
  parameter: string;
  ts: string;
  value: number;
}

/** One data set: hourly values of three pollutants with random gaps (some hours have none). */
const dataSet = fc
  .array(
    fc.record({
      hasPm10: fc.boolean(),
      hasPm25: fc.boolean(),
      hasCo: fc.boolean(),
      f: fc.double({ min: 0, max: 1, noNaN: true }),
    }),
    {
      minLength: HOURS,
      maxLength: HOURS,
    },
  )
  .map((hours) => {
    const items: Item[] = [];
    hours.forEach((h, i) => {
      const ts = new Date(START + i * HOUR_MS).toISOString();
      // A tiny per-hour offset keeps consecutive values distinct, so no flat line appears.
      const value = (p: (typeof MEASURED)[number]) =>
        Math.round((RANGE[p][0] + h.f * (RANGE[p][1] - RANGE[p][0]) + i * 1e-3) * 1000) / 1000;
      // Hours 12–14 are a gap in every pollutant, the logger's outage.
      if (i >= 12 && i <= 14) return;
      if (h.hasPm10 || i % 4 === 0) items.push({ parameter: 'PM10', ts, value: value('PM10') });
      if (h.hasPm25 || i % 3 === 0) items.push({ parameter: 'PM25', ts, value: value('PM25') });
      if (h.hasCo) items.push({ parameter: 'CO', ts, value: value('CO') });
    });
    return items;
  });

/** Splits the items into batches by a random assignment, each batch in a random inner order, batches in a random order. */
const batching = (count: number) =>
  fc.record({
    batches: fc.integer({ min: 1, max: 12 }),
    assign: fc.array(fc.nat(), { minLength: count, maxLength: count }),
    inner: fc.array(fc.nat(), { minLength: count, maxLength: count }),
    outer: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
  });

function split<T>(
  items: readonly T[],
  b: { batches: number; assign: number[]; inner: number[]; outer: number[] },
): T[][] {
  const groups: { key: number; items: { key: number; item: T }[] }[] = Array.from(
    { length: b.batches },
    (_, i) => ({ key: b.outer[i]!, items: [] }),
  );
  items.forEach((item, i) =>
    groups[b.assign[i]! % b.batches]!.items.push({ key: b.inner[i]!, item }),
  );
  return groups
    .sort((x, y) => x.key - y.key)
    .map((g) => g.items.sort((x, y) => x.key - y.key).map((e) => e.item))
    .filter((g) => g.length > 0);
}

/** The index of every hour recomputed from the data set alone, with the domain's rules. */
function independentIndex(items: readonly Item[]) {
  const series: HourlySeries = {};
  for (const item of items) {
    const code = item.parameter as Pollutant;
    series[code] = [
      ...(series[code] ?? []),
      { ts: new Date(item.ts), value: item.value, valid: true },
    ];
  }
  const dataHours = items.map((i) => Date.parse(i.ts));
  const latest = Math.max(...dataHours);
  const out: { hour: string; displayApi: number | null; category: string }[] = [];
  for (let h = Math.min(...dataHours); h <= latest; h += HOUR_MS) {
    if (!dataHours.some((d) => d > h - 24 * HOUR_MS && d <= h)) continue;
    const result = computeApiFromSeries(series, h, DEFAULT_API_TABLES);
    out.push({
      hour: new Date(h).toISOString(),
      displayApi: result.displayApi,
      category: result.category,
    });
  }
  return out;
}

describe('station-hour index whatever the upload rhythm', () => {
  const ctx = useTestApp(['ingest']);
  let stations = 0;

  beforeAll(async () => {
    await seedReference(ctx.db.kysely);
  });

  /** A fresh hourly station with its own key, so each run starts from no data. */
  async function newStation(): Promise<{ id: string; key: string }> {
    const id = `CP${String(stations++).padStart(3, '0')}`;
    const key = `sk_test_key_for_station_${id.toLowerCase()}_0123456789`;
    const db = ctx.db.kysely;
    await addStation(db, id, MEASURED, { expectedIntervalMinutes: 60 });
    await addIngestKey(db, id, key);
    return { id, key };
  }

  async function send(station: { id: string; key: string }, batches: readonly Item[][]) {
    for (const readings of batches) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api2/ingest/readings',
        headers: { authorization: `Station ${station.key}` },
        payload: { station_id: station.id, readings },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().rejected).toEqual([]);
    }
  }

  async function stored(stationId: string) {
    const db = ctx.db.kysely;
    const hourly = await db
      .selectFrom('readingHourly')
      .select(['parameterCode', 'hour', 'avg', 'validity'])
      .where('stationId', '=', stationId)
      .orderBy('hour')
      .orderBy('parameterCode')
      .execute();
    const index = await db
      .selectFrom('airIndexHourly')
      .select(['hour', 'api', 'displayApi', 'category', 'dominant', 'subIndices'])
      .where('stationId', '=', stationId)
      .orderBy('hour')
      .execute();
    return { hourly, index };
  }

  it('gives every hour the same averages and index for one batch, hourly uploads and random batchings and orders', async () => {
    await fc.assert(
      fc.asyncProperty(
        dataSet.chain((items) => fc.tuple(fc.constant(items), batching(items.length))),
        async ([items, b]) => {
          const whole = await newStation();
          await send(whole, [items]);
          const hourly = await newStation();
          const byHour = new Map<string, Item[]>();
          for (const item of items) byHour.set(item.ts, [...(byHour.get(item.ts) ?? []), item]);
          await send(hourly, [...byHour.values()]);
          const batched = await newStation();
          await send(batched, split(items, b));

          const expected = await stored(whole.id);
          expect(await stored(hourly.id)).toEqual(expected);
          expect(await stored(batched.id)).toEqual(expected);
          expect(
            expected.index.map((r) => ({
              hour: r.hour.toISOString(),
              displayApi: r.displayApi,
              category: r.category,
            })),
          ).toEqual(independentIndex(items));
        },
      ),
      { numRuns: 6 },
    );
    // Six data sets each sent three ways, up to 40 requests a way: more than the default on a
    // busy machine.
  }, 120_000);

  it('gives an hour without readings the index its complete running averages allow', async () => {
    const station = await newStation();
    const items: Item[] = [];
    for (let h = 0; h < 24; h++)
      items.push({
        parameter: 'PM10',
        ts: new Date(START + h * HOUR_MS).toISOString(),
        value: h % 2 ? 139 + h * 0.01 : 141 - h * 0.01,
      });
    // Hourly uploads, then one hour with no upload, then the next hour's reading.
    await send(
      station,
      items.map((i) => [i]),
    );
    await send(station, [
      [{ parameter: 'PM10', ts: new Date(START + 25 * HOUR_MS).toISOString(), value: 140 }],
    ]);
    const gap = await ctx.db.kysely
      .selectFrom('airIndexHourly')
      .selectAll()
      .where('stationId', '=', station.id)
      .where('hour', '=', new Date(START + 24 * HOUR_MS))
      .executeTakeFirstOrThrow();
    // 23 valid hours of PM10 in the 24 ending at the gap hour: the average is complete.
    expect(gap).toMatchObject({ category: 'MODERATE', dominant: ['PM10'] });
    expect(gap.displayApi).toBe(95);
  });
});
