import { displayUnit } from '@eqmp/domain';
import type { EChartsCoreOption } from 'echarts/core';
import type { ReportChart } from '@eqmp/domain';

/** Height of one unit's chart, and the room its x-axis labels and title take. */
const PANEL_HEIGHT = 180;
const PANEL_GAP = 56;
const TOP = 40;

/** The units of a chart's series in first-seen order; series of an unknown unit share ''. */
export function chartUnits(
  chart: ReportChart,
  unitOf: (series: string) => string | undefined,
): string[] {
  return [...new Set(chart.series.map((s) => unitOf(s.name) ?? ''))];
}

/** Pixel height that fits one panel per unit. */
export function reportChartHeight(units: number): number {
  return Math.max(320, TOP + units * (PANEL_HEIGHT + PANEL_GAP));
}

/**
 * The ECharts option of a report's chart: lines or bars per series, or a box plot. Series of
 * different units never share an axis: each unit gets its own panel with the unit written on
 * its axis and in the legend (`PM10 (µg/m³)`), and ECharts' round ticks. A missing value stays
 * a gap (a partial day is never drawn as a drop to zero).
 */
export function buildReportOption(
  chart: ReportChart,
  unitOf: (series: string) => string | undefined = () => undefined,
): EChartsCoreOption {
  const tooltip = { trigger: chart.type === 'boxplot' ? 'item' : 'axis' };
  const legend = { type: 'scroll', top: 0 };
  const label = (name: string) => (unitOf(name) ? `${name} (${displayUnit(unitOf(name))})` : name);
  if (chart.type === 'boxplot') {
    const unit = chartUnits(chart, unitOf)[0] ?? '';
    return {
      tooltip,
      legend,
      grid: { left: 64, right: 24, top: TOP, bottom: 56 },
      xAxis: { type: 'category', data: chart.categories, axisLabel: { hideOverlap: true } },
      yAxis: { type: 'value', name: displayUnit(unit) || undefined },
      series: chart.series.map((s) => ({
        type: 'boxplot',
        name: label(s.name),
        data: s.data.map((box) => box ?? []),
      })),
    };
  }
  const units = chartUnits(chart, unitOf);
  if (units.length <= 1) {
    return {
      tooltip,
      legend,
      grid: { left: 64, right: 24, top: TOP, bottom: 56 },
      xAxis: { type: 'category', data: chart.categories, axisLabel: { hideOverlap: true } },
      yAxis: {
        type: 'value',
        name: displayUnit(units[0]) || undefined,
        scale: chart.type === 'line',
      },
      series: chart.series.map((s) => ({
        type: chart.type,
        name: label(s.name),
        data: s.data,
        connectNulls: false,
        showSymbol: chart.categories.length <= 62,
      })),
    };
  }
  return {
    tooltip,
    legend,
    axisPointer: { link: [{ xAxisIndex: 'all' }] },
    grid: units.map((_, i) => ({
      left: 64,
      right: 24,
      top: TOP + i * (PANEL_HEIGHT + PANEL_GAP),
      height: PANEL_HEIGHT,
    })),
    xAxis: units.map((_, i) => ({
      type: 'category',
      gridIndex: i,
      data: chart.categories,
      axisLabel: { hideOverlap: true },
    })),
    yAxis: units.map((unit, i) => ({
      type: 'value',
      gridIndex: i,
      name: displayUnit(unit) || undefined,
      scale: chart.type === 'line',
    })),
    series: chart.series.map((s) => {
      const i = units.indexOf(unitOf(s.name) ?? '');
      return {
        type: chart.type,
        name: label(s.name),
        data: s.data,
        connectNulls: false,
        showSymbol: chart.categories.length <= 62,
        xAxisIndex: i,
        yAxisIndex: i,
      };
    }),
  };
}
