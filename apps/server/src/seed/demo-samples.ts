import { DAY_MS, HOUR_MS } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema/index.js';
import { activeStationParameters, type HistoryRange } from './demo-history.js';
import { hourContext } from './demo-conditions.js';
import { demoNoise, hash01, SHAPES } from './demo-shapes.js';

const SAMPLES_PER_STATEMENT = 2000;

/**
 * Days between samples of the programmes not run through the sampling pages (the manual and
 * investigative programmes go through them: `seedManualProgrammes`).
 */
export const SAMPLING_EVERY_DAYS: Readonly<Record<string, number>> = {
  SOJ: 30,
};

/**
 * Sampling results of the investigative and Straits of Johor stations over `range`, at their programme
 * frequency (sampled around 10:00 local time), stored as `manual` readings — real rows, with
 * their hourly rollups — so reports and maps have them as they would after lab entry (the
 * daily rollup follows through `reading_hourly`'s statement triggers, once for all samples).
 * Each station's status holds its last sample, which the alert engine judges.
 */
export async function loadManualSamples(
  db: Kysely<Database>,
  range: HistoryRange,
): Promise<number> {
  const stations = await db
    .selectFrom('station')
    .select(['id', 'module', 'locationType'])
    .where('module', 'in', Object.keys(SAMPLING_EVERY_DAYS) as never[])
    .where('isActive', '=', true)
    .execute();
  const parameters = await activeStationParameters(db);
  const rows: { s: string; p: string; t: string; v: number }[] = [];
  for (const station of stations) {
    const every = SAMPLING_EVERY_DAYS[station.module]! * DAY_MS;
    const offset = Math.floor(hash01(station.id) * (every / DAY_MS)) * DAY_MS;
    const codes = parameters
      .filter((p) => p.stationId === station.id && SHAPES[p.parameterCode])
      .map((p) => p.parameterCode);
    for (
      let day = Math.floor(range.from.getTime() / DAY_MS) * DAY_MS + offset;
      day < range.to.getTime();
      day += every
    ) {
      const t = day + 2 * HOUR_MS; // 10:00 in Malaysia
      if (t >= range.to.getTime()) continue;
      for (const code of codes) {
        // The station's river load, the season and the runoff of a storm the day before.
        const value = SHAPES[code]!(hourContext(station, t, demoNoise(station.id, code, t), null));
        rows.push({
          s: station.id,
          p: code,
          t: new Date(t).toISOString(),
          v: Math.round(value * 1000) / 1000,
        });
      }
    }
  }
  // Small statements with a pause between them: the embedded database serves requests meanwhile.
  for (let i = 0; i < rows.length; i += SAMPLES_PER_STATEMENT) {
    const chunk = rows.slice(i, i + SAMPLES_PER_STATEMENT);
    const values = sql`unnest(${chunk.map((r) => r.s)}::text[], ${chunk.map((r) => r.p)}::text[], ${chunk.map((r) => r.t)}::timestamptz[], ${chunk.map((r) => r.v)}::float8[]) as x(s, p, t, v)`;
    await sql`
      insert into reading (station_id, parameter_code, ts, value, source, received_at, auto_flag, auto_checks, auto_validity)
      select s, p, t, v, 'manual', least(t + interval '3 days', ${range.to.toISOString()}::timestamptz), 2, '{}'::jsonb, 1 from ${values}
      on conflict do nothing
    `.execute(db);
    await sql`
      insert into reading_hourly (station_id, parameter_code, hour, avg, min, max, count, valid_count, expected_count, capture_pct, capture_excl_cal_pct, validity)
      select s, p, date_trunc('hour', t, 'UTC'), v, v, v, 1, 1, 1, 100, 100, 1 from ${values}
      on conflict do nothing
    `.execute(db);
    await new Promise((resolve) => setImmediate(resolve));
  }
  // Each station's last sample, as its status (what the alert engine judges).
  const last = new Map<string, string>();
  for (const r of rows) if ((last.get(r.s) ?? '') < r.t) last.set(r.s, r.t);
  if (last.size > 0)
    await db
      .insertInto('stationStatus')
      .values(
        [...last].map(([stationId, ts]) => ({
          stationId,
          lastTs: new Date(ts),
          lastReceivedAt: new Date(Math.min(Date.parse(ts) + 3 * DAY_MS, range.to.getTime())),
        })),
      )
      .onConflict((oc) =>
        oc.column('stationId').doUpdateSet((eb) => ({
          lastTs: eb.ref('excluded.lastTs'),
          lastReceivedAt: eb.ref('excluded.lastReceivedAt'),
        })),
      )
      .execute();
  return rows.length;
}
