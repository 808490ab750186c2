import { capturePercent, HOUR_MS } from '@eqmp/domain';
import { reportFileName, type ReportContext } from './report-context.js';
import { oneStationScope, stationReportHead } from './report-scope.js';
import { type ReportTable, columnsOf, periodField } from './report-table.js';
import { createReadingsRepository } from './readings.repository.js';

/**
 * Descriptive statistics of a continuous station over a range: for each parameter the hours
 * used, capture against the hours that have ended, average, min, max, median, mode (at the
 * parameter's precision) and standard deviation of the hourly means, all in SQL.
 */
export async function buildDescriptiveReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const { station, parameters, codes, range } = await oneStationScope(ctx);
  const ended = Math.max(
    0,
    Math.floor((Math.min(range.to.getTime(), ctx.now.getTime()) - range.from.getTime()) / HOUR_MS),
  );
  const stats = await createReadingsRepository(ctx.db).hourlyStatistics(
    station.id,
    codes,
    range,
    ctx.level,
  );

  const rows = parameters.map((p) => {
    const s = stats.find((x) => x.parameterCode === p.code);
    return {
      parameter: p.name,
      unit: p.unit,
      n: s?.n ?? 0,
      capture: capturePercent(s?.n ?? 0, ended),
      average: s?.average ?? null,
      min: s?.min ?? null,
      max: s?.max ?? null,
      median: s?.median ?? null,
      mode: s?.mode ?? null,
      sd: s?.sd ?? null,
      decimals: p.decimals,
    };
  });
  // Each row has its own unit and precision: round here, the columns are shared by all rows.
  const rounded = rows.map(({ decimals, ...r }) => {
    const round = (v: number | null) => (v === null ? null : Number(v.toFixed(decimals + 1)));
    return {
      ...r,
      average: round(r.average),
      min: round(r.min),
      max: round(r.max),
      median: round(r.median),
      mode: r.mode,
      sd: round(r.sd),
    };
  });

  return {
    ...stationReportHead(ctx, [station], periodField(ctx, range)),
    columns: [
      column('parameter'),
      column('unit'),
      column('n', 'count.hour'),
      column('capture', 'capture', { unit: '%', decimals: 1 }),
      column('average'),
      column('min'),
      column('max'),
      column('median'),
      column('mode'),
      column('sd'),
    ],
    rows: rounded,
    chart: {
      type: 'bar',
      categories: rounded.map((r) => r.parameter),
      series: [{ name: ctx.t('reports:column.capture'), data: rounded.map((r) => r.capture) }],
    },
    notes: [ctx.t('reports:note.descriptive')],
    fileName: reportFileName(ctx, station.id, range.label.replace(' – ', '-')),
  };
}
