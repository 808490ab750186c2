import { DAILY_MIN_VALID_HOURS, MODULES } from '@eqmp/domain';
import { reportFileName, type ReportContext } from './report-context.js';
import { oneParameterScope, parameterField, stationReportHead } from './report-scope.js';
import { type ReportTable, columnsOf } from './report-table.js';
import { monthNames } from './month-names.js';
import { buildYearlyClassesReport } from './build-yearly-classes.js';
import { createYearRepository } from './year.repository.js';

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
  const column = columnsOf(ctx);
  if (ctx.query.dimension === 'classification') return buildYearlyClassesReport(ctx);
  const { stations, ids, parameter, range } = await oneParameterScope(ctx);
  const { statistic, basis } = ctx.query;
  const continuous = MODULES[ctx.def.module].kind !== 'manual';
  const minHours = continuous ? DAILY_MIN_VALID_HOURS : 1;
  const figures = await createYearRepository(ctx.db).statistics({
    stationIds: ids,
    parameter: parameter,
    period: range,
    level: ctx.level,
    statistic,
    basis,
    minHours,
  });

  const months = monthNames(ctx.lang);
  const rows = stations.map((s) => {
    const row: Record<string, unknown> = { station: s.id, name: s.name, state: s.stateName ?? '' };
    for (const r of figures.filter((x) => x.stationId === s.id)) {
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
    unit: parameter.unit,
    decimals: parameter.decimals,
  });

  return {
    ...stationReportHead(
      ctx,
      stations,
      parameterField(ctx, parameter),
      { label: ctx.t('reports:field.year'), value: range.label },
      { label: ctx.t('reports:field.statistic'), value: ctx.t(`reports:statistic.${statistic}`) },
      { label: ctx.t('reports:field.basis'), value: ctx.t(`reports:basis.${basis}`) },
    ),
    columns: [
      column('station'),
      column('name'),
      column('state'),
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
    fileName: reportFileName(ctx, parameter.code, range.label, statistic),
  };
}
