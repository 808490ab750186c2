import { DAILY_MIN_VALID_HOURS, MODULES, DAY_MS, localDayKey, HOUR_MS } from '@eqmp/domain';
import { reportFileName, type ReportContext } from './report-context.js';
import { apiCells, parameterColumns, apiColumns } from './report-index.js';
import { oneStationScope, stationReportHead } from './report-scope.js';
import { type ReportTable, columnsOf, parameterLines } from './report-table.js';
import { monthSummaryRows } from './monthly-summary.js';
import { createReadingsRepository } from './readings.repository.js';

/**
 * Monthly report of a continuous station: the daily mean of each parameter (from the daily rollup
 * `reading_daily`, one row per Kuala Lumpur day: the mean of the day's hourly means). A day with
 * fewer than 18 valid hours keeps its mean for display but is named in the "insufficient data"
 * column (QUALITY.md 75 % rule); air adds the day's highest API. The last rows give the month's
 * mean of valid hourly values, highest hourly value and data capture (valid hours / hours in the
 * month), from the same rollup rows.
 */
export async function buildMonthlyReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const { station, parameters, codes, range } = await oneStationScope(ctx);
  const isAir = MODULES[ctx.def.module].medium === 'air';
  const readings = createReadingsRepository(ctx.db);
  const means = await readings.dayMeans(station.id, codes, range, ctx.level);
  const api = isAir ? await readings.dayMaxApi(station.id, range) : [];
  const month = await readings.monthFigures(station.id, codes, range, ctx.level);

  const days: string[] = [];
  for (let t = range.from.getTime(); t < range.to.getTime(); t += DAY_MS) days.push(localDayKey(t));
  const rows = days.map((day) => {
    const row: Record<string, unknown> = { day };
    const short: string[] = [];
    for (const m of means.filter((x) => x.day === day)) {
      row[m.parameterCode] = m.value;
      if (m.hours < DAILY_MIN_VALID_HOURS)
        short.push(parameters.find((p) => p.code === m.parameterCode)!.name);
    }
    row.insufficient = short.join(', ');
    if (isAir) Object.assign(row, apiCells(ctx, api.find((x) => x.day === day)?.api ?? null));
    return row;
  });

  return {
    ...stationReportHead(ctx, [station], {
      label: ctx.t('reports:field.month'),
      value: range.label,
    }),
    columns: [
      column('day', 'date'),
      ...parameterColumns(parameters),
      ...(isAir ? apiColumns(ctx, ctx.t('reports:column.maxApi')) : []),
      column('insufficient'),
    ],
    rows: [
      ...rows,
      ...monthSummaryRows(month, codes, (range.to.getTime() - range.from.getTime()) / HOUR_MS, {
        mean: ctx.t('reports:summary.mean'),
        max: ctx.t('reports:summary.max'),
        capture: ctx.t('reports:summary.capture'),
      }),
    ],
    chart: parameterLines(days, parameters, rows),
    notes: [
      ctx.t('reports:note.dailyCapture', { hours: DAILY_MIN_VALID_HOURS }),
      ctx.t('reports:note.monthSummary'),
    ],
    fileName: reportFileName(ctx, station.id, range.label),
  };
}
