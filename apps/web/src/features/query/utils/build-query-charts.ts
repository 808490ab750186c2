import { displayUnit, type QueryOutputs } from '@eqmp/domain';
import type { EChartsCoreOption } from 'echarts/core';

/** The parameter graph: a line per station × parameter over the time buckets, gaps left open. */
export function buildGraphOption(
  graph: Pick<QueryOutputs['graph'], 'categories' | 'series' | 'unit'>,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', bottom: 0 },
    grid: { left: 56, right: 24, top: 32, bottom: 56 },
    xAxis: { type: 'category', data: graph.categories },
    yAxis: { type: 'value', name: displayUnit(graph.unit), scale: true },
    series: graph.series.map((s) => ({
      type: 'line',
      name: `${s.stationId} ${s.parameterCode}`,
      data: s.data,
      showSymbol: graph.categories.length <= 60,
      connectNulls: false,
    })),
  };
}

/** The frequency table as bars of counts per class. */
export function buildFrequencyOption(
  table: Pick<QueryOutputs['frequency'], 'rows'>,
  countLabel: string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 24, top: 24, bottom: 48 },
    xAxis: { type: 'category', data: table.rows.map((r) => `${r.from}–${r.to}`) },
    yAxis: { type: 'value', name: countLabel, minInterval: 1 },
    series: [
      { type: 'bar', name: countLabel, data: table.rows.map((r) => r.count), barCategoryGap: '5%' },
    ],
  };
}

/** Station comparison: each station's mean, a bar per parameter. */
export function buildComparisonOption(
  comparison: Pick<QueryOutputs['comparison'], 'rows'>,
): EChartsCoreOption {
  const stations = [...new Set(comparison.rows.map((r) => r.stationId))];
  const parameters = [...new Set(comparison.rows.map((r) => r.parameterCode))];
  const mean = (station: string, parameter: string) =>
    comparison.rows.find((r) => r.stationId === station && r.parameterCode === parameter)?.avg ??
    null;
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 56, right: 24, top: 24, bottom: 56 },
    xAxis: { type: 'category', data: stations },
    yAxis: { type: 'value', scale: true },
    series: parameters.map((p) => ({
      type: 'bar',
      name: p,
      data: stations.map((s) => mean(s, p)),
    })),
  };
}
