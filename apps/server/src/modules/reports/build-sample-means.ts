import { localDayStart } from '@eqmp/domain';
import { reportFileName, type ReportContext } from './report-context.js';
import { indexCalculator, indexColumns, parameterColumns } from './report-index.js';
import {
  reportParameters,
  reportRange,
  reportStations,
  stationReportHead,
  type ReportRange,
} from './report-scope.js';
import { type ReportTable, columnsOf } from './report-table.js';
import { fetchSampleMeans } from './samples.repository.js';

/** Years a triennial report covers: the chosen year and the two before it. */
export const TRIENNIAL_YEARS = 3;

/**
 * Means of manual samples: `sampleMonthly` one row per station and month of the year, `triennial`
 * one row per station over three years ending with the chosen one. Each row carries the number
 * of samples and the medium's index computed from the means (the way DOE's annual and triennial
 * river reports classify a station).
 */
export async function buildSampleMeansReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const stations = await reportStations(ctx);
  const parameters = await reportParameters(
    ctx,
    stations.map((s) => s.id),
  );
  const year = reportRange(ctx, 'year');
  const triennial = ctx.def.kind === 'triennial';
  const range: ReportRange = triennial
    ? {
        from: localDayStart(`${ctx.query.year! - TRIENNIAL_YEARS + 1}-01-01`),
        to: year.to,
        label: `${ctx.query.year! - TRIENNIAL_YEARS + 1}–${ctx.query.year}`,
      }
    : year;
  const indexOf = await indexCalculator(ctx);
  const means = await fetchSampleMeans(
    ctx,
    stations.map((s) => s.id),
    range,
    !triennial,
  );

  const groups = new Map<
    string,
    { stationId: string; month: string; values: Record<string, number>; samples: number }
  >();
  for (const m of means) {
    const key = `${m.stationId}|${m.month}`;
    const group = groups.get(key) ?? {
      stationId: m.stationId,
      month: m.month,
      values: {},
      samples: 0,
    };
    group.values[m.parameterCode] = m.value;
    group.samples = Math.max(group.samples, m.samples);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map((g) => {
    const station = stations.find((s) => s.id === g.stationId)!;
    const row: Record<string, unknown> = {
      station: station.id,
      name: station.name,
      state: station.stateName ?? '',
      ...(triennial ? {} : { month: g.month }),
      samples: g.samples,
      ...indexOf(g.values, station),
    };
    for (const p of parameters) row[p.code] = g.values[p.code] ?? null;
    return row;
  });
  const months = [...new Set([...groups.values()].map((g) => g.month))].sort();
  const charted = stations.filter((s) => rows.some((r) => r.station === s.id)).slice(0, 10);

  return {
    ...stationReportHead(ctx, stations, {
      label: ctx.t(triennial ? 'reports:field.period' : 'reports:field.year'),
      value: range.label,
    }),
    columns: [
      column('station'),
      column('name'),
      column('state'),
      ...(triennial ? [] : [column('month')]),
      column('samples'),
      ...parameterColumns(parameters),
      ...indexColumns(ctx),
    ],
    rows,
    chart: triennial
      ? {
          type: 'bar',
          categories: rows.map((r) => String(r.station)),
          series: [
            {
              name: indexColumns(ctx)[0]!.header,
              data: rows.map((r) => (r.index as number | null) ?? null),
            },
          ],
        }
      : {
          type: 'line',
          categories: months,
          series: charted.map((s) => ({
            name: s.id,
            data: months.map(
              (m) =>
                (rows.find((r) => r.station === s.id && r.month === m)?.index as
                  number | null | undefined) ?? null,
            ),
          })),
        },
    notes: [ctx.t('reports:note.indexOfMeans')],
    fileName: reportFileName(ctx, stations.length === 1 ? stations[0]!.id : undefined, range.label),
  };
}
