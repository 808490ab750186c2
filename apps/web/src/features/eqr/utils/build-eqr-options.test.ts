import { describe, expect, it } from 'vitest';
import {
  buildApiDaysOption,
  buildFailingOption,
  buildShareOption,
  buildTrendOption,
} from './build-eqr-options';

describe('EQR chart options', () => {
  it('colours each class bar and keeps years without data as gaps', () => {
    const bars = buildShareOption(
      [
        { key: 'I', percent: 50 },
        { key: 'NA', percent: 50 },
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

describe('EQR air and marine chart options', () => {
  it('stacks each state’s days per class in the class colours', () => {
    const option = buildApiDaysOption(
      [
        {
          state: 'Johor',
          stations: 1,
          counts: {
            GOOD: 300,
            MODERATE: 60,
            UNHEALTHY: 0,
            VERY_UNHEALTHY: 0,
            HAZARDOUS: 0,
            NO_DATA: 5,
          },
        },
      ],
      ['GOOD', 'NO_DATA'],
      (c) => c.toLowerCase(),
      { GOOD: '#00f', NO_DATA: '#999' },
    ) as {
      yAxis: { data: string[] };
      series: { name: string; stack: string; data: number[]; itemStyle: { color: string } }[];
    };
    expect(option.yAxis.data).toEqual(['Johor']);
    expect(option.series.map((s) => [s.name, s.stack, s.data, s.itemStyle.color])).toEqual([
      ['good', 'days', [300], '#00f'],
      ['no_data', 'days', [5], '#999'],
    ]);
  });

  it('lists the failing parameters with their share failed', () => {
    const option = buildFailingOption(
      [
        { parameter: 'FC', basis: 'subIndex', judged: 4, failed: 2, percent: 50 },
        { parameter: 'DO', basis: 'criteria', judged: 3, failed: 1, percent: 33.3 },
      ],
      (r) => `${r.parameter} (${r.basis})`,
    ) as { yAxis: { data: string[] }; series: { data: number[] }[] };
    expect(option.yAxis.data).toEqual(['FC (subIndex)', 'DO (criteria)']);
    expect(option.series[0]!.data).toEqual([50, 33.3]);
  });
});
