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

/**
 * The level-2 chart above the grid: the value as received and the current value (invalid values
 * left out), with flagged values (QARTOD 3 suspect, 4 fail) marked on the raw line.
 */
export function buildValuesOption(
  points: readonly Point[],
  labels: { raw: string; current: string; unit: string },
  colours: { raw: string; current: string; flagged: string },
): EChartsCoreOption {
  const usable = (p: Point) => p.validity === 1 || p.validity === 2 || p.validity === 3;
  return {
    tooltip: { trigger: 'axis', formatter: tooltipText },
    legend: { data: [labels.raw, labels.current] },
    grid: { left: 50, right: 20, top: 40, bottom: 30 },
    // Malaysia time whatever the browser's zone (ECharts would write the browser's own).
    xAxis: {
      type: 'time',
      axisLabel: { formatter: timeAxisLabel },
      axisPointer: {
        label: { formatter: ({ value }: { value: number }) => formatDateTime(value) },
      },
    },
    yAxis: { type: 'value', name: labels.unit },
    series: [
      {
        name: labels.raw,
        type: 'line',
        showSymbol: true,
        symbolSize: (_: unknown, p: { dataIndex: number }) =>
          points[p.dataIndex]!.autoFlag >= 3 ? 9 : 2,
        itemStyle: { color: colours.raw },
        lineStyle: { color: colours.raw, type: 'dashed' },
        data: points.map((p) => ({
          value: [p.ts, p.raw],
          itemStyle: p.autoFlag >= 3 ? { color: colours.flagged } : undefined,
        })),
      },
      {
        name: labels.current,
        type: 'line',
        showSymbol: false,
        itemStyle: { color: colours.current },
        data: points.map((p) => [p.ts, usable(p) ? p.value : null]),
      },
    ],
  };
}
