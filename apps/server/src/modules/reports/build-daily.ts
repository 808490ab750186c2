import { MODULES, HOUR_MS, localDateTimeText } from '@eqmp/domain';
import { reportFileName, type ReportContext } from './report-context.js';
import { oneStationScope, stationReportHead } from './report-scope.js';
import { type ReportTable, columnsOf, parameterLines } from './report-table.js';
import { apiCells, parameterColumns, apiColumns } from './report-index.js';
import { createReadingsRepository } from './readings.repository.js';

/** Hourly/daily report: every hour of one local day at one station (air adds API and category). */
export async function buildDailyReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const { station, parameters, codes, range } = await oneStationScope(ctx);
  const isAir = MODULES[ctx.def.module].medium === 'air';
  const readings = createReadingsRepository(ctx.db);
  const values = await readings.hourlyMeans(station.id, codes, range, ctx.level);
  const api = isAir ? await readings.hourlyApi(station.id, range) : [];

  const rows = Array.from({ length: 24 }, (_, i) => {
    const hour = range.from.getTime() + i * HOUR_MS;
    const row: Record<string, unknown> = { time: localDateTimeText(new Date(hour)).slice(11) };
    for (const v of values) if (v.hour.getTime() === hour) row[v.parameterCode] = v.value;
    if (isAir)
      Object.assign(
        row,
        apiCells(ctx, api.find((x) => x.hour.getTime() === hour)?.displayApi ?? null),
      );
    return row;
  });

  return {
    ...stationReportHead(ctx, [station], {
      label: ctx.t('reports:field.date'),
      value: range.label,
    }),
    columns: [
      column('time', 'hour'),
      ...parameterColumns(parameters),
      ...(isAir ? apiColumns(ctx, ctx.t('reports:index.api')) : []),
    ],
    rows,
    chart: parameterLines(
      rows.map((r) => String(r.time)),
      parameters,
      rows,
    ),
    notes: [],
    fileName: reportFileName(ctx, station.id, range.label),
  };
}
