import type { EqrAirResponse, EqrMarineResponse, EqrRiverResponse } from '@eqmp/domain';
import type { EChartsCoreOption } from 'echarts/core';

/** Bar chart of the share of stations per class or category, each bar in its colour. */
export function buildShareOption(
  shares: readonly { key: string; percent: number }[],
  label: (key: string) => string,
  colours: Readonly<Record<string, string>>,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 16, bottom: 32 },
    xAxis: { type: 'category', data: shares.map((s) => label(s.key)) },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    series: [
      {
        type: 'bar',
        data: shares.map((s) => ({ value: s.percent, itemStyle: { color: colours[s.key] } })),
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

/** Days per API class per state as stacked horizontal bars, each class in its colour. */
export function buildApiDaysOption(
  days: EqrAirResponse['daysByState'],
  categories: readonly string[],
  label: (category: string) => string,
  colours: Readonly<Record<string, string>>,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 120, right: 16, top: 40, bottom: 24 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: days.map((d) => d.state), inverse: true },
    series: categories.map((c) => ({
      type: 'bar',
      stack: 'days',
      name: label(c),
      itemStyle: { color: colours[c] },
      data: days.map((d) => d.counts[c as keyof typeof d.counts] ?? 0),
    })),
  };
}

/** The share failed of each parameter (and basis), most failing on top. */
export function buildFailingOption(
  failing: EqrMarineResponse['failingParameters'],
  label: (row: EqrMarineResponse['failingParameters'][number]) => string,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 200, right: 16, top: 8, bottom: 24 },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value} %' } },
    yAxis: { type: 'category', data: failing.map(label), inverse: true },
    series: [{ type: 'bar', data: failing.map((f) => f.percent) }],
  };
}
