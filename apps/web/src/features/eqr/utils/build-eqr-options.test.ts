import { describe, expect, it } from 'vitest';
import { buildClassShareOption, buildTrendOption } from './build-eqr-options';

describe('EQR chart options', () => {
  it('colours each class bar and keeps years without data as gaps', () => {
    const bars = buildClassShareOption(
      [
        { riverClass: 'I', stations: 1, percent: 50 },
        { riverClass: 'NA', stations: 1, percent: 50 },
      ],
      (c) => `Class ${c}`,
      { I: '#00f', NA: '#999' },
    ) as {
      xAxis: { data: string[] };
      series: { data: { value: number; itemStyle: { color: string } }[] }[];
    };
    expect(bars.xAxis.data).toEqual(['Class I', 'Class NA']);
    expect(bars.series[0]!.data).toEqual([
      { value: 50, itemStyle: { color: '#00f' } },
      { value: 50, itemStyle: { color: '#999' } },
    ]);
    const line = buildTrendOption(
      [
        { year: 2024, meanWqi: null, stations: 0 },
        { year: 2025, meanWqi: 80.5, stations: 2 },
      ],
      'WQI',
    ) as { series: { data: (number | null)[] }[] };
    expect(line.series[0]!.data).toEqual([null, 80.5]);
  });
});
