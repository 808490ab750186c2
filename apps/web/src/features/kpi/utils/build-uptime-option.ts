import type { EChartsCoreOption } from 'echarts/core';

/**
 * Uptime (percent) per bucket as one line per series (a module), with the target as a dashed
 * line. A bucket without ended hours has no point (null), so the line breaks there.
 */
export function buildUptimeOption(
  categories: readonly string[],
  series: readonly { name: string; values: readonly (number | null)[] }[],
  target: { label: string; value: number; colour: string },
): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v} %` : '–'),
    },
    legend: { top: 0, type: 'scroll', data: [...series.map((s) => s.name), target.label] },
    grid: { left: 40, right: 16, top: 48, bottom: 30, containLabel: true },
    xAxis: { type: 'category', data: [...categories] },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value} %' } },
    series: [
      ...series.map((s) => ({
        name: s.name,
        type: 'line',
        connectNulls: false,
        symbolSize: 6,
        data: [...s.values],
      })),
      {
        name: target.label,
        type: 'line',
        symbol: 'none',
        lineStyle: { type: 'dashed', width: 1.5 },
        itemStyle: { color: target.colour },
        data: categories.map(() => target.value),
      },
    ],
  };
}
