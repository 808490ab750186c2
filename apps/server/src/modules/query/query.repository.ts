import type { DataLevel, ModuleCode, QueryInterval } from '@eqmp/domain';
import { sql, type Kysely } from 'kysely';
import { meanOf } from '../../db/direction-sql.js';
import type { Database } from '../../db/schema/index.js';
import { dailyRange, hourlyLevelFilter, isWholeLocalDays, overDays } from '../reports/index.js';
import { dataLevel, localTrunc } from '../values/index.js';

/** Which hourly values a query reads: stations, parameters, [from, end) and the data level. */
export interface HourlySelection {
  readonly stationIds: readonly string[];
  readonly parameterCodes: readonly string[];
  readonly from: Date;
  readonly end: Date;
  readonly level: DataLevel;
}

/** A station × parameter aggregated over one time bucket. */
export interface AggregateRow {
  bucket: string;
  stationId: string;
  parameterCode: string;
  avg: number | null;
  min: number | null;
  max: number | null;
  /** Hours that went into the bucket. */
  hours: number;
}

const BUCKET_FORMAT: Readonly<Record<QueryInterval, string>> = {
  hour: 'YYYY-MM-DD HH24:00',
  day: 'YYYY-MM-DD',
  month: 'YYYY-MM',
};

/**
 * The Kuala Lumpur start of an hour's bucket in SQL, as a local timestamp. Written without
 * parameters (the zone is a literal) so that PostgreSQL sees the same expression in SELECT and
 * GROUP BY; grouping on it (not on text) keeps large groupings quick.
 */
const bucketStart = (interval: QueryInterval) => localTrunc(interval, 'h.hour');
/** The bucket's key (`YYYY-MM-DD HH:00`, `YYYY-MM-DD`, `YYYY-MM`), formatted once per group. */
const bucketOf = (interval: QueryInterval) =>
  sql<string>`to_char(${bucketStart(interval)}, ${sql.lit(BUCKET_FORMAT[interval])})`;
/** The same bucket start for a `reading_daily` row (alias `d`): its day, or its month column. */
const dayBucketStart = (interval: 'day' | 'month') =>
  interval === 'day' ? sql`d.day` : sql`d.month`;
const dayBucketOf = (interval: 'day' | 'month') =>
  sql<string>`to_char(${dayBucketStart(interval)}::timestamp, ${sql.lit(BUCKET_FORMAT[interval])})`;
/**
 * Whether a selection can be read from the daily rollup (`reading_daily`, 24× fewer rows):
 * buckets of a day or longer over whole Kuala Lumpur days. The figures are the same: a bucket's
 * mean is the sum of its hourly means over their number, its extremes those of its days.
 */
const daily = (
  s: HourlySelection,
  interval: QueryInterval | 'all',
): interval is 'day' | 'month' | 'all' => interval !== 'hour' && isWholeLocalDays(s.from, s.end);

/** The hourly rows of a selection. */
const hourly = (db: Kysely<Database>, s: HourlySelection) =>
  db
    .selectFrom('readingHourly as h')
    .where('h.stationId', 'in', [...s.stationIds])
    .where('h.parameterCode', 'in', [...s.parameterCodes])
    .where('h.hour', '>=', s.from)
    .where('h.hour', '<', s.end)
    .where(hourlyLevelFilter(s.level));
/** A group of hourly rows' mean (directions as vectors), extremes and number of hours. */
const hourStatistics = () =>
  [
    meanOf(sql`h.avg`, sql`h.parameter_code`).as('avg'),
    sql<number>`min(h.min)`.as('min'),
    sql<number>`max(h.max)`.as('max'),
    sql<number>`count(*)::int`.as('hours'),
  ] as const;
/** The daily rollup rows of a selection. */
const days = (db: Kysely<Database>, s: HourlySelection) =>
  db
    .selectFrom('readingDaily as d')
    .where('d.stationId', 'in', [...s.stationIds])
    .where('d.parameterCode', 'in', [...s.parameterCodes])
    .where(dailyRange(s.from, s.end, s.level));

/** A station parameter's figures from its daily rollup rows: mean, extremes and hours counted. */
function dayFigures(level: DataLevel) {
  const a = overDays(level);
  return [
    'd.stationId',
    'd.parameterCode',
    a.mean.as('avg'),
    a.min.as('min'),
    a.max.as('max'),
    a.hours.as('hours'),
  ] as const;
}

