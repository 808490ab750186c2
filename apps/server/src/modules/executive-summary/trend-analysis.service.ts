import {
  AIR_POLLUTANTS,
  CAPTURE_MIN_FRACTION,
  HOUR_MS,
  MODULES,
  localDayKey,
  localDayStart,
  localMonthKey,
  TREND_ALPHA,
  TREND_INDEX,
  TREND_INDEX_MEASURE,
  TREND_MAX_BUCKETS,
  TREND_MODULES,
  trendBuckets,
  trendOf,
  type ModuleCode,
  type TrendAnalysis,
  type TrendOptions,
  type TrendPeriod,
  DAY_MS,
} from '@eqmp/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { loadIndexStandards, marineIndexOf, riverIndexOf } from '../calculators/index.js';
import { createSummaryStationsRepository } from './stations.repository.js';
import { createTrendRepository, type BucketMean } from './trend.repository.js';
import { dataLevel } from '../values/index.js';
import { monthsBack, type PeriodQuery } from './summary-period.js';

/** The catalogue codes `riverIndexOf` and `marineIndexOf` read (DO as % saturation or from DO and temperature). */
const INDEX_CODES = {
  WQI: ['DO_SAT', 'DO', 'WTEMP', 'BOD', 'COD', 'NH3N', 'TSS', 'PH'],
  MMWQI: ['M_DO', 'M_FC', 'M_NH3', 'M_NO3', 'M_PO4', 'M_TSS'],
} as const;

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

/** A station's value in a bucket and the valid hours behind it. */
interface BucketValue {
  readonly value: number;
  readonly hours: number;
}

/** The first instant of a bucket (`YYYY-MM` or `YYYY`) and of the next one, in local time. */
function bucketSpan(bucket: string, period: TrendPeriod): [Date, Date] {
  const [y, m = 1] = bucket.split('-').map(Number) as [number, number?];
  const [ny, nm] = period === 'year' ? [y + 1, 1] : m === 12 ? [y + 1, 1] : [y, m + 1];
  const day = (year: number, month: number) =>
    localDayStart(`${year}-${String(month).padStart(2, '0')}-01`);
  return [day(y, m), day(ny, nm)];
}

/**
 * Whether a station's bucket has enough data to stand for the bucket: a continuous or mobile
 * station ≥ 75 % of the bucket's hours (up to now), a sampling programme's station a sample.
 */
function enoughCapture(
  module: ModuleCode,
  found: BucketValue | undefined,
  bucket: string,
  period: TrendPeriod,
  now: Date,
): found is BucketValue {
  if (!found) return false;
  const kind = MODULES[module].kind;
  if (kind !== 'continuous' && kind !== 'mobile') return found.hours > 0;
  const [start, end] = bucketSpan(bucket, period);
  const hours = (Math.min(end.getTime(), now.getTime()) - start.getTime()) / HOUR_MS;
  return hours > 0 && found.hours >= CAPTURE_MIN_FRACTION * hours;
}

/**
 * The network's series: the mean of one fixed set of stations — those with enough data in every
 * bucket compared (from the first to the last bucket in which any station has enough; before the
 * first, as before records began, nothing is compared) — so a
 * network that grows or shrinks is not read as a change in the measure. A station with data
 * that misses a bucket is left out of every bucket.
 */
function networkSeries(
  module: ModuleCode,
  ids: readonly string[],
  buckets: readonly string[],
  values: ReadonlyMap<string, BucketValue>,
  period: TrendPeriod,
  now: Date,
): { values: (number | null)[]; stations: number; leftOut: number } {
  const has = (b: string) =>
    ids.some((id) => enoughCapture(module, values.get(`${id}|${b}`), b, period, now));
  const first = buckets.findIndex(has);
  const last = buckets.findLastIndex(has);
  const compared = first < 0 ? [] : buckets.slice(first, last + 1);
  const withData = ids.filter((id) => buckets.some((b) => values.has(`${id}|${b}`)));
  const fixed = withData.filter((id) =>
    compared.every((b) => enoughCapture(module, values.get(`${id}|${b}`), b, period, now)),
  );
  return {
    values: buckets.map((b) =>
      compared.includes(b) && fixed.length > 0
        ? mean(fixed.map((id) => values.get(`${id}|${b}`)!.value))
        : null,
    ),
    stations: fixed.length,
    leftOut: withData.length - fixed.length,
  };
}

