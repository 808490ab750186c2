import { type QueryOutputs, WIND_SECTOR_DEGREES } from '@eqmp/domain';
import type { EChartsCoreOption } from 'echarts/core';

export interface WindroseLabels {
  sector: (sector: string) => string;
  speedClass: (c: { from: number; to: number | null }) => string;
}

/**
 * The windrose as a polar stacked bar (ARCHITECTURE.md: ECharts for every chart): one bar per
 * compass sector, stacked by speed class, in percent of the valid hours. The angle axis starts
 * half a sector left of north so that each bar is centred on its bearing, clockwise.
 */
export function buildWindroseOption(
  rose: Pick<QueryOutputs['windrose'], 'sectors' | 'speedClasses' | 'percent'>,
  labels: WindroseLabels,
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => `${String(v)} %` },
    legend: { bottom: 0, data: rose.speedClasses.map(labels.speedClass) },
    polar: { radius: ['0%', '75%'] },
    angleAxis: {
      type: 'category',
      data: rose.sectors.map(labels.sector),
      startAngle: 90 + WIND_SECTOR_DEGREES / 2,
      clockwise: true,
      z: 10,
    },
    radiusAxis: { axisLabel: { formatter: '{value} %' } },
    series: rose.speedClasses.map((c, i) => ({
      type: 'bar',
      name: labels.speedClass(c),
      coordinateSystem: 'polar',
      stack: 'wind',
      data: rose.percent.map((row) => row[i] ?? 0),
    })),
  };
}
