import { describe, expect, it } from 'vitest';
import { buildSubIndexOption } from './build-subindex-option';

interface Option {
  xAxis: { data: string[] };
  yAxis: { name: string; min: number; max?: number };
  series: {
    data: { value: number; itemStyle: { color: string } }[];
    label: { formatter: (p: { value: number }) => string };
    markLine?: { data: { yAxis: number }[]; label: { formatter: string } };
  }[];
  tooltip: { formatter: (p: { dataIndex: number }) => string };
}

const bars = [
  { label: 'PM2.5', name: 'Fine particulate matter', value: 68.66583, colour: '#2E9E44' },
  { label: 'PM10', value: 100, colour: '#2E9E44' },
  { label: 'CO', value: 12.345, colour: '#1E6FD9' },
];

describe('buildSubIndexOption', () => {
  it('puts one bar per parameter, in order, with its unrounded value and colour', () => {
    const option = buildSubIndexOption(bars, { axisName: 'Sub-index' }) as unknown as Option;
    expect(option.xAxis.data).toEqual(['PM2.5', 'PM10', 'CO']);
    expect(option.series[0]!.data).toEqual([
      { value: 68.66583, itemStyle: { color: '#2E9E44' } },
      { value: 100, itemStyle: { color: '#2E9E44' } },
      { value: 12.345, itemStyle: { color: '#1E6FD9' } },
    ]);
    expect(option.yAxis).toEqual({ type: 'value', name: 'Sub-index', min: 0 });
  });

  it('writes labels with the given formatter (one decimal by default)', () => {
    const plain = buildSubIndexOption(bars, { axisName: 'x' }) as unknown as Option;
    expect(plain.series[0]!.label.formatter({ value: 68.66583 })).toBe('68.7');
    const malay = buildSubIndexOption(bars, {
      axisName: 'x',
      format: (v) => v.toFixed(2).replace('.', ','),
    }) as unknown as Option;
    expect(malay.series[0]!.label.formatter({ value: 68.66583 })).toBe('68,67');
    expect(malay.tooltip.formatter({ dataIndex: 2 })).toBe('CO: 12,35');
    expect(malay.tooltip.formatter({ dataIndex: 0 })).toBe('Fine particulate matter: 68,67');
  });

  it('draws the overall index as a reference line and fixes the axis top when asked', () => {
    const option = buildSubIndexOption(bars, {
      axisName: 'SI',
      max: 100,
      reference: { value: 95.3, label: 'WQI' },
    }) as unknown as Option;
    expect(option.yAxis.max).toBe(100);
    expect(option.series[0]!.markLine?.data).toEqual([{ yAxis: 95.3 }]);
    expect(option.series[0]!.markLine?.label.formatter).toBe('WQI: 95.3');
  });

  it('has no bars and no reference line for an empty result', () => {
    const option = buildSubIndexOption([], { axisName: 'SI' }) as unknown as Option;
    expect(option.xAxis.data).toEqual([]);
    expect(option.series[0]!.data).toEqual([]);
    expect(option.series[0]!.markLine).toBeUndefined();
  });
});