const invalid = (key: string, values?: Record<string, string | number>) =>
  new AppError('QUERY_SELECTION_INVALID', { messageKey: `executiveSummary:errors.${key}`, values });

/** The default range: the last 24 months, or the last 10 whole years with this one. */
function trendRange(query: PeriodQuery, period: TrendPeriod, now: Date) {
  const to = query.to ?? localMonthKey(now);
  const from =
    query.from ?? (period === 'month' ? monthsBack(to, 23) : `${Number(to.slice(0, 4)) - 9}-01`);
  return { from, to };
}

/** What the trend analysis reads through. */
interface Parts {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
  readonly repo: ReturnType<typeof createTrendRepository>;
  readonly stationsRepo: ReturnType<typeof createSummaryStationsRepository>;
}

/** What the trend page offers: the modules covered, their states, parameters and stations. */
async function trendOptions(
  { repo, stationsRepo }: Parts,
  covered: readonly ModuleCode[],
): Promise<TrendOptions> {
  const modules = TREND_MODULES.filter((m) => covered.includes(m));
  const { stations, parameters } = await repo.options(modules);
  const stateIds = [...new Set(stations.map((s) => s.stateId).filter((id) => id !== null))];
  const states = await stationsRepo.states(stateIds);
  return {
    states,
    modules: modules.map((module) => ({
      module,
      index: TREND_INDEX[module],
      parameters: parameters
        .filter((p) => p.module === module)
        .map(({ code, nameEn, nameMs, unit }) => ({ code, nameEn, nameMs, unit })),
      stations: stations
        .filter((s) => s.module === module)
        .map(({ id, name, stateId }) => ({ id, name, stateId })),
    })),
  };
}

/** Per station and bucket (`station|bucket`), the measure's value and the valid hours behind it. */
async function bucketValues(
  { db, repo }: Parts,
  q: {
    ids: readonly string[];
    codes: string[];
    index: (typeof TREND_INDEX)[ModuleCode] | null;
    stations: Awaited<ReturnType<Parts['repo']['options']>>['stations'];
    start: Date;
    end: Date;
    firstDay: string;
    lastDay: string;
    period: TrendPeriod;
    now: Date;
  },
) {
  const { ids, codes, index, stations, start, end, firstDay, lastDay, period, now } = q;
  const values = new Map<string, BucketValue>();
  if (index === 'API') {
    for (const r of await repo.apiMeans(ids, start, end, period))
      values.set(`${r.stationId}|${r.bucket}`, r);
  } else {
    const means = await repo.parameterMeans(ids, codes, firstDay, lastDay, period);
    if (!index) for (const r of means) values.set(`${r.stationId}|${r.bucket}`, r);
    else {
      const standards = await loadIndexStandards(db, now);
      const grouped = new Map<string, BucketMean[]>();
      for (const r of means) {
        const key = `${r.stationId}|${r.bucket}`;
        grouped.set(key, [...(grouped.get(key) ?? []), r]);
      }
      const typeOf = new Map(stations.map((s) => [s.id, s]));
      for (const [key, rows] of grouped) {
        const input = Object.fromEntries(rows.map((r) => [r.parameterCode, r.value]));
        const type = typeOf.get(rows[0]!.stationId)?.locationType ?? null;
        const value =
          index === 'WQI'
            ? riverIndexOf(input, standards.wqi).wqi
            : type
              ? marineIndexOf(input, type, standards.marine).index
              : null;
        // The index stands on its least-measured input.
        if (value !== null)
          values.set(key, { value, hours: Math.min(...rows.map((r) => r.hours)) });
      }
    }
  }
  return values;
}

