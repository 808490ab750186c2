import { DAILY_MIN_VALID_HOURS, displayUnit, MODULES, type ReportStatistic } from '@eqmp/domain';
import { sql, type RawBuilder } from 'kysely';
import { reportFileName, reportTitle, type ReportContext } from './report-context.js';
import {
  reportParameters,
  reportRange,
  reportStations,
  stationScopeParameters,
} from './report-scope.js';
import type { ReportTable } from './report-table.js';
import { dailyLevel, dailyRange, dayMean, overDays } from './daily-rollup.js';
import { hourlyLevelFilter, KL } from './level-filter.js';
import { DIRECTION_PARAMETERS, directionOf } from '../../db/direction-sql.js';
import { monthNames } from './month-names.js';
import { buildYearlyClassesReport } from './build-yearly-classes.js';

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

/**
 * Yearly report (spec §3 report dimensions): for each station (chosen, or all of a state), the
 * chosen statistic (average, max, min, mode, median) of one parameter per month and for the year,
 * over hourly means or over daily means (type). Computed in SQL with GROUPING SETS: a year of
 * hourly rows never comes into memory. Continuous daily means need 18 valid hours.
 * Read from the daily rollup `reading_daily` (one row per day instead of 24), except the median
 * and mode of hourly means, which need every hourly value of the stations asked.
 * `dimension=classification` answers the stations per index class and month instead.
 */
export async function buildYearlyReport(ctx: ReportContext): Promise<ReportTable> {
  if (ctx.query.dimension === 'classification') return buildYearlyClassesReport(ctx);
  const stations = await reportStations(ctx);
  const [parameter] = await reportParameters(
    ctx,
    stations.map((s) => s.id),
    { one: true },
  );
  const range = reportRange(ctx);
  const { statistic, basis } = ctx.query;
  const ids = stations.map((s) => s.id);
  const continuous = MODULES[ctx.def.module].kind !== 'manual';
  const minHours = continuous ? DAILY_MIN_VALID_HOURS : 1;
  const days = sql`d.station_id in (${sql.join(ids)}) and d.parameter_code = ${parameter!.code} and ${dailyRange(range.from, range.to, ctx.level)}`;
  const overValues = {
    value: statisticSql(statistic, parameter!),
    n: sql<number>`count(*)::int`,
  };
  let base: RawBuilder<unknown>;
  let figures: { value: RawBuilder<number>; n: RawBuilder<number> };
  if (basis === 'day') {
    const c = dailyLevel(ctx.level);
    base = sql`select d.station_id, d.day as local, ${dayMean(ctx.level)} as v from reading_daily d where ${days} and ${c.hours} >= ${minHours}`;
    figures = overValues;
  } else if (statistic === 'median' || statistic === 'mode') {
    base = sql`select h.station_id, h.hour at time zone ${KL} as local, h.avg as v from reading_hourly h
      where h.station_id in (${sql.join(ids)}) and h.parameter_code = ${parameter!.code} and h.hour >= ${range.from} and h.hour < ${range.to} and ${hourlyLevelFilter(ctx.level)}`;
    figures = overValues;
  } else {
    // Mean, lowest and highest hourly mean of each month and of the year, from each day's.
    const a = overDays(ctx.level);
    base = sql`select d.*, d.day as local from reading_daily d where ${days}`;
    figures = { value: { average: a.mean, max: a.maxMean, min: a.minMean }[statistic], n: a.hours };
  }
  const result = await sql<{
    stationId: string;
    month: number | null;
    value: number | null;
    n: number;
  }>`
    select station_id, extract(month from local)::int as month, ${figures.value} as value, ${figures.n} as n
    from (${base}) as d group by grouping sets ((station_id, extract(month from local)), (station_id))`.execute(
    ctx.db,
  );

  const months = monthNames(ctx.lang);
  const rows = stations.map((s) => {
    const row: Record<string, unknown> = { station: s.id, name: s.name, state: s.stateName ?? '' };
    for (const r of result.rows.filter((x) => x.stationId === s.id)) {
      if (r.month === null) {
        row.year = r.value;
        row.n = r.n;
      } else row[`m${r.month}`] = r.value;
    }
    row.n ??= 0;
    return row;
  });
  const valueColumn = (key: string, header: string) => ({
    key,
    header,
    unit: parameter!.unit,
    decimals: parameter!.decimals,
  });

  return {
    title: reportTitle(ctx),
    parameters: stationScopeParameters(
      ctx,
      stations,
      {
        label: ctx.t('reports:field.parameter'),
        value: `${parameter!.name} (${displayUnit(parameter!.unit)})`,
      },
      { label: ctx.t('reports:field.year'), value: range.label },
      { label: ctx.t('reports:field.statistic'), value: ctx.t(`reports:statistic.${statistic}`) },
      { label: ctx.t('reports:field.basis'), value: ctx.t(`reports:basis.${basis}`) },
    ),
    columns: [
      { key: 'station', header: ctx.t('reports:column.station') },
      { key: 'name', header: ctx.t('reports:column.name') },
      { key: 'state', header: ctx.t('reports:column.state') },
      ...months.map((m, i) => valueColumn(`m${i + 1}`, m)),
      valueColumn('year', ctx.t('reports:column.year')),
      { key: 'n', header: ctx.t(`reports:column.count.${basis}`) },
    ],
    rows,
    chart: {
      type: 'line',
      categories: months,
      series: rows.slice(0, 10).map((r) => ({
        name: String(r.station),
        data: months.map((_, i) => (r[`m${i + 1}`] as number | undefined) ?? null),
      })),
    },
    notes:
      basis === 'day' && continuous
        ? [ctx.t('reports:note.dailyCapture', { hours: DAILY_MIN_VALID_HOURS })]
        : [],
    fileName: reportFileName(ctx, parameter!.code, range.label, statistic),
  };
}
