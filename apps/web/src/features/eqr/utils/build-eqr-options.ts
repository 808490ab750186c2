import type { EqrRiverResponse } from '@eqmp/domain';
import type { EChartsCoreOption } from 'echarts/core';

/** Bar chart of the share of stations per class, each bar in its class colour. */
export function buildClassShareOption(
  shares: EqrRiverResponse['classShares'],
  label: (riverClass: string) => string,
  colours: Readonly<Record<string, string>>,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: shares.map((s) => label(s.riverClass)) },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    series: [
      {
        type: 'bar',
        data: shares.map((s) => ({
          value: s.percent,
          itemStyle: { color: colours[s.riverClass] },
        })),
      },
    ],
  };
}

/** Line of the mean WQI per year; years without data are gaps. */
export function buildTrendOption(
  trend: EqrRiverResponse['trend'],
  name: string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: trend.map((p) => String(p.year)) },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: [{ type: 'line', name, connectNulls: false, data: trend.map((p) => p.meanWqi) }],
  };
}
