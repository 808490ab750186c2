import { beforeAll, describe, expect, it } from 'vitest';
import { seedReference } from '../../seed/index.js';
import { addIngestKey, addStation } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';

const KEY = 'sk_test_key_for_station_ca97d_0123456789';
/** Twelve 5-minute values from 22:00 UTC on 14 January, i.e. 06:00–06:55 on 15 January in Kuala Lumpur. */
const HOUR_VALUES = Array.from({ length: 12 }, (_, i) => ({
  parameter: 'PM10',
  ts: new Date(Date.parse('2026-01-14T22:00:00Z') + i * 300_000).toISOString(),
  value: 40 + i,
}));

describe('daily rollup kept by ingestion (reading_daily)', () => {
  const ctx = useTestApp(['ingest']);
  const post = (readings: object[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api2/ingest/readings',
      headers: { authorization: `Station ${KEY}` },
      payload: { station_id: 'CA97D', readings },
    });
  const day = (date: string) =>
    ctx.db.kysely
      .selectFrom('readingDaily')
      .selectAll()
      .where('stationId', '=', 'CA97D')
      .where('parameterCode', '=', 'PM10')
      .where('day', '=', date)
      .executeTakeFirst();

  beforeAll(async () => {
    const db = ctx.db.kysely;
    await seedReference(db);
    await addStation(db, 'CA97D', ['PM10'], { name: 'Daily' });
    await addIngestKey(db, 'CA97D', KEY);
  });

  it('adds an ingested hour to its Kuala Lumpur day, at both levels', async () => {
    // A lone value at 23:00 local on 14 January: an hour with a mean but under 75 % of its values.
    const res = await post([
      ...HOUR_VALUES,
      { parameter: 'PM10', ts: '2026-01-14T15:00:00Z', value: 70 },
    ]);
    expect(res.json()).toMatchObject({ accepted: 13, rejected: [] });
    expect(await day('2026-01-15')).toMatchObject({
      hoursTotal: 1,
      validHours: 1,
      validSum: 45.5,
      validMin: 40,
      validMax: 51,
      rawHours: 1,
      rawSum: 45.5,
    });
    expect(await day('2026-01-14')).toMatchObject({
      hoursTotal: 1,
      validHours: 0,
      validSum: null,
      rawHours: 1,
      rawSum: 70,
      rawMin: 70,
      rawMaxMean: 70,
    });
  });

  it('recomputes the day when a station resends a value with another value', async () => {
    const resend = await post([{ ...HOUR_VALUES[11]!, value: 63 }]);
    expect(resend.json()).toMatchObject({ changed: 1 });
    // 40…50 and 63 instead of 51: the mean rises by 1.
    expect(await day('2026-01-15')).toMatchObject({
      validHours: 1,
      validSum: 46.5,
      validMin: 40,
      validMax: 63,
      validMaxMean: 46.5,
    });
  });

  it('drops a day whose hourly rows are all removed', async () => {
    await ctx.db.kysely
      .deleteFrom('readingHourly')
      .where('stationId', '=', 'CA97D')
      .where('hour', '=', new Date('2026-01-14T15:00:00Z'))
      .execute();
    expect(await day('2026-01-14')).toBeUndefined();
    expect(await day('2026-01-15')).toMatchObject({ validHours: 1 });
  });
});
