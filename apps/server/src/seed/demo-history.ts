import { isPollutant, type ApiTableSet, HOUR_MS } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { refreshAirIndex, refreshHourly } from '../modules/ingest/index.js';
import { replayedValue } from './air-replay.js';
import { hourContext, type DemoStation } from './demo-conditions.js';
import { demoNoise, hash01, SHAPES } from './demo-shapes.js';

/** Where the history range is kept (fixed at the first start). */
export const RANGE_KEY = 'demo_history_range';

export interface HistoryRange {
  readonly from: Date;
  readonly to: Date;
}

/** The scripted pollution event at the end of the history: when, and at which river station. */
export interface EventAnchor {
  readonly at: number;
  readonly stationId: string | null;
}

/** The stations that get demo history: every active continuous station. */
export async function historyStations(db: Kysely<Database>) {
  return db
    .selectFrom('station')
    .select(['id', 'module', 'stateId', 'locationType'])
    .where('expectedIntervalMinutes', 'is not', null)
    .where('isActive', '=', true)
    .orderBy('id')
    .execute();
}

/** The active parameters of every station (station id and parameter code). */
export async function activeStationParameters(db: Kysely<Database>) {
  return db
    .selectFrom('stationParameter')
    .select(['stationId', 'parameterCode'])
    .where('isActive', '=', true)
    .execute();
}

/**
 * The scripted event's anchor: the end of the history range (null before the first start fixed
 * it) and the first continuous river station, for the archive and the simulator alike.
 */
export async function eventAnchor(db: Kysely<Database>): Promise<EventAnchor | null> {
  const range = await db
    .selectFrom('instanceSetting')
    .select('value')
    .where('key', '=', RANGE_KEY)
    .executeTakeFirst();
  if (!range) return null;
  const river = await db
    .selectFrom('station')
    .innerJoin('demoStation', 'demoStation.stationId', 'station.id')
    .select('station.id')
    .where('station.module', '=', 'CRWQM')
    .where('station.isActive', '=', true)
    .orderBy('station.id')
    .executeTakeFirst();
  return { at: Date.parse((range.value as { to: string }).to), stationId: river?.id ?? null };
}

/**
 * The hourly value of one parameter of a demo station at the hour starting `t`, the same for
 * the archive and the live simulator: an air station's pollutants replay the 2017 API record
 * (air-replay.ts; null in the record's gaps), everything else follows the demo shapes in the
 * station's hour context (demo-conditions.ts).
 */
export function demoHourlyValue(
  station: DemoStation,
  code: string,
  t: number,
  anchor: EventAnchor | null,
): number | null {
  if ((station.module === 'CAQM' || station.module === 'MCAQM') && isPollutant(code)) {
    const value = replayedValue(station.id, code, t);
    return value === null ? null : Math.round(value * 1e6) / 1e6;
  }
  const shape = SHAPES[code];
  if (!shape) return null;
  const n = demoNoise(station.id, code, t);
  return Math.round(shape(hourContext(station, t, n, anchor)) * 10_000) / 10_000;
}

/**
 * Hourly history of one continuous station over `range`, imported as archived hourly means
 * straight into `reading_hourly` (what a programme's archive holds; live logger data goes through
 * `reading` and the checks). A mobile unit's history is its campaigns' records, so it is stored
 * as an officer's import stores them: hourly `reading` rows (source `import`), rolled up by the
 * ingestion's rule, so each campaign lists its values and the QA/QC pages review them like live
 * data. The values: the replayed API record at air stations, and at water stations
 * their level of pollution, the seasons, storms and events, with random gaps (1.5 %; the air
 * record has its own). Values are sent in bulk (unnest arrays); deterministic per station. Each
 * bulk statement (up to 10,000 values) has its days recomputed once in `reading_daily` by the
 * table's statement triggers (migration 0010), not row by row.
 */
export async function loadStationHistory(
  db: Kysely<Database>,
  station: DemoStation,
  range: HistoryRange,
  anchor: EventAnchor | null,
): Promise<number> {
  const parameters = (
    await db
      .selectFrom('stationParameter')
      .select('parameterCode')
      .where('stationId', '=', station.id)
      .where('isActive', '=', true)
      .execute()
  )
    .map((p) => p.parameterCode)
    .filter((code) => SHAPES[code]);
  const imported = station.module === 'MCAQM';
  // A chunk left half-loaded by an interrupted start is loaded again from scratch.
  await db
    .deleteFrom('readingHourly')
    .where('stationId', '=', station.id)
    .where('hour', '>=', range.from)
    .where('hour', '<', range.to)
    .execute();
  if (imported)
    await db
      .deleteFrom('reading')
      .where('stationId', '=', station.id)
      .where('source', '=', 'import')
      .where('ts', '>=', range.from)
      .where('ts', '<', range.to)
      .execute();
  const air = station.module === 'CAQM' || station.module === 'MCAQM';
  const batch = { p: [] as string[], t: [] as string[], v: [] as number[] };
  const hours: number[] = [];
  let total = 0;
  const flush = async () => {
    if (batch.p.length === 0) return;
    if (imported)
      await sql`
        insert into reading (station_id, parameter_code, ts, value, source, received_at, auto_flag, auto_checks, auto_validity)
        select ${station.id}, p, t, v, 'import', t, 1, '{}'::jsonb, 1
        from unnest(${batch.p}::text[], ${batch.t}::timestamptz[], ${batch.v}::float8[]) as x(p, t, v)
        on conflict do nothing
      `.execute(db);
    else
      await sql`
        insert into reading_hourly (station_id, parameter_code, hour, avg, min, max, count, valid_count, expected_count, capture_pct, capture_excl_cal_pct, validity)
        select ${station.id}, p, t, v, v, v, 1, 1, 1, 100, 100, 1
        from unnest(${batch.p}::text[], ${batch.t}::timestamptz[], ${batch.v}::float8[]) as x(p, t, v)
      `.execute(db);
    total += batch.p.length;
    // The embedded database answers from already-settled promises; give requests their turn.
    await new Promise((resolve) => setImmediate(resolve));
    batch.p = [];
    batch.t = [];
    batch.v = [];
  };
  for (let t = range.from.getTime(); t < range.to.getTime(); t += HOUR_MS) {
    if (!air && hash01(`${station.id}|${t}`) >= 0.985) continue;
    const iso = new Date(t).toISOString();
    hours.push(t);
    for (const code of parameters) {
      const value = demoHourlyValue(station, code, t, anchor);
      if (value === null) continue;
      batch.p.push(code);
      batch.t.push(iso);
      batch.v.push(value);
    }
    if (batch.p.length >= 10_000) await flush();
  }
  await flush();
  // An imported value stands for its hour (one expected per hour, as the ingestion counts it).
  if (imported) await refreshHourly(db, station.id, parameters, hours, 1);
  return total;
}

/**
 * The API of every hour of `range` at one air station, computed as live data is: the ingestion's
 * refreshAirIndex (the domain's running averages, completeness and tables) over the archived
 * hourly means, reading the 23 hours before the range too; hours already computed are replaced.
 */
export async function loadStationAirIndex(
  db: Kysely<Database>,
  id: string,
  range: HistoryRange,
  tables: ApiTableSet,
): Promise<void> {
  const hours: number[] = [];
  for (let t = range.from.getTime(); t < range.to.getTime(); t += HOUR_MS) hours.push(t);
  await refreshAirIndex(db, id, hours, tables);
}
