import { sql } from 'kysely';
import type { ReportContext } from './report-context.js';
import type { ReportRange } from './report-scope.js';
import { localMonth, sampleLevelFilter, sampleValue } from '../values/index.js';

/** One value of one manual sample. */
export interface SampleValue {
  stationId: string;
  ts: Date;
  parameterCode: string;
  /** The value at the report's level (below the detection limit: half the limit). */
  value: number;
  /** The result's censoring as reported, when the value shown is still the lab's. */
  censored: '<' | '>' | null;
  /** The number reported with it (`<5`: 5) and the detection limit given. */
  reportedValue: number | null;
  detectionLimit: number | null;
}

/**
 * Every manual sample value of the stations in the range, at the report's level, ordered by
 * station and time. Manual results are `reading` rows with source 'manual' (demo seed today,
 * lab entry and import later: the report needs no change), with the censoring of the lab's result
 * (`sample_result`, keyed by the sample's station and collection time) unless a reviewer has
 * corrected the value.
 */
export async function fetchSamples(
  ctx: ReportContext,
  stationIds: readonly string[],
  range: ReportRange,
): Promise<SampleValue[]> {
  if (stationIds.length === 0) return [];
  const { rows } = await sql<SampleValue>`
    select c.station_id, c.ts, c.parameter_code, ${sampleValue(ctx.level)} as value,
      case when ${sampleValue(ctx.level)} = c.raw_value then sr.censored end as censored,
      sr.value as reported_value, sr.detection_limit
    from current_reading c
    left join sample sa on sa.station_id = c.station_id and sa.collected_at = c.ts
    left join sample_result sr on sr.sample_id = sa.id and sr.parameter_code = c.parameter_code
    where c.source = 'manual' and c.station_id in (${sql.join([...stationIds])})
      and c.ts >= ${range.from} and c.ts < ${range.to} and ${sampleLevelFilter(ctx.level)}
    order by c.station_id, c.ts, c.parameter_code`.execute(ctx.db);
  return rows;
}

/** Mean of one parameter's samples at one station (per month when grouped by month). */
export interface SampleMean {
  stationId: string;
  /** `YYYY-MM` in Kuala Lumpur time, or '' when not grouped by month. */
  month: string;
  parameterCode: string;
  value: number;
  samples: number;
}

/** Means of the samples per station and parameter (and local month), aggregated in SQL. */
export async function fetchSampleMeans(
  ctx: ReportContext,
  stationIds: readonly string[],
  range: ReportRange,
  byMonth: boolean,
): Promise<SampleMean[]> {
  if (stationIds.length === 0) return [];
  const month = byMonth ? localMonth('c.ts') : sql`''`;
  const { rows } = await sql<SampleMean>`
    select c.station_id, ${month} as month, c.parameter_code, avg(${sampleValue(ctx.level)}) as value, count(*)::int as samples
    from current_reading c
    where c.source = 'manual' and c.station_id in (${sql.join([...stationIds])})
      and c.ts >= ${range.from} and c.ts < ${range.to} and ${sampleLevelFilter(ctx.level)}
    group by 1, 2, 3 order by 1, 2`.execute(ctx.db);
  return rows;
}

/** The spread of one parameter's samples at one station. */
export interface SampleBox {
  stationId: string;
  n: number;
  min: number;
  /** Lower quartile, median and upper quartile (percentile_cont, as the pure `boxplotOf`). */
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** Count, lowest, quartiles, median and highest of one parameter's samples per station. */
export async function fetchSampleBoxes(
  ctx: ReportContext,
  stationIds: readonly string[],
  parameterCode: string,
  range: ReportRange,
): Promise<SampleBox[]> {
  const { rows } = await sql<SampleBox>`
    select r.station_id, count(*)::int as n, min(v) as min, percentile_cont(0.25) within group (order by v) as q1,
      percentile_cont(0.5) within group (order by v) as median, percentile_cont(0.75) within group (order by v) as q3, max(v) as max
    from (
      select c.station_id, ${sampleValue(ctx.level)} as v from current_reading c
      where c.source = 'manual' and c.parameter_code = ${parameterCode} and c.station_id in (${sql.join([...stationIds])})
        and c.ts >= ${range.from} and c.ts < ${range.to} and ${sampleLevelFilter(ctx.level)}
    ) r group by r.station_id order by r.station_id`.execute(ctx.db);
  return rows;
}
