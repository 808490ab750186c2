import { describe, expect, it } from 'vitest';
import { buildClassPieOption } from '../../../lib/class-pie-option';
import { buildHotspotOption } from './build-hotspot-option';
import { buildStackedBarOption } from './build-stacked-bar-option';
import { buildTrendOption } from './build-trend-option';
import { classLabelKey } from './class-labels';

type Series = { name: string; data: unknown[]; label?: { show: boolean; formatter?: string } }[];
const seriesOf = (option: object) => (option as { series: Series }).series;

describe('class pie', () => {
  it('labels only the slices above 10 % and leaves empty classes out', () => {
    const option = buildClassPieOption([
      { name: 'Good', value: 18, colour: '#1E6FD9', textColour: '#FFFFFF' },
      { name: 'Moderate', value: 1, colour: '#2E9E44', textColour: '#FFFFFF' },
      { name: 'Hazardous', value: 0, colour: '#D32F2F', textColour: '#FFFFFF' },
      { name: 'No Data', value: 1, colour: '#9E9E9E', textColour: '#000000' },
    ]);
    const data = seriesOf(option)[0]!.data as {
      name: string;
      label: { show: boolean; formatter?: string };
      itemStyle: { color: string };
    }[];
    expect(data.map((d) => d.name)).toEqual(['Good', 'Moderate', 'No Data']);
    // 18 of 20 is 90 %; 1 of 20 is 5 %.
    expect(data.map((d) => d.label.show)).toEqual([true, false, false]);
    expect(data[0]!.label.formatter).toBe('90%');
    expect(data[0]!.itemStyle.color).toBe('#1E6FD9');
  });
});

describe('charts', () => {
  it('stacks bars of one category axis, horizontal when asked', () => {
    const option = buildStackedBarOption(
      ['Johor', 'Perak'],
      [{ name: 'Good', data: [3, 1], colour: '#1E6FD9' }],
      true,
    ) as {
      yAxis: { type: string; data: string[] };
      series: { stack: string; itemStyle: { color: string } }[];
    };
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Johor', 'Perak'] });
    expect(option.series[0]).toMatchObject({ stack: 'total', itemStyle: { color: '#1E6FD9' } });
  });

  it('draws a trend line per series with gaps and values to two decimals', () => {
    const series = seriesOf(
      buildTrendOption(['2025-01', '2025-02'], [{ name: 'CA01', values: [1.234, null] }], 'µg/m³'),
    );
    expect(series[0]!.data).toEqual([1.23, null]);
  });

  it('puts hotspots on the left axis and PM on the right one', () => {
    const series = seriesOf(
      buildHotspotOption(['d1'], [{ name: 'in', data: [2] }], [{ name: 'PM2.5', data: [30] }], {
        hotspots: 'Hotspots',
        pm: 'µg/m³',
      }),
    ) as unknown as { type: string; yAxisIndex?: number }[];
    expect(series.map((s) => [s.type, s.yAxisIndex ?? 0])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
  });

  it('names classes as the map legend does', () => {
    expect(classLabelKey('air', 'VERY_UNHEALTHY')).toBe('maps:class.air.VERY_UNHEALTHY');
    expect(classLabelKey('river', 'NA')).toBe('maps:class.noData');
    expect(classLabelKey('marine', 'POOR')).toBe('maps:class.marineCategory.POOR');
  });
});
