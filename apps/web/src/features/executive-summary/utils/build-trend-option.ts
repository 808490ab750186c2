import type { EChartsCoreOption } from 'echarts/core';

/**
 * The trend chart: one line per series over the months or years, gaps left open (a missing
 * month is no point), the unit on the value axis.
 */
export function buildTrendOption(
  buckets: readonly string[],
  series: readonly { name: string; values: readonly (number | null)[] }[],
  unit: string | null,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll', data: series.map((s) => s.name) },
    grid: { left: 16, right: 16, top: 40, bottom: 24, containLabel: true },
    xAxis: { type: 'category', data: [...buckets] },
    yAxis: { type: 'value', scale: true, name: unit ?? '' },
    series: series.map((s) => ({
      name: s.name,
      type: 'line',
      connectNulls: false,
      // A month between gaps is a point of its own: show it.
      showAllSymbol: true,
      symbolSize: 6,
      data: s.values.map((v) => (v === null ? null : Math.round(v * 100) / 100)),
    })),
  };
}
