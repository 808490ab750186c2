import type { EChartsCoreOption } from 'echarts/core';

/** One bar: a parameter's short axis label, its unrounded sub-index and its fill colour. */
export interface SubIndexBar {
  /** Short label under the bar (a symbol such as `NH3-N`), so six bars never overlap. */
  readonly label: string;
  /** Full translated name for the tooltip; the short label when left out. */
  readonly name?: string;
  readonly value: number;
  readonly colour: string;
}

export interface SubIndexChartOptions {
  /** Translated name of the value axis. */
  readonly axisName: string;
  /** The overall index as a dashed line across the bars, with its translated label. */
  readonly reference?: { readonly value: number; readonly label: string };
  /** Fixed top of the axis (100 for WQI and MMWQI); open-ended when left out (API). */
  readonly max?: number;
  /** How a value is written on its bar and in the tooltip (the page passes Intl formatting). */
  readonly format?: (value: number) => string;
}

const oneDecimal = (value: number) => value.toFixed(1);

/**
 * The sub-index bar chart of the calculators (a pure option builder, one bar per parameter in
 * the given order). Values stay unrounded in the data; only the labels are formatted.
 */
export function buildSubIndexOption(
  bars: readonly SubIndexBar[],
  options: SubIndexChartOptions,
): EChartsCoreOption {
  const format = options.format ?? oneDecimal;
  const reference = options.reference;
  return {
    grid: { left: 48, right: 24, top: 40, bottom: 40, containLabel: true },
    tooltip: {
      trigger: 'item',
      formatter: ({ dataIndex }: { dataIndex: number }) => {
        const bar = bars[dataIndex];
        return bar ? `${bar.name ?? bar.label}: ${format(bar.value)}` : '';
      },
    },
    xAxis: { type: 'category', data: bars.map((b) => b.label), axisLabel: { interval: 0 } },
    yAxis: {
      type: 'value',
      name: options.axisName,
      min: 0,
      ...(options.max === undefined ? {} : { max: options.max }),
    },
    series: [
      {
        name: options.axisName,
        type: 'bar',
        barMaxWidth: 56,
        data: bars.map((b) => ({ value: b.value, itemStyle: { color: b.colour } })),
        label: {
          show: true,
          position: 'top',
          formatter: ({ value }: { value: number }) => format(value),
        },
        ...(reference
          ? {
              markLine: {
                symbol: 'none',
                lineStyle: { type: 'dashed' },
                label: {
                  formatter: `${reference.label}: ${format(reference.value)}`,
                  position: 'insideEndTop',
                },
                data: [{ yAxis: reference.value }],
              },
            }
          : {}),
      },
    ],
  };
}