/** Hourly buckets are the rollups themselves: no grouping needed (the long exports). */
function hours(db: Kysely<Database>, s: HourlySelection): Promise<AggregateRow[]> {
  return hourly(db, s)
    .select([
      bucketOf('hour').as('bucket'),
      'h.stationId',
      'h.parameterCode',
      'h.avg',
      'h.min',
      'h.max',
      sql<number>`1`.as('hours'),
    ])
    .orderBy('h.hour')
    .orderBy('h.stationId')
    .orderBy('h.parameterCode')
    .execute();
}

/** `aggregates` from the daily rollup. */
function dayAggregates(
  db: Kysely<Database>,
  s: HourlySelection,
  interval: 'day' | 'month',
): Promise<AggregateRow[]> {
  return days(db, s)
    .select([dayBucketOf(interval).as('bucket'), ...dayFigures(s.level)])
    .groupBy([dayBucketStart(interval), 'd.stationId', 'd.parameterCode'])
    .orderBy(dayBucketStart(interval))
    .orderBy('d.stationId')
    .orderBy('d.parameterCode')
    .execute();
}

/** `summaries` from the daily rollup. */
function daySummaries(db: Kysely<Database>, s: HourlySelection) {
  return days(db, s)
    .select(dayFigures(s.level))
    .groupBy(['d.stationId', 'd.parameterCode'])
    .orderBy('d.stationId')
    .orderBy('d.parameterCode')
    .execute();
}

/** Each station's mean per bucket (hourly values themselves for `hour`). */
function bucketMeans(db: Kysely<Database>, s: HourlySelection, interval: QueryInterval) {
  if (interval === 'hour') return hourly(db, s).select(sql<number>`h.avg`.as('v'));
  if (daily(s, interval))
    return days(db, s)
      .select([overDays(s.level).mean.as('v')])
      .groupBy(['d.stationId', 'd.parameterCode', dayBucketStart(interval)]);
  return hourly(db, s)
    .select([meanOf(sql`h.avg`, sql`h.parameter_code`).as('v')])
    .groupBy(['h.stationId', 'h.parameterCode', bucketStart(interval)]);
}

/** The lists to choose from and which stations measure which parameters. */
function createQueryListsRepository(db: Kysely<Database>) {
  return {
    /** The verification level the figures of stations × parameters × [from, end) can claim. */
    verification: (
      stationIds: readonly string[],
      codes: readonly string[],
      from: Date,
      end: Date,
    ) => dataLevel(db, stationIds, codes, from, end),

    /** The active stations of a module with where they are (for the filters' cascade). */
    stations: (module: ModuleCode) =>
      db
        .selectFrom('station')
        .leftJoin('state', 'state.id', 'station.stateId')
        .leftJoin('basin', 'basin.id', 'station.basinId')
        .leftJoin('river', 'river.id', 'station.riverId')
        .select([
          'station.id',
          'station.name',
          'station.stateId',
          'state.name as stateName',
          'station.basinId',
          'basin.name as basinName',
          'station.riverId',
          'river.name as riverName',
          'station.category',
        ])
        .where('station.module', '=', module)
        .where('station.isActive', '=', true)
        .orderBy('station.id')
        .execute(),

    /** The parameters the given stations measure, with their unit and decimals. */
    parameters: (stationIds: readonly string[]) =>
      stationIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('parameter')
            .select(['code', 'nameEn', 'nameMs', 'unit', 'decimals'])
            .where('code', 'in', (eb) =>
              eb
                .selectFrom('stationParameter')
                .select('parameterCode')
                .where('stationId', 'in', [...stationIds])
                .where('isActive', '=', true),
            )
            .orderBy('code')
            .execute(),

    /** Which of the given stations measure a parameter: `stationId|parameterCode` pairs. */
    measured: (stationIds: readonly string[], parameterCodes: readonly string[]) =>
      db
        .selectFrom('stationParameter')
        .select(['stationId', 'parameterCode'])
        .where('stationId', 'in', [...stationIds])
        .where('parameterCode', 'in', [...parameterCodes])
        .where('isActive', '=', true)
        .orderBy('stationId')
        .orderBy('parameterCode')
        .execute(),
  };
}

