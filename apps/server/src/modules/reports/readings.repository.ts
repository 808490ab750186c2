import type { DataLevel } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { meanOf } from '../../db/direction-sql.js';
import type { Database } from '../../db/schema/index.js';
import {
  dailyLevel,
  dailyRange,
  dayMean,
  hourlyLevelFilter,
  localDay,
  overDays,
} from '../values/index.js';

/** The time range a query reads: [from, to). */
export interface Period {
  readonly from: Date;
  readonly to: Date;
}

/** The month's figures of one parameter, over the same rollup rows as the days above them. */
export interface MonthFigures {
  readonly parameterCode: string;
  /** Mean of every hourly value of the month at the level (Σsum / Σhours; vector mean for a direction). */
  readonly mean: number;
  /** Highest hourly value (hourly mean) of the month. */
  readonly max: number;
  /** Hours at the level. */
  readonly hours: number;
}

/** Descriptive statistics of one parameter's hourly means. */
export interface HourlyStatistics {
  parameterCode: string;
  n: number;
  average: number;
  min: number;
  max: number;
  median: number;
  /** At the parameter's precision. */
  mode: number;
  sd: number | null;
}

/** SQL of one continuous station's hourly and daily figures (`reading_hourly`, `reading_daily`, `air_index_hourly`). */
export function createReadingsRepository(db: Kysely<Database>) {
  return {
    /** The hourly means of the parameters over the period at the level. */
    async hourlyMeans(
      stationId: string,
      codes: readonly string[],
      period: Period,
      level: DataLevel,
    ) {
      if (codes.length === 0) return [];
      const { rows } = await sql<{ parameterCode: string; hour: Date; value: number }>`
        select h.parameter_code as "parameterCode", h.hour, h.avg as value from reading_hourly h
        where h.station_id = ${stationId} and h.parameter_code in (${sql.join(codes)})
          and h.hour >= ${period.from} and h.hour < ${period.to} and ${hourlyLevelFilter(level)}`.execute(
        db,
      );
      return rows;
    },

    /** The API shown for each hour of the period. */
    hourlyApi: (stationId: string, period: Period) =>
      db
        .selectFrom('airIndexHourly')
        .select(['hour', 'displayApi'])
        .where('stationId', '=', stationId)
        .where('hour', '>=', period.from)
        .where('hour', '<', period.to)
        .execute(),

    /** Each Kuala Lumpur day's mean (`YYYY-MM-DD`) of the parameters and its hours at the level. */
    async dayMeans(stationId: string, codes: readonly string[], period: Period, level: DataLevel) {
      if (codes.length === 0) return [];
      const { rows } = await sql<{
        parameterCode: string;
        day: string;
        value: number;
        hours: number;
      }>`
        select d.parameter_code, to_char(d.day::timestamp, 'YYYY-MM-DD') as day, ${dayMean(level)} as value, ${dailyLevel(level).hours} as hours
        from reading_daily d
        where d.station_id = ${stationId} and d.parameter_code in (${sql.join(codes)}) and ${dailyRange(period.from, period.to, level)}`.execute(
        db,
      );
      return rows;
    },

    /** Each Kuala Lumpur day's highest API (`YYYY-MM-DD`). */
    async dayMaxApi(stationId: string, period: Period) {
      const { rows } = await sql<{ day: string; api: number | null }>`
        select ${localDay('hour')} as day, max(display_api) as api
        from air_index_hourly where station_id = ${stationId} and hour >= ${period.from} and hour < ${period.to}
        group by 1`.execute(db);
      return rows;
    },

    /** Each parameter's mean, highest hourly value and hours over the period's days at the level. */
    async monthFigures(
      stationId: string,
      codes: readonly string[],
      period: Period,
      level: DataLevel,
    ): Promise<MonthFigures[]> {
      if (codes.length === 0) return [];
      const o = overDays(level);
      const { rows } = await sql<MonthFigures>`
        select d.parameter_code, ${o.mean} as mean, ${o.maxMean} as max, ${o.hours} as hours
        from reading_daily d
        where d.station_id = ${stationId} and d.parameter_code in (${sql.join(codes)}) and ${dailyRange(period.from, period.to, level)}
        group by d.parameter_code`.execute(db);
      return rows;
    },

    /**
     * Count, mean (vector mean for a direction), lowest, highest, median, mode at the parameter's
     * precision and standard deviation of each parameter's hourly means over the period.
     */
    async hourlyStatistics(
      stationId: string,
      codes: readonly string[],
      period: Period,
      level: DataLevel,
    ): Promise<HourlyStatistics[]> {
      if (codes.length === 0) return [];
      const { rows } = await sql<HourlyStatistics>`
        select h.parameter_code, count(*)::int as n, ${meanOf(sql`h.avg`, sql`h.parameter_code`)} as average, min(h.avg) as min, max(h.avg) as max,
          percentile_cont(0.5) within group (order by h.avg) as median,
          mode() within group (order by round(h.avg::numeric, p.decimals))::float8 as mode,
          stddev_samp(h.avg) as sd
        from reading_hourly h join parameter p on p.code = h.parameter_code
        where h.station_id = ${stationId} and h.parameter_code in (${sql.join(codes)})
          and h.hour >= ${period.from} and h.hour < ${period.to} and ${hourlyLevelFilter(level)}
        group by h.parameter_code`.execute(db);
      return rows;
    },
  };
}