/** The trend of one measure per station, or of the network's mean, over the chosen buckets. */
async function trendAnalysis(
  parts: Parts,
  covered: readonly ModuleCode[],
  query: {
    module: ModuleCode;
    measure: string;
    station?: string[] | undefined;
    stateId?: number | undefined;
    period: TrendPeriod;
    from?: string | undefined;
    to?: string | undefined;
  },
): Promise<TrendAnalysis> {
  const { db, clock, repo } = parts;
  const { module, period } = query;
  if (!covered.includes(module) || !TREND_MODULES.includes(module))
    throw new AppError('FORBIDDEN', { messageKey: 'executiveSummary:errors.moduleNotCovered' });
  const now = clock.now();
  const { from, to } = trendRange(query, period, now);
  const buckets = trendBuckets(from, to, period);
  if (buckets.length === 0)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'errors:validation.range' });
  if (buckets.length > TREND_MAX_BUCKETS[period])
    throw invalid('trendTooLong', {
      months: TREND_MAX_BUCKETS.month,
      years: TREND_MAX_BUCKETS.year,
    });

  const { stations, parameters } = await repo.options([module]);
  const index = query.measure === TREND_INDEX_MEASURE ? TREND_INDEX[module] : null;
  const parameter = parameters.find((p) => p.code === query.measure);
  if (query.measure === TREND_INDEX_MEASURE ? !index : !parameter)
    throw invalid('unknownMeasure', { measure: query.measure });
  const chosen = query.station ?? [];
  const unknown = chosen.find((id) => !stations.some((s) => s.id === id));
  if (unknown) throw invalid('unknownStation', { station: unknown });
  const used = chosen.length
    ? stations.filter((s) => chosen.includes(s.id))
    : stations.filter((s) => query.stateId === undefined || s.stateId === query.stateId);
  const ids = used.map((s) => s.id);

  const firstDay = period === 'month' ? `${from}-01` : `${from.slice(0, 4)}-01-01`;
  const lastMonth = period === 'month' ? to : `${to.slice(0, 4)}-12`;
  const start = localDayStart(firstDay);
  const [y, m] = lastMonth.split('-').map(Number) as [number, number];
  const end = localDayStart(
    m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`,
  );
  const lastDay = localDayKey(end.getTime() - DAY_MS);

  const codes: string[] =
    index === 'API' ? [...AIR_POLLUTANTS] : index ? [...INDEX_CODES[index]] : [parameter!.code];
  const values = await bucketValues(parts, {
    ids,
    codes,
    index,
    stations,
    start,
    end,
    firstDay,
    lastDay,
    period,
    now,
  });

  const seriesOf = (key: string, name: string, list: (number | null)[]) => ({
    key,
    name,
    values: list,
    trend: trendOf(buckets, list, period),
  });
  const network = chosen.length ? null : networkSeries(module, ids, buckets, values, period, now);
  const series = network
    ? [seriesOf('ALL', '', network.values)]
    : used.map((s) =>
        seriesOf(
          s.id,
          `${s.id} ${s.name}`,
          buckets.map((b) => values.get(`${s.id}|${b}`)?.value ?? null),
        ),
      );
  return {
    module,
    measure: query.measure,
    measureName: index ?? parameter!.code,
    unit: index ? null : parameter!.unit,
    period,
    from,
    to,
    buckets,
    alpha: TREND_ALPHA,
    series,
    network: network && { stations: network.stations, leftOut: network.leftOut },
    dataLevel: await dataLevel(db, ids, codes, start, now < end ? now : end),
  };
}

/**
 * Trend analysis (spec §2 trend_analysis): a parameter or the module's index per month or year,
 * for chosen stations (one series each) or for all the module's stations (one series of their
 * mean), each with the Mann–Kendall test and Sen's slope (per month or per year) and whether the
 * trend is significant at 5 %. Parameter means are the validated hourly means of the daily
 * rollup; the API is the mean hourly API; WQI and MMWQI are the index of the period's means (with
 * the standards in force now).
 */
export function createTrendAnalysisService(deps: { db: Kysely<Database>; clock: Clock }) {
  const parts: Parts = {
    ...deps,
    repo: createTrendRepository(deps.db),
    stationsRepo: createSummaryStationsRepository(deps.db),
  };
  return {
    options: (covered: readonly ModuleCode[]) => trendOptions(parts, covered),
    analysis: (covered: readonly ModuleCode[], query: Parameters<typeof trendAnalysis>[2]) =>
      trendAnalysis(parts, covered, query),
  };
}