/** Means, extremes and hour counts per bucket or over the whole range. */
function createQueryAggregatesRepository(db: Kysely<Database>) {
  return {
    /** Means, minima, maxima and hour counts per station × parameter × bucket, in bucket order. */
    aggregates: (s: HourlySelection, interval: QueryInterval): Promise<AggregateRow[]> =>
      interval === 'hour'
        ? hours(db, s)
        : daily(s, interval)
          ? dayAggregates(db, s, interval)
          : hourly(db, s)
              .select([
                bucketOf(interval).as('bucket'),
                'h.stationId',
                'h.parameterCode',
                ...hourStatistics(),
              ])
              .groupBy([bucketStart(interval), 'h.stationId', 'h.parameterCode'])
              .orderBy(bucketStart(interval))
              .orderBy('h.stationId')
              .orderBy('h.parameterCode')
              .execute(),

    /** Over the whole range, per station × parameter: mean, extremes and hours with a value. */
    summaries: (s: HourlySelection) =>
      daily(s, 'all')
        ? daySummaries(db, s)
        : hourly(db, s)
            .select(['h.stationId', 'h.parameterCode', ...hourStatistics()])
            .groupBy(['h.stationId', 'h.parameterCode'])
            .orderBy('h.stationId')
            .orderBy('h.parameterCode')
            .execute(),
  };
}

/** Counts per class: the wind rose and the frequency distribution. */
function createQueryBinsRepository(db: Kysely<Database>) {
  return {
    /**
     * Windrose counts from paired hourly wind speed (WS, m/s) and direction (WD, degrees), binned
     * as `packages/domain/src/query/windrose.ts` says: `cls` −1 calm, −2 missing, else the speed
     * class; `sector` 0–15 for classed rows. An hour that fails the level counts as missing.
     */
    async windCounts(s: Omit<HourlySelection, 'parameterCodes'>, edges: readonly number[]) {
      const side = (code: string) =>
        db
          .selectFrom('readingHourly as h')
          .select([
            'h.stationId',
            'h.hour',
            sql<number | null>`case when ${hourlyLevelFilter(s.level)} then h.avg end`.as('v'),
          ])
          .where('h.stationId', 'in', [...s.stationIds])
          .where('h.parameterCode', '=', code)
          .where('h.hour', '>=', s.from)
          .where('h.hour', '<', s.end);
      const edgeArray = sql`${[...edges]}::float8[]`;
      const cls = sql<number>`case
        when ws.v is null or ws.v < 0 then -2
        when ws.v < ${edges[0]!}::float8 then -1
        when wd.v is null or wd.v < 0 or wd.v > 360 then -2
        else width_bucket(ws.v, ${edgeArray}) - 1 end`;
      const sector = sql<
        number | null
      >`case when ws.v >= ${edges[0]!}::float8 and wd.v between 0 and 360
        then floor((case when wd.v + 11.25 >= 360 then wd.v + 11.25 - 360 else wd.v + 11.25 end) / 22.5)::int end`;
      return db
        .selectFrom(side('WS').as('ws'))
        .fullJoin(side('WD').as('wd'), (j) =>
          j.onRef('ws.stationId', '=', 'wd.stationId').onRef('ws.hour', '=', 'wd.hour'),
        )
        .select([cls.as('cls'), sector.as('sector'), sql<number>`count(*)::int`.as('n')])
        .groupBy(['cls', 'sector'])
        .execute();
    },

    /** Smallest and largest bucket mean of the selection, and how many there are. */
    async valueRange(s: HourlySelection, interval: QueryInterval) {
      const row = await db
        .selectFrom(bucketMeans(db, s, interval).as('m'))
        .select([
          sql<number | null>`min(v)`.as('min'),
          sql<number | null>`max(v)`.as('max'),
          sql<number>`count(*)::int`.as('n'),
        ])
        .executeTakeFirstOrThrow();
      return row;
    },

    /**
     * Bucket means counted per class of `edges` (frequency.ts: lower edge included, the last
     * class closed): `bin` −1 below, n above, else the class index.
     */
    frequencyCounts(s: HourlySelection, interval: QueryInterval, edges: readonly number[]) {
      const n = edges.length - 1;
      const edgeArray = sql`${[...edges]}::float8[]`;
      const bin = sql<number>`case when v < ${edges[0]!}::float8 then -1 when v > ${edges[n]!}::float8 then ${n}::int
        when v = ${edges[n]!}::float8 then ${n - 1}::int else width_bucket(v, ${edgeArray}) - 1 end`;
      return db
        .selectFrom(bucketMeans(db, s, interval).as('m'))
        .select([bin.as('bin'), sql<number>`count(*)::int`.as('n')])
        .groupBy('bin')
        .execute();
    },
  };
}

/** The SQL of the query options: the lists to choose from and aggregates of `reading_hourly`. */
export function createQueryRepository(db: Kysely<Database>) {
  return {
    ...createQueryListsRepository(db),
    ...createQueryAggregatesRepository(db),
    ...createQueryBinsRepository(db),
  };
}

export type QueryRepository = ReturnType<typeof createQueryRepository>;
