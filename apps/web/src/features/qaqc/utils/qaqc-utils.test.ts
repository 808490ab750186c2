import { describe, expect, it } from 'vitest';
import { buildValuesOption } from './build-values-option';
import { monthRange } from './month-range';

describe('monthRange', () => {
  it.each([
    ['2026-01', '2026-01-01T00:00:00+08:00', '2026-02-01T00:00:00+08:00'],
    ['2025-12', '2025-12-01T00:00:00+08:00', '2026-01-01T00:00:00+08:00'],
  ])('%s → [%s, %s)', (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
  });
});

const LABELS = { raw: 'Raw', current: 'Current', brush: 'Select a period', clear: 'Clear' };

describe('buildValuesOption', () => {
  it('leaves invalid values out of the current line and marks flagged raw values', () => {
    const option = buildValuesOption(
      [
        {
          code: 'PM10',
          unit: 'µg/m³',
          points: [
            { ts: 'a', raw: 30, value: 30, validity: 1, autoFlag: 1 },
            { ts: 'b', raw: 300, value: 300, validity: -1, autoFlag: 3 },
          ],
        },
      ],
      LABELS,
      { raw: 'grey', current: 'blue', flagged: 'red' },
    ) as { series: { data: unknown[] }[] };
    expect(option.series[1]!.data).toEqual([
      ['a', 30],
      ['b', null],
    ]);
    expect(option.series[0]!.data[1]).toEqual({ value: ['b', 300], itemStyle: { color: 'red' } });
  });

  it('writes the time axis and the tooltip in Malaysia time, not UTC', () => {
    const option = buildValuesOption(
      [
        {
          code: 'PM10',
          unit: 'µg/m³',
          points: [{ ts: '2026-01-15T01:15:00Z', raw: 30, value: 31, validity: 1, autoFlag: 1 }],
        },
      ],
      LABELS,
      { raw: 'grey', current: 'blue', flagged: 'red' },
    ) as {
      xAxis: { axisLabel: { formatter: (v: number) => string } }[];
      tooltip: { formatter: (items: unknown[]) => string };
    };
    expect(option.xAxis[0]!.axisLabel.formatter(Date.parse('2026-01-15T01:15:00Z'))).toBe('09:15');
    const text = option.tooltip.formatter([
      { seriesName: 'Raw', value: ['2026-01-15T01:15:00Z', 30] },
      { seriesName: 'Current', value: ['2026-01-15T01:15:00Z', 31] },
    ]);
    expect(text).toBe('15/01/2026 09:15<br/>Raw: 30<br/>Current: 31');
  });

  it('gives each parameter shown together its own panel and value axis on one brushable time axis', () => {
    const point = { ts: '2026-01-15T01:15:00Z', raw: 30, value: 31, validity: 1, autoFlag: 1 };
    const option = buildValuesOption(
      [
        { code: 'PM10', unit: 'µg/m³', points: [point] },
        { code: 'CO', unit: 'ppm', points: [point] },
      ],
      LABELS,
      { raw: 'grey', current: 'blue', flagged: 'red' },
    ) as {
      grid: unknown[];
      yAxis: { name: string; gridIndex: number }[];
      series: { xAxisIndex: number }[];
      brush: { xAxisIndex: string; brushType: string };
    };
    expect(option.grid).toHaveLength(2);
    expect(option.yAxis).toEqual([
      expect.objectContaining({ name: 'PM10 (µg/m³)', gridIndex: 0 }),
      expect.objectContaining({ name: 'CO (ppm)', gridIndex: 1 }),
    ]);
    expect(option.series.map((s) => s.xAxisIndex)).toEqual([0, 0, 1, 1]);
    expect(option.brush).toMatchObject({ xAxisIndex: 'all', brushType: 'lineX' });
  });
});
