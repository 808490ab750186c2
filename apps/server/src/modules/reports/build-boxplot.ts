import { reportFileName, type ReportContext } from './report-context.js';
import { oneParameterScope, parameterField, stationReportHead } from './report-scope.js';
import { type ReportTable, columnsOf, periodField } from './report-table.js';
import { fetchSampleBoxes } from './samples.repository.js';

/**
 * Box plot of one parameter's manual samples per station over a range: count, min, lower
 * quartile, median, upper quartile and max, computed in SQL with percentile_cont (the pure
 * `boxplotOf` gives the same numbers).
 */
export async function buildBoxplotReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const { stations, ids, parameter, range } = await oneParameterScope(ctx);
  const stats = await fetchSampleBoxes(ctx, ids, parameter.code, range);

  const rows = stations.map((s) => {
    const st = stats.find((x) => x.stationId === s.id);
    return {
      station: s.id,
      name: s.name,
      n: st?.n ?? 0,
      min: st?.min ?? null,
      q1: st?.q1 ?? null,
      median: st?.median ?? null,
      q3: st?.q3 ?? null,
      max: st?.max ?? null,
    };
  });
  const value = (key: string) =>
    column(key, key, { unit: parameter.unit, decimals: parameter.decimals });

  return {
    ...stationReportHead(ctx, stations, parameterField(ctx, parameter), periodField(ctx, range)),
    columns: [
      column('station'),
      column('name'),
      column('n', 'samples'),
      value('min'),
      value('q1'),
      value('median'),
      value('q3'),
      value('max'),
    ],
    rows,
    chart: {
      type: 'boxplot',
      categories: rows.map((r) => r.station),
      series: [
        {
          name: parameter.name,
          data: rows.map((r) => (r.n > 0 ? [r.min!, r.q1!, r.median!, r.q3!, r.max!] : null)),
        },
      ],
    },
    notes: [],
    fileName: reportFileName(ctx, parameter.code, range.label.replace(' – ', '-')),
  };
}
