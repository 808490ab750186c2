import { describe, expect, it } from 'vitest';
import { buildReportOption, chartUnits, reportChartHeight } from './build-report-option';

describe('buildReportOption', () => {
  it('draws one line per series over the categories, leaving gaps as gaps', () => {
    const option = buildReportOption({
      type: 'line',
      categories: ['01', '02'],
      series: [{ name: 'PM10', data: [30, null] }],
    }) as {
      xAxis: { data: string[] };
      series: { type: string; data: unknown[]; connectNulls: boolean }[];
    };
    expect(option.xAxis.data).toEqual(['01', '02']);
    expect(option.series).toMatchObject([{ type: 'line', data: [30, null], connectNulls: false }]);
  });

  it('draws a box plot with an empty box for a station without samples', () => {
    const option = buildReportOption({
      type: 'boxplot',
      categories: ['A', 'B'],
      series: [{ name: 'BOD', data: [[1, 2, 3, 4, 5], null] }],
    }) as { series: { type: string; data: unknown[] }[] };
    expect(option.series[0]).toMatchObject({ type: 'boxplot', data: [[1, 2, 3, 4, 5], []] });
  });
});

describe('buildReportOption by unit', () => {
  const units: Record<string, string> = { PM10: 'ug/m3', CO: 'ppm', SR: 'W/m2', NO2: 'ppm' };
  const chart = {
    type: 'line' as const,
    categories: ['00', '01'],
    series: ['PM10', 'CO', 'SR', 'NO2'].map((name) => ({ name, data: [1, null] })),
  };

  it('gives each unit its own panel and axis, so gases never share an axis with solar radiation', () => {
    const option = buildReportOption(chart, (s) => units[s]) as {
      grid: unknown[];
      yAxis: { name: string; gridIndex: number }[];
      series: { name: string; yAxisIndex: number }[];
    };
    expect(option.grid).toHaveLength(3);
    expect(option.yAxis.map((a) => a.name)).toEqual(['µg/m³', 'ppm', 'W/m²']);
    expect(option.series.map((s) => [s.name, s.yAxisIndex])).toEqual([
      ['PM10 (µg/m³)', 0],
      ['CO (ppm)', 1],
      ['SR (W/m²)', 2],
      ['NO2 (ppm)', 1],
    ]);
  });

  it('keeps one panel with the unit on its axis when all series share a unit', () => {
    const option = buildReportOption(
      { ...chart, series: chart.series.filter((s) => units[s.name] === 'ppm') },
      (s) => units[s],
    ) as { yAxis: { name: string } };
    expect(option.yAxis.name).toBe('ppm');
    expect(chartUnits(chart, (s) => units[s])).toEqual(['ug/m3', 'ppm', 'W/m2']);
    expect(reportChartHeight(3)).toBeGreaterThan(reportChartHeight(1));
  });
});
