import { describe, expect, it } from 'vitest';
import { buildValuesOption } from './build-values-option';
import { klMonth, monthRange } from './month-range';

describe('monthRange', () => {
  it.each([
    ['2026-01', '2026-01-01T00:00:00+08:00', '2026-02-01T00:00:00+08:00'],
    ['2025-12', '2025-12-01T00:00:00+08:00', '2026-01-01T00:00:00+08:00'],
  ])('%s → [%s, %s)', (month, from, to) => {
    expect(monthRange(month)).toEqual({ from, to });
  });

  it('takes the month of Kuala Lumpur, not of UTC', () => {
    expect(klMonth(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02');
    expect(klMonth(new Date('2026-01-31T15:00:00Z'))).toBe('2026-01');
  });
});

describe('buildValuesOption', () => {
  it('leaves invalid values out of the current line and marks flagged raw values', () => {
    const option = buildValuesOption(
      [
        { ts: 'a', raw: 30, value: 30, validity: 1, autoFlag: 1 },
        { ts: 'b', raw: 300, value: 300, validity: -1, autoFlag: 3 },
      ],
      { raw: 'Raw', current: 'Current', unit: 'µg/m³' },
      { raw: 'grey', current: 'blue', flagged: 'red' },
    ) as { series: { data: unknown[] }[] };
    expect(option.series[1]!.data).toEqual([
      ['a', 30],
      ['b', null],
    ]);
    expect(option.series[0]!.data[1]).toEqual({ value: ['b', 300], itemStyle: { color: 'red' } });
  });
});
