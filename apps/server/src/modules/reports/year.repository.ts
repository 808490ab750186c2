import type { DataLevel, ReportStatistic } from '@eqmp/domain';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DIRECTION_PARAMETERS, directionOf } from '../../db/direction-sql.js';
import type { Database } from '../../db/schema/index.js';
import {
  dailyLevel,
  dailyRange,
  dayMean,
  hourlyLevelFilter,
  localPart,
  localTime,
  overDays,
} from '../values/index.js';
import type { Period } from './readings.repository.js';

/** What the yearly report asks of one parameter at some stations. */
export interface YearQuery {
  readonly stationIds: readonly string[];
  readonly parameter: { readonly code: string; readonly decimals: number };
  readonly period: Period;
  readonly level: DataLevel;
  readonly statistic: ReportStatistic;
  /** Over hourly means, or over daily means. */
  readonly basis: 'hour' | 'day';
  /** Valid hours a day's mean needs (daily basis). */
  readonly minHours: number;
}

/** One station's figure of a month (1–12), or of the whole period (month null). */
export interface YearFigure {
  stationId: string;
  month: number | null;
  value: number | null;
  n: number;
}

/**
 * The SQL of each statistic over `v` (mode at the parameter's precision, as the pure `modeOf`;
 * the average of a direction is its vector mean).
 */
function statisticSql(
  statistic: ReportStatistic,
  parameter: { code: string; decimals: number },
): RawBuilder<number> {
  const { decimals } = parameter;
  switch (statistic) {
    case 'average':
      return DIRECTION_PARAMETERS.includes(parameter.code)
        ? directionOf(sql`avg(sin(radians(v)))`, sql`avg(cos(radians(v)))`)
        : sql`avg(v)`;
    case 'max':
      return sql`max(v)`;
    case 'min':
      return sql`min(v)`;
    case 'median':
      return sql`percentile_cont(0.5) within group (order by v)`;
    case 'mode':
      return sql`mode() within group (order by round(v::numeric, ${sql.lit(decimals)}))::float8`;
  }
}

/** SQL of the figures of a year per station and Kuala Lumpur month. */
export function createYearRepository(db: Kysely<Database>) {
  return {
    /**
     * The statistic of each station per month and for the period, in one statement with GROUPING
     * SETS: from the daily rollup (one row per day instead of 24), except the median and mode of
     * hourly means, which need every hourly value of the stations.
     */
    async statistics(q: YearQuery): Promise<YearFigure[]> {
      const { stationIds: ids, parameter, period, level, statistic } = q;
      const days = sql`d.station_id in (${sql.join(ids)}) and d.parameter_code = ${parameter.code} and ${dailyRange(period.from, period.to, level)}`;
      const overValues = {
        value: statisticSql(statistic, parameter),
        n: sql<number>`count(*)::int`,
      };
      let base: RawBuilder<unknown>;
      let figures: { value: RawBuilder<number>; n: RawBuilder<number> };
      if (q.basis === 'day') {
        base = sql`select d.station_id, d.day as local, ${dayMean(level)} as v from reading_daily d where ${days} and ${dailyLevel(level).hours} >= ${q.minHours}`;
        figures = overValues;
      } else if (statistic === 'median' || statistic === 'mode') {
        base = sql`select h.station_id, ${localTime('h.hour')} as local, h.avg as v from reading_hourly h
          where h.station_id in (${sql.join(ids)}) and h.parameter_code = ${parameter.code} and h.hour >= ${period.from} and h.hour < ${period.to} and ${hourlyLevelFilter(level)}`;
        figures = overValues;
      } else {
        // Mean, lowest and highest hourly mean of each month and of the year, from each day's.
        const a = overDays(level);
        base = sql`select d.*, d.day as local from reading_daily d where ${days}`;
        figures = {
          value: { average: a.mean, max: a.maxMean, min: a.minMean }[statistic],
          n: a.hours,
        };
      }
      const { rows } = await sql<YearFigure>`
        select station_id, extract(month from local)::int as month, ${figures.value} as value, ${figures.n} as n
        from (${base}) as d group by grouping sets ((station_id, extract(month from local)), (station_id))`.execute(
        db,
      );
      return rows;
    },

    /** Each station's mean hourly API per Kuala Lumpur month. */
    async monthApiMeans(ids: readonly string[], period: Period) {
      const { rows } = await sql<{ stationId: string; month: number; api: number }>`
        select station_id, ${localPart('month', 'hour')} as month, avg(api) as api
        from air_index_hourly where station_id in (${sql.join(ids)}) and hour >= ${period.from} and hour < ${period.to} and api is not null
        group by 1, 2`.execute(db);
      return rows;
    },

    /** Each station's mean of the hourly means of each parameter per month, from the daily rollup. */
    async monthMeans(ids: readonly string[], period: Period, level: DataLevel) {
      const c = dailyLevel(level);
      const { rows } = await sql<{
        stationId: string;
        month: number;
        parameterCode: string;
        value: number;
      }>`
        select d.station_id, extract(month from d.day)::int as month, d.parameter_code, sum(${c.sum}) / sum(${c.hours}) as value
        from reading_daily d where d.station_id in (${sql.join(ids)}) and ${dailyRange(period.from, period.to, level)}
        group by 1, 2, 3`.execute(db);
      return rows;
    },
  };
}
