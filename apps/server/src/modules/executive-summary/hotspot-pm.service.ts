import {
  CAPTURE_MIN_FRACTION,
  laggedPearson,
  SUMMARY_MAX_DAYS,
  type HotspotPm,
  type ModuleCode,
} from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { KL } from '../reports/index.js';
import { dataLevel } from '../values/index.js';
import { dayPeriod } from './summary-period.js';

/** A station's daily mean counts only with 18 valid hours of 24 (QUALITY.md completeness). */
const MIN_DAY_HOURS = Math.ceil(CAPTURE_MIN_FRACTION * 24);
const PM = ['PM25', 'PM10'] as const;
const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

/**
 * Hotspots against PM (spec §2 hotspot): per local day of the period (last 30 by default), the
 * fire hotspots detected in Malaysia's states (or in the chosen state) and outside them (haze
 * from neighbouring countries), and the mean of the continuous air stations' daily PM2.5 and
 * PM10 means (of those stations, or of the chosen state's; a daily mean needs 18 valid hours).
 * Pearson's r between the day's hotspots (in and outside) and PM, the same day and a day later.
 * Hotspots are satellite detections, not station data: everyone with the page sees them; PM
 * keeps to the caller's modules (CAQM).
 */
export function createHotspotPmService(deps: { db: Kysely<Database>; clock: Clock }) {
  const { db } = deps;

  return async (
    covered: readonly ModuleCode[],
    query: { from?: string | undefined; to?: string | undefined; stateId?: number | undefined },
  ): Promise<HotspotPm> => {
    const now = deps.clock.now();
    const period = dayPeriod(query, now, 30, SUMMARY_MAX_DAYS);
    const stateName =
      query.stateId === undefined
        ? null
        : ((
            await db
              .selectFrom('state')
              .select('name')
              .where('id', '=', query.stateId)
              .executeTakeFirst()
          )?.name ?? null);
    const inside =
      query.stateId === undefined
        ? sql`h.state_id is not null`
        : sql`h.state_id = ${query.stateId}`;
    const { rows: fires } = await sql<{
      day: string;
      inside: number;
      outside: number;
      high: number;
    }>`
      select to_char(h.observed_at at time zone ${KL}, 'YYYY-MM-DD') as day,
        (count(*) filter (where ${inside}))::int as inside,
        (count(*) filter (where h.state_id is null))::int as outside,
        (count(*) filter (where ${inside} and h.confidence = 'high'))::int as high
      from hotspot h
      where h.observed_at >= ${period.start} and h.observed_at < ${period.end}
      group by 1`.execute(db);

    const stations = covered.includes('CAQM')
      ? await db
          .selectFrom('station')
          .select('id')
          .where('module', '=', 'CAQM')
          .where('isActive', '=', true)
          .$if(query.stateId !== undefined, (q) => q.where('stateId', '=', query.stateId!))
          .execute()
      : [];
    const ids = stations.map((s) => s.id);
    const { rows: pm } =
      ids.length === 0
        ? { rows: [] }
        : await sql<{ day: string; parameterCode: string; value: number }>`
            select to_char(d.day, 'YYYY-MM-DD') as day, d.parameter_code, avg(d.valid_sum / d.valid_hours) as value
            from reading_daily d
            where d.station_id in (${sql.join(ids)}) and d.parameter_code in (${sql.join([...PM])})
              and d.day >= ${period.from}::date and d.day <= ${period.to}::date and d.valid_hours >= ${MIN_DAY_HOURS}
            group by 1, 2`.execute(db);

    const fireOf = new Map(fires.map((f) => [f.day, f]));
    const hotspots = period.days.map((d) => fireOf.get(d)?.inside ?? 0);
    const outside = period.days.map((d) => fireOf.get(d)?.outside ?? 0);
    const series = (code: string) =>
      period.days.map((d) =>
        round1(pm.find((r) => r.day === d && r.parameterCode === code)?.value ?? null),
      );
    const pm25 = series('PM25');
    const pm10 = series('PM10');
    const fireTotal = hotspots.map((n, i) => n + outside[i]!);
    const correlation = PM.flatMap((pollutant) =>
      [0, 1].map((lag) => {
        const result = laggedPearson(fireTotal, pollutant === 'PM25' ? pm25 : pm10, lag);
        return {
          pollutant,
          lag,
          r: result ? Math.round(result.r * 1000) / 1000 : null,
          n: result?.n ?? 0,
        };
      }),
    );
    return {
      from: period.from,
      to: period.to,
      stateName,
      days: period.days,
      hotspots,
      outside,
      pm25,
      pm10,
      pmStations: ids.length,
      totals: {
        hotspots: hotspots.reduce((a, b) => a + b, 0),
        highConfidence: fires.reduce((sum, f) => sum + f.high, 0),
        outside: outside.reduce((a, b) => a + b, 0),
      },
      correlation,
      dataLevel: await dataLevel(db, ids, PM, period.start, now < period.end ? now : period.end),
    };
  };
}
