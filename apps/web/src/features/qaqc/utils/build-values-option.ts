import type { EChartsCoreOption } from 'echarts/core';
import { formatDateTime, timeAxisLabel } from '../../../lib/format';

interface Point {
  readonly ts: string;
  readonly raw: number | null;
  readonly value: number | null;
  readonly validity: number;
  readonly autoFlag: number;
}

interface TooltipItem {
  readonly marker?: string;
  readonly seriesName?: string;
  readonly value: readonly [string, number | null];
}

/** The hovered time in Malaysia time (`DD/MM/YYYY HH:mm`), then each line's value. */
function tooltipText(items: readonly TooltipItem[]): string {
  const first = items[0];
  if (!first) return '';
  const lines = items.map((i) => `${i.marker ?? ''}${i.seriesName ?? ''}: ${i.value[1] ?? '–'}`);
  return [formatDateTime(first.value[0]), ...lines].join('<br/>');
}

/** One parameter's line pair on the chart. */
export interface ChartParameter {
  readonly code: string;
  readonly unit: string;
  readonly points: readonly Point[];
}

/** Height of the chart: one panel, or one panel of 150 px per parameter shown together. */
export const chartHeight = (parameters: number) => (parameters <= 1 ? 300 : 50 + parameters * 150);

/**
 * The level-2 chart above the grid: per parameter (one panel each, sharing the time axis), the
 * value as received and the current value (invalid values left out), with flagged values (QARTOD
 * 3 suspect, 4 fail) marked on the raw line. A period is chosen by brushing along the time axis
 * of any panel (the toolbox's selection tool, on from the start).
 */
export function buildValuesOption(
  parameters: readonly ChartParameter[],
  labels: { raw: string; current: string; brush: string; clear: string },
  colours: { raw: string; current: string; flagged: string },
): EChartsCoreOption {
  const usable = (p: Point) => p.validity === 1 || p.validity === 2 || p.validity === 3;
  const one = parameters.length <= 1;
  const grids = parameters.map((_, i) =>
    one
      ? { left: 50, right: 20, top: 40, bottom: 30 }
      : { left: 60, right: 20, top: 40 + i * 150, height: 110 },
  );
  return {
    tooltip: { trigger: 'axis', formatter: tooltipText },
    // Above the panels, clear of the time axis' labels.
    legend: { data: [labels.raw, labels.current], top: 0, left: 'center' },
    grid: grids,
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    toolbox: {
      right: 20,
      feature: {
        brush: { type: ['lineX', 'clear'], title: { lineX: labels.brush, clear: labels.clear } },
      },
    },
    brush: {
      xAxisIndex: 'all',
      brushLink: 'all',
      brushType: 'lineX',
      brushMode: 'single',
      transformable: true,
      outOfBrush: { colorAlpha: 0.3 },
    },
    // Malaysia time whatever the browser's zone (ECharts would write the browser's own).
    xAxis: parameters.map((_, i) => ({
      type: 'time',
      gridIndex: i,
      axisLabel: { formatter: timeAxisLabel },
      axisPointer: {
        label: { formatter: ({ value }: { value: number }) => formatDateTime(value) },
      },
    })),
    yAxis: parameters.map((p, i) => ({
      type: 'value',
      gridIndex: i,
      name: one ? p.unit : `${p.code} (${p.unit})`,
    })),
    series: parameters.flatMap((p, i) => [
      {
        name: labels.raw,
        type: 'line',
        xAxisIndex: i,
        yAxisIndex: i,
        showSymbol: true,
        symbolSize: (_: unknown, s: { dataIndex: number }) =>
          p.points[s.dataIndex]!.autoFlag >= 3 ? 9 : 2,
        itemStyle: { color: colours.raw },
        lineStyle: { color: colours.raw, type: 'dashed' },
        data: p.points.map((v) => ({
          value: [v.ts, v.raw],
          itemStyle: v.autoFlag >= 3 ? { color: colours.flagged } : undefined,
        })),
      },
      {
        name: labels.current,
        type: 'line',
        xAxisIndex: i,
        yAxisIndex: i,
        showSymbol: false,
        itemStyle: { color: colours.current },
        data: p.points.map((v) => [v.ts, usable(v) ? v.value : null]),
      },
    ]),
  };
}
