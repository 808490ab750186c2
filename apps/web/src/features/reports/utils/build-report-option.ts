import type { EChartsCoreOption } from 'echarts/core';
import type { ReportChart } from '@eqmp/domain';

/** The ECharts option of a report's chart: lines or bars per series, or a box plot. */
export function buildReportOption(chart: ReportChart, yName?: string): EChartsCoreOption {
  const base = {
    tooltip: { trigger: chart.type === 'boxplot' ? 'item' : 'axis' },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 56, right: 24, top: 40, bottom: 56 },
    xAxis: { type: 'category', data: chart.categories, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: yName, scale: chart.type === 'line' },
    dataZoom: undefined,
  };
  if (chart.type === 'boxplot') {
    return { ...base, series: chart.series.map((s) => ({ type: 'boxplot', name: s.name, data: s.data.map((box) => box ?? []) })) };
  }
  return { ...base, series: chart.series.map((s) => ({ type: chart.type, name: s.name, data: s.data, connectNulls: false, showSymbol: chart.categories.length <= 62 })) };
}
