import type { EChartsCoreOption } from 'echarts/core';

export interface BarSeries {
  readonly name: string;
  readonly data: readonly (number | null)[];
  readonly colour?: string;
}

/**
 * Stacked bars of counts per category (e.g. days per class per state, episodes per day per
 * kind); `horizontal` puts the categories on the vertical axis, for long names such as states.
 */
export function buildStackedBarOption(
  categories: readonly string[],
  series: readonly BarSeries[],
  horizontal = false,
): EChartsCoreOption {
  const categoryAxis = { type: 'category', data: [...categories] };
  const valueAxis = { type: 'value', minInterval: 1 };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0, type: 'scroll', data: series.map((s) => s.name) },
    grid: { left: 16, right: 16, top: 40, bottom: 24, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: series.map((s) => ({
      name: s.name,
      type: 'bar',
      stack: 'total',
      data: [...s.data],
      ...(s.colour ? { itemStyle: { color: s.colour } } : {}),
    })),
  };
}
