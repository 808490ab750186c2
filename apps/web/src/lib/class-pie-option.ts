import { PIE_LABEL_MIN_PERCENT } from '@eqmp/domain';
import type { EChartsCoreOption } from 'echarts/core';

interface PieSlice {
  readonly name: string;
  readonly value: number;
  readonly colour: string;
  readonly textColour: string;
}

/**
 * A pie of stations (or days) per class (spec §4: the percentage per class; the executive summary
 * and the map's class pie): empty classes left out, and a label only on slices above the spec §9 threshold (10 %), in the slice's
 * readable text colour.
 */
export function buildClassPieOption(slices: readonly PieSlice[]): EChartsCoreOption {
  const shown = slices.filter((s) => s.value > 0);
  const total = shown.reduce((sum, s) => sum + s.value, 0);
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    series: [
      {
        type: 'pie',
        radius: ['0%', '70%'],
        data: shown.map((s) => {
          const percent = total > 0 ? (100 * s.value) / total : 0;
          return {
            name: s.name,
            value: s.value,
            itemStyle: { color: s.colour },
            label:
              percent > PIE_LABEL_MIN_PERCENT
                ? {
                    show: true,
                    position: 'inside',
                    formatter: `${Math.round(percent)}%`,
                    color: s.textColour,
                  }
                : { show: false },
            labelLine: { show: false },
          };
        }),
      },
    ],
  };
}
