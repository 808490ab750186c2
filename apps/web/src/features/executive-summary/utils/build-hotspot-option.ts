import type { EChartsCoreOption } from 'echarts/core';

/**
 * Hotspots against PM (spec §2 hotspot): hotspots per day as stacked bars (in Malaysia, outside
 * it) on the left axis, the daily PM2.5 and PM10 means as lines on the right axis (µg/m³).
 */
export function buildHotspotOption(
  days: readonly string[],
  bars: readonly { name: string; data: readonly number[] }[],
  lines: readonly { name: string; data: readonly (number | null)[] }[],
  axes: { hotspots: string; pm: string },
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll', data: [...bars, ...lines].map((s) => s.name) },
    grid: { left: 16, right: 16, top: 48, bottom: 24, containLabel: true },
    xAxis: { type: 'category', data: [...days] },
    yAxis: [
      { type: 'value', name: axes.hotspots, minInterval: 1 },
      { type: 'value', name: axes.pm, position: 'right' },
    ],
    series: [
      ...bars.map((b) => ({ name: b.name, type: 'bar', stack: 'hotspots', data: [...b.data] })),
      ...lines.map((l) => ({
        name: l.name,
        type: 'line',
        yAxisIndex: 1,
        connectNulls: false,
        data: [...l.data],
      })),
    ],
  };
}
