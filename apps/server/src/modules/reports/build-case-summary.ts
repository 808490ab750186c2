import { createCasesRepository } from './cases.repository.js';
import {
  commonParameters,
  reportFileName,
  reportTitle,
  type ReportContext,
} from './report-context.js';
import { indexCalculator, indexColumns } from './report-index.js';
import { reportRange } from './report-scope.js';
import { type ReportTable, columnsOf } from './report-table.js';
import { fetchSamples } from './samples.repository.js';

/**
 * Summary of the investigative studies of a year (spec "summary investigative study"): each case
 * with its state, start date, stations, samples taken in the year, and the index of the case's
 * mean sample values with its class. Each row links to the case's monthly report.
 */
export async function buildCaseSummaryReport(ctx: ReportContext): Promise<ReportTable> {
  const column = columnsOf(ctx);
  const range = reportRange(ctx, 'year');
  const repository = createCasesRepository(ctx.db);
  const cases = await repository.casesOfYear(ctx.def.module, ctx.query.year!);
  const links = await repository.caseStations(cases.map((c) => c.id));
  const samples = await fetchSamples(ctx, [...new Set(links.map((l) => l.id))], range);
  const indexOf = await indexCalculator(ctx);

  const rows = cases.map((c) => {
    const stations = links.filter((l) => l.caseId === c.id);
    const own = samples.filter((s) => stations.some((st) => st.id === s.stationId));
    const sums = new Map<string, { sum: number; n: number }>();
    for (const s of own) {
      const acc = sums.get(s.parameterCode) ?? { sum: 0, n: 0 };
      sums.set(s.parameterCode, { sum: acc.sum + s.value, n: acc.n + 1 });
    }
    const means = Object.fromEntries([...sums].map(([code, { sum, n }]) => [code, sum / n]));
    const sampleCount = new Set(own.map((s) => `${s.stationId}|${s.ts.getTime()}`)).size;
    return {
      caseId: c.id,
      title: c.caseTitle,
      state: c.stateName ?? '',
      startDate: c.caseStartDate,
      stations: stations.length,
      samples: sampleCount,
      ...(stations[0]
        ? indexOf(means, stations[0])
        : { index: null, indexClass: ctx.t('reports:value.na') }),
    };
  });

  return {
    title: reportTitle(ctx),
    parameters: [
      ...commonParameters(ctx),
      { label: ctx.t('reports:field.year'), value: range.label },
    ],
    columns: [
      column('caseId'),
      column('title', 'caseTitle'),
      column('state'),
      column('startDate'),
      column('stations', 'stationCount'),
      column('samples'),
      ...indexColumns(ctx),
    ],
    rows,
    chart: {
      type: 'bar',
      categories: rows.map((r) => r.caseId),
      series: [{ name: indexColumns(ctx)[0]!.header, data: rows.map((r) => r.index) }],
    },
    notes: [ctx.t('reports:note.indexOfMeans')],
    fileName: reportFileName(ctx, range.label),
  };
}
