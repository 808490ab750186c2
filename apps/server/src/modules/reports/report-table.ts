import { localDayKey } from '@eqmp/domain';
import type { ExportChart, ExportColumn, ExportTable } from '../exports/index.js';
import { monthsOf } from './month-names.js';
import type { ReportContext } from './report-context.js';

/** A box plot for the page (ECharts boxplot data: [min, q1, median, q3, max] per category). */
export interface BoxplotChart {
  type: 'boxplot';
  categories: string[];
  series: { name: string; data: ([number, number, number, number, number] | null)[] }[];
}

/** A report's chart: the export's line/bar chart, or a box plot. */
export type ReportChart = (ExportChart & { type: 'line' | 'bar' }) | BoxplotChart;

/**
 * What every report builder produces, in the caller's language: the same object answers the
 * page (JSON) and feeds the export, so screen and file never disagree.
 */
export interface ReportTable {
  title: string;
  parameters: { label: string; value: string }[];
  columns: ExportColumn[];
  rows: Record<string, unknown>[];
  chart: ReportChart | null;
  /** Sentences under the table (e.g. which days had too little data). */
  notes: string[];
  fileName: string;
}

/** The export's chart: a box plot keeps its five numbers per category, drawn as boxes. */
function exportChart(chart: ReportChart | null): ExportChart | undefined {
  if (!chart) return undefined;
  if (chart.type !== 'boxplot') return chart;
  const names = ['min', 'q1', 'median', 'q3', 'max'];
  const series = chart.series[0];
  if (!series) return undefined;
  return {
    type: 'box',
    categories: chart.categories,
    series: names.map((name, i) => ({ name, data: series.data.map((box) => box?.[i] ?? null) })),
  };
}

/** The report as the export service takes it. */
export function toExportTable(table: ReportTable): ExportTable {
  const chart = exportChart(table.chart);
  return {
    title: table.title,
    parameters: table.parameters,
    columns: table.columns,
    rows: table.rows,
    fileName: table.fileName,
    ...(chart ? { chart } : {}),
  };
}

/**
 * The columns of a report, titled from the reports catalogue: `column(key)` is titled by
 * `reports:column.<key>`, `column(key, name)` by `reports:column.<name>`; `more` gives the unit and
 * decimals a number column is written with.
 */
export function columnsOf(ctx: Pick<ReportContext, 't'>) {
  return (
    key: string,
    name: string = key,
    more: Omit<ExportColumn, 'key' | 'header'> = {},
  ): ExportColumn => ({ key, header: ctx.t(`reports:column.${name}`), ...more });
}

/** The report's scope line for its period (`reports:field.period`). */
export function periodField(ctx: Pick<ReportContext, 't'>, range: { label: string }) {
  return { label: ctx.t('reports:field.period'), value: range.label };
}

/** A bar chart of how many events of each alert kind fall in each month (Kuala Lumpur). */
export function eventsPerMonth(
  ctx: Pick<ReportContext, 't'>,
  range: { from: Date; to: Date },
  kinds: readonly string[],
  events: readonly { kind: string; at: Date }[],
): ReportChart {
  const months = monthsOf(range.from, range.to);
  const monthOf = (d: Date) => localDayKey(d).slice(0, 7);
  return {
    type: 'bar',
    categories: [...months],
    series: kinds.map((k) => ({
      name: ctx.t(`alerts:kind.${k}`),
      data: months.map((m) => events.filter((e) => e.kind === k && monthOf(e.at) === m).length),
    })),
  };
}

/** A line per parameter over the rows (one row a category), a value missing from a row a gap. */
export function parameterLines(
  categories: string[],
  parameters: readonly { code: string; name: string }[],
  rows: readonly Record<string, unknown>[],
): ReportChart {
  return {
    type: 'line',
    categories,
    series: parameters.map((p) => ({
      name: p.name,
      data: rows.map((r) => (r[p.code] as number | undefined) ?? null),
    })),
  };
}
