import { MODULES, HOUR_MS, localDateTimeText } from '@eqmp/domain';
import { reportFileName, reportTitle, type ReportContext } from './report-context.js';
import {
  reportParameters,
  reportRange,
  reportStations,
  stationScopeParameters,
} from './report-scope.js';
import { type ReportTable, columnsOf } from './report-table.js';
import { apiCategoryLabel, parameterColumns, apiColumns } from './report-index.js';
import { createReadingsRepository } from './readings.repository.js';

/** Hourly/daily report: every hour of one local day at one station (air adds API and category). */
export async function buildDailyReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const [station] = await reportStations(ctx, { one: true });
  const parameters = await reportParameters(ctx, [station!.id]);
  const range = reportRange(ctx);
  const isAir = MODULES[ctx.def.module].medium === 'air';
  const codes = parameters.map((p) => p.code);
  const readings = createReadingsRepository(ctx.db);
  const values = await readings.hourlyMeans(station!.id, codes, range, ctx.level);
  const api = isAir ? await readings.hourlyApi(station!.id, range) : [];

  const rows = Array.from({ length: 24 }, (_, i) => {
    const hour = range.from.getTime() + i * HOUR_MS;
    const row: Record<string, unknown> = { time: localDateTimeText(new Date(hour)).slice(11) };
    for (const v of values) if (v.hour.getTime() === hour) row[v.parameterCode] = v.value;
    if (isAir) {
      const a = api.find((x) => x.hour.getTime() === hour)?.displayApi ?? null;
      row.index = a;
      row.indexClass = apiCategoryLabel(ctx, a);
    }
    return row;
  });

  return {
    title: reportTitle(ctx),
    parameters: stationScopeParameters(ctx, [station!], {
      label: ctx.t('reports:field.date'),
      value: range.label,
    }),
    columns: [
      column('time', 'hour'),
      ...parameterColumns(parameters),
      ...(isAir ? apiColumns(ctx, ctx.t('reports:index.api')) : []),
    ],
    rows,
    chart: {
      type: 'line',
      categories: rows.map((r) => String(r.time)),
      series: parameters.map((p) => ({
        name: p.name,
        data: rows.map((r) => (r[p.code] as number | undefined) ?? null),
      })),
    },
    notes: [],
    fileName: reportFileName(ctx, station!.id, range.label),
  };
}
