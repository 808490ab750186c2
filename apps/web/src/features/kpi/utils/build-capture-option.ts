import type { EChartsCoreOption } from 'echarts/core';

/**
 * Capture (percent) as one bar per station, coloured by whether it meets the target, with the
 * target as a dashed line. Colours come from the theme so that light and dark both read well.
 */
export function buildCaptureOption(
  bars: readonly { label: string; value: number | null }[],
  labels: { capture: string; target: string },
  target: number,
  colours: { met: string; missed: string; target: string },
): EChartsCoreOption {
  return {
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v} %` : '–'),
    },
    legend: { top: 0, data: [labels.capture, labels.target] },
    grid: { left: 40, right: 16, top: 48, bottom: 30, containLabel: true },
    xAxis: {
      type: 'category',
      data: bars.map((b) => b.label),
      axisLabel: { rotate: bars.length > 12 ? 45 : 0 },
    },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value} %' } },
    series: [
      {
        name: labels.capture,
        type: 'bar',
        barMaxWidth: 28,
        itemStyle: { color: colours.met },
        data: bars.map((b) => ({
          value: b.value,
          itemStyle: {
            color: b.value !== null && b.value >= target ? colours.met : colours.missed,
          },
        })),
      },
      {
        name: labels.target,
        type: 'line',
        symbol: 'none',
        lineStyle: { type: 'dashed', width: 1.5 },
        itemStyle: { color: colours.target },
        data: bars.map(() => target),
      },
    ],
  };
}
