import { formatCensored, localDateTimeText } from '@eqmp/domain';
import {
  commonParameters,
  reportFileName,
  reportTitle,
  type ReportContext,
} from './report-context.js';
import { reportCase } from './report-case.js';
import { indexCalculator, indexColumns, parameterColumns } from './report-index.js';
import {
  reportParameters,
  reportRange,
  reportStations,
  stationScopeParameters,
  type ReportRange,
  type ReportStation,
} from './report-scope.js';
import { type ReportTable, columnsOf, periodField } from './report-table.js';
import { fetchSamples } from './samples.repository.js';

/**
 * Sampling report: one row per manual sample (station × time) with the chosen parameters and the
 * medium's index of all the sample's values (air API, river WQI and class, marine MWQI and
 * category). Investigative reports (rwis_monthly, MWIS monthly) take the stations of a case.
 */
export async function buildSamplesReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  let stations: ReportStation[];
  let range: ReportRange;
  let header: { label: string; value: string }[];
  if (ctx.def.byCase) {
    const found = await reportCase(ctx);
    stations = found.stations;
    range = reportRange(ctx, 'year');
    header = [
      ...commonParameters(ctx),
      { label: ctx.t('reports:field.case'), value: `${found.id} ${found.title}` },
      { label: ctx.t('reports:field.year'), value: range.label },
    ];
  } else {
    stations = await reportStations(ctx);
    range = reportRange(ctx);
    header = stationScopeParameters(ctx, stations, periodField(ctx, range));
  }
  const parameters = await reportParameters(
    ctx,
    stations.map((s) => s.id),
  );
  const indexOf = await indexCalculator(ctx);
  const values = await fetchSamples(
    ctx,
    stations.map((s) => s.id),
    range,
  );

  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < values.length;) {
    const first = values[i]!;
    const sample: Record<string, number> = {};
    const shown: Record<string, string> = {};
    for (
      ;
      i < values.length &&
      values[i]!.stationId === first.stationId &&
      values[i]!.ts.getTime() === first.ts.getTime();
      i++
    ) {
      const v = values[i]!;
      sample[v.parameterCode] = v.value;
      if (v.censored)
        shown[v.parameterCode] = formatCensored(
          v.reportedValue ?? v.value,
          v.censored,
          v.detectionLimit,
        );
    }
    const station = stations.find((s) => s.id === first.stationId)!;
    const row: Record<string, unknown> = {
      station: station.id,
      name: station.name,
      time: localDateTimeText(first.ts),
      ...indexOf(sample, station),
    };
    // A censored result is shown as reported (`<5`); the index above used its half limit.
    for (const p of parameters) row[p.code] = shown[p.code] ?? sample[p.code] ?? null;
    rows.push(row);
  }
  rows.sort(
    (a, b) =>
      String(a.time).localeCompare(String(b.time)) ||
      String(a.station).localeCompare(String(b.station)),
  );
  // Said on the page and above the exported table (XLSX, PDF) when a value below a limit is shown.
  const halfLimit = values.some((v) => v.censored === '<')
    ? { label: ctx.t('reports:field.belowDetection'), value: ctx.t('reports:note.halfLimit') }
    : null;
  const times = [...new Set(rows.map((r) => String(r.time).slice(0, 10)))];
  const charted = stations.filter((s) => rows.some((r) => r.station === s.id)).slice(0, 10);

  return {
    title: reportTitle(ctx),
    parameters: halfLimit ? [...header, halfLimit] : header,
    columns: [
      column('station'),
      column('name'),
      column('time', 'sampledAt'),
      ...parameterColumns(parameters),
      ...indexColumns(ctx),
    ],
    rows,
    chart: {
      type: 'line',
      categories: times,
      series: charted.map((s) => ({
        name: s.id,
        data: times.map(
          (d) =>
            (rows.find((r) => r.station === s.id && String(r.time).startsWith(d))?.index as
              number | null | undefined) ?? null,
        ),
      })),
    },
    notes: halfLimit ? [halfLimit.value] : [],
    fileName: reportFileName(
      ctx,
      ctx.def.byCase ? ctx.query.caseID : stations[0]?.id,
      range.label.replace(' – ', '-'),
    ),
  };
}
