import {
  AIR_POLLUTANTS,
  computeApi,
  type ApiTableSet,
  type Concentrations,
  type Pollutant,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { hash01, SHAPES } from './demo-shapes.js';

const HOUR_MS = 3_600_000;

export interface HistoryRange {
  readonly from: Date;
  readonly to: Date;
}

/** The stations that get demo history: every active continuous station. */
export async function historyStations(db: Kysely<Database>) {
  return db
    .selectFrom('station')
    .select(['id', 'module', 'stateId'])
    .where('expectedIntervalMinutes', 'is not', null)
    .where('isActive', '=', true)
    .orderBy('id')
    .execute();
}

/**
 * Hourly history of one continuous station over `range`, imported as archived hourly means
 * straight into `reading_hourly` (what a programme's archive holds; live logger data goes through
 * `reading` and the checks): diurnal and weekly cycles, a regional haze episode, a river pollution
 * event, afternoon rain in the monsoon months, random gaps (1.5 %) and a week-long outage at two
 * stations. Values are computed here and sent in bulk (unnest arrays); deterministic per station.
 * Each bulk statement (up to 10,000 values: one or two per 30-day chunk) has its days recomputed
 * once in `reading_daily` by the table's statement triggers (migration 0010), not row by row.
 */
export async function loadStationHistory(
  db: Kysely<Database>,
  station: { id: string; module: string; stateId: number | null },
  range: HistoryRange,
  context: {
    hazeStateIds: ReadonlySet<number>;
    eventStation: string | undefined;
    outage: ReadonlySet<string>;
    /** End of the whole history: episodes are placed relative to it, whichever chunk is loading. */
    episodesEnd?: Date;
  },
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
  // A chunk left half-loaded by an interrupted start is loaded again from scratch.
  await db
    .deleteFrom('readingHourly')
    .where('stationId', '=', station.id)
    .where('hour', '>=', range.from)
    .where('hour', '<', range.to)
    .execute();
  const end = (context.episodesEnd ?? range.to).getTime();
  const hazeFrom = end - 70 * 24 * HOUR_MS;
  const eventFrom = end - 20 * 24 * HOUR_MS;
  const hazy =
    (station.module === 'CAQM' || station.module === 'MCAQM') &&
    station.stateId !== null &&
    context.hazeStateIds.has(station.stateId);
  const b = 0.8 + 0.4 * hash01(station.id);
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kuala_Lumpur',
    hour: 'numeric',
    hourCycle: 'h23',
    weekday: 'short',
  });
  const DOW: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
  const batch = { p: [] as string[], t: [] as string[], v: [] as number[] };
  let total = 0;
  const flush = async () => {
    if (batch.p.length === 0) return;
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
    if (
      context.outage.has(station.id) &&
      t >= eventFrom - 30 * 24 * HOUR_MS &&
      t < eventFrom - 23 * 24 * HOUR_MS
    )
      continue;
    if (hash01(`${station.id}|${t}`) >= 0.985) continue;
    const parts = Object.fromEntries(
      local.formatToParts(new Date(t)).map((x) => [x.type, x.value]),
    );
    const localMs = t + 8 * HOUR_MS;
    const doy =
      Math.floor((localMs - Date.UTC(new Date(localMs).getUTCFullYear(), 0, 1)) / (24 * HOUR_MS)) +
      1;
    const h = Number(parts.hour);
    const base = {
      h,
      dow: DOW[parts.weekday!] ?? 1,
      doy,
      b,
      haze:
        hazy && t >= hazeFrom && t < hazeFrom + 12 * 24 * HOUR_MS
          ? Math.sin((Math.PI * (t - hazeFrom)) / (12 * 24 * HOUR_MS))
          : 0,
      event:
        station.id === context.eventStation && t >= eventFrom && t < eventFrom + 36 * HOUR_MS
          ? 1
          : 0,
      rain: Math.max(0, Math.sin((2 * Math.PI * (doy - 300)) / 365)) * (h >= 14 && h <= 19 ? 1 : 0),
    };
    const iso = new Date(t).toISOString();
    for (const code of parameters) {
      const value = SHAPES[code]!({ ...base, n: 2 * hash01(`${station.id}|${code}|${t}`) - 1 });
      batch.p.push(code);
      batch.t.push(iso);
      batch.v.push(Math.round(value * 10_000) / 10_000);
    }
    if (batch.p.length >= 10_000) await flush();
  }
  await flush();
  return total;
}

/**
 * The API of every hour of `range` at one air station, from SQL running averages (reading the 23
 * hours before the range too) and the domain; hours already computed are replaced.
 */
export async function loadStationAirIndex(
  db: Kysely<Database>,
  id: string,
  range: HistoryRange,
  tables: ApiTableSet,
): Promise<void> {
  const rows = await sql<{
    hour: Date;
    parameterCode: Pollutant;
    avg24: number | null;
    n24: number;
    avg8: number | null;
    n8: number;
    v1: number | null;
  }>`
    select hour, parameter_code,
      avg(avg) over w24 as avg24, count(*) over w24 as n24,
      avg(avg) over w8 as avg8, count(*) over w8 as n8, avg as v1
    from reading_hourly
    where station_id = ${id} and parameter_code in (${sql.join([...AIR_POLLUTANTS])}) and validity = 1
      and hour >= ${new Date(range.from.getTime() - 23 * HOUR_MS).toISOString()}::timestamptz and hour < ${range.to.toISOString()}::timestamptz
    window w24 as (partition by parameter_code order by hour range between interval '23 hours' preceding and current row),
           w8 as (partition by parameter_code order by hour range between interval '7 hours' preceding and current row)
  `.execute(db);
  const byHour = new Map<number, Concentrations>();
  for (const r of rows.rows) {
    const key = new Date(r.hour).getTime();
    // The 23 hours before the range only feed the running averages.
    if (key < range.from.getTime()) continue;
    const c = byHour.get(key) ?? {};
    const p = r.parameterCode;
    c[p] =
      p === 'PM25' || p === 'PM10'
        ? Number(r.n24) >= 18
          ? r.avg24
          : null
        : p === 'CO'
          ? Number(r.n8) >= 6
            ? r.avg8
            : null
          : r.v1;
    byHour.set(key, c);
  }
  const values = [...byHour.entries()].map(([hour, c]) => {
    const api = computeApi(c, tables);
    return {
      stationId: id,
      hour: new Date(hour),
      api: api.api,
      displayApi: api.displayApi,
      category: api.category,
      dominant: [...api.dominant],
      subIndices: JSON.stringify(api.subIndices),
    };
  });
  for (let i = 0; i < values.length; i += 2000) {
    await db
      .insertInto('airIndexHourly')
      .values(values.slice(i, i + 2000))
      .onConflict((oc) =>
        oc.columns(['stationId', 'hour']).doUpdateSet((eb) => ({
          api: eb.ref('excluded.api'),
          displayApi: eb.ref('excluded.displayApi'),
          category: eb.ref('excluded.category'),
          dominant: eb.ref('excluded.dominant'),
          subIndices: eb.ref('excluded.subIndices'),
        })),
      )
      .execute();
  }
}
