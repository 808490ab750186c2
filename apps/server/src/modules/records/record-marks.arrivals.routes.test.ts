import { beforeAll, describe, expect, it } from 'vitest';
import { addIngestKey } from '../../test/stations.js';
import { useTestApp } from '../../test/test-app.js';
import { insertReadings } from '../qaqc/qaqc.fixtures.js';
import { maintenanceForm, setUpRecords } from './records.fixtures.js';

// 12 January 2026 in Kuala Lumpur. The maintenance record 09:00–11:00 (PM10's buffer 60 minutes)
// is saved while the logger has sent only up to 08:00; 09:00 to 12:00 arrive afterwards.
const DAY = '2026-01-12';
const KEY = 'sk_test_key_for_station_ca01r_0123456789';
const at = (h: number) =>
  new Date(Date.parse(`${DAY}T00:00:00+08:00`) + h * 3_600_000).toISOString();

type Value = { ts: string; value: number | null; validity: number; nullReason: string | null };

describe('values arriving after a record is saved get its marking at ingestion', () => {
  const ctx = useTestApp(['auth', 'ingest', 'qaqc', 'records']);
  let h: Record<string, Record<string, string>>;
  const ingest = (readings: { parameter: string; ts: string; value: number }[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api2/ingest/readings',
      headers: { authorization: `Station ${KEY}` },
      payload: { station_id: 'CA01R', readings },
    });
  const values = async (): Promise<Map<string, Value>> => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/qaqc/values?stationId=CA01R&parameterCode=PM10&from=${encodeURIComponent(at(0))}&to=${encodeURIComponent(at(24))}`,
      headers: h.tech,
    });
    expect(res.statusCode).toBe(200);
    return new Map((res.json().values as Value[]).map((v) => [new Date(v.ts).toISOString(), v]));
  };
  let recordId: number;

  beforeAll(async () => {
    h = await setUpRecords(ctx.app, ctx.db.kysely);
    await addIngestKey(ctx.db.kysely, 'CA01R', KEY);
    await insertReadings(
      ctx.db.kysely,
      'CA01R',
      'PM10',
      `${DAY}T00:00:00+08:00`,
      Array(9).fill(30),
    );
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api2/records/maintenance',
      headers: h.tech,
      payload: maintenanceForm(`${DAY}T09:00:00`, `${DAY}T11:00:00`),
    });
    expect(saved.statusCode).toBe(200);
    recordId = saved.json().record.id;
    // Nothing of the window had arrived: nothing to mark yet.
    expect(saved.json().marks).toMatchObject({ marked: 0 });
  });

  it('marks the window and buffer −99 BA as values arrive, and leaves the values after it', async () => {
    const res = await ingest([
      { parameter: 'PM10', ts: at(9), value: 78 },
      { parameter: 'PM10', ts: at(10), value: 78 },
      { parameter: 'PM10', ts: at(11), value: 78 },
      { parameter: 'PM10', ts: at(12), value: 30 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 4, rejected: [] });
    const v = await values();
    for (const hour of [9, 10, 11])
      expect(v.get(at(hour))).toMatchObject({ validity: -99, nullReason: 'BA' });
    expect(v.get(at(12))).toMatchObject({ value: 30, nullReason: null });
    expect(v.get(at(8))).toMatchObject({ value: 30, nullReason: null });
  });

  it("names the record in the marked value's history", async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api2/qaqc/history?stationId=CA01R&parameterCode=PM10&ts=${encodeURIComponent(at(10))}`,
      headers: h.tech,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain(`maintenance_record #${recordId}`);
  });

  it('keeps a resent value inside the window marked', async () => {
    const res = await ingest([{ parameter: 'PM10', ts: at(10), value: 81 }]);
    expect(res.json()).toMatchObject({ changed: 1, rejected: [] });
    expect((await values()).get(at(10))).toMatchObject({ validity: -99, nullReason: 'BA' });
  });

  it('follows an edited window for the arrivals, like for the values present at saving', async () => {
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api2/records/maintenance/${recordId}`,
      headers: h.tech,
      payload: maintenanceForm(`${DAY}T09:00:00`, `${DAY}T09:30:00`),
    });
    expect(edited.statusCode).toBe(200);
    const v = await values();
    // The shorter window (with its buffer to 10:30) still covers 09:00 and 10:00, not 11:00.
    expect(v.get(at(9))).toMatchObject({ validity: -99 });
    expect(v.get(at(10))).toMatchObject({ validity: -99 });
    expect(v.get(at(11))).toMatchObject({ value: 78, nullReason: null });
  });
});
