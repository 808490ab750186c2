import { describe, expect, it } from 'vitest';
import { AVERAGING, runningAverage, type HourlyValue } from './averaging.js';
import { HOUR_MS } from '../time/units.js';

const END = Date.parse('2024-03-01T12:00:00Z');

/** `count` hourly values ending at END; the first `missing` of them are null. */
function series(count: number, missing: number, value = 10): HourlyValue[] {
  return Array.from({ length: count }, (_, i) => ({
    ts: END - (count - 1 - i) * HOUR_MS,
    value: i < missing ? null : value,
  }));
}

describe('AVERAGING (spec §9 running averages)', () => {
  it('averages PM over 24 h, CO over 8 h, the others over 1 h', () => {
    expect(AVERAGING.PM25).toEqual({ period: '24H', hours: 24, minValidHours: 18 });
    expect(AVERAGING.PM10).toEqual({ period: '24H', hours: 24, minValidHours: 18 });
    expect(AVERAGING.CO).toEqual({ period: '8H', hours: 8, minValidHours: 6 });
    for (const p of ['SO2', 'NO2', 'O3'] as const) expect(AVERAGING[p].hours).toBe(1);
  });
});

describe('runningAverage completeness', () => {
  it.each([
    ['24 h with 17 valid hours', AVERAGING.PM10, series(24, 7), 17, false],
    ['24 h with 18 valid hours', AVERAGING.PM10, series(24, 6), 18, true],
    ['8 h with 5 valid hours', AVERAGING.CO, series(8, 3), 5, false],
    ['8 h with 6 valid hours', AVERAGING.CO, series(8, 2), 6, true],
    ['1 h with its hour', AVERAGING.O3, series(1, 0), 1, true],
    ['1 h with its hour missing', AVERAGING.O3, series(1, 1), 0, false],
  ])('%s', (_label, rule, values, validHours, isComplete) => {
    const average = runningAverage(values, END, rule);
    expect([average.validHours, average.isComplete]).toEqual([validHours, isComplete]);
  });

  it('keeps the mean of an incomplete window for display', () => {
    expect(runningAverage(series(24, 7, 30), END, AVERAGING.PM10).value).toBe(30);
    expect(runningAverage([], END, AVERAGING.PM10).value).toBeNull();
  });

  it('leaves out hours QA/QC marked invalid, and non-finite values', () => {
    const values = series(24, 0).map((v, i) => (i < 6 ? { ...v, valid: false } : v));
    values.push({ ts: END, value: Number.NaN }); // replaces the valid hour at END
    const average = runningAverage(values, END, AVERAGING.PM10);
    expect([average.validHours, average.isComplete]).toEqual([17, false]);
  });

  it('takes hours in (end − 24 h, end]: the hour at end counts, the hour 24 h before does not', () => {
    const values: HourlyValue[] = [
      { ts: END, value: 10 },
      { ts: END - 23 * HOUR_MS, value: 20 },
      { ts: END - 24 * HOUR_MS, value: 1000 },
      { ts: END + HOUR_MS, value: 1000 },
    ];
    const average = runningAverage(values, END, AVERAGING.PM10);
    expect([average.validHours, average.value]).toEqual([2, 15]);
  });

  it('counts an hour given twice once, the later entry winning', () => {
    const values: HourlyValue[] = [
      { ts: END, value: 10 },
      { ts: new Date(END), value: 30 },
    ];
    expect(runningAverage(values, END, AVERAGING.O3)).toMatchObject({ validHours: 1, value: 30 });
  });

  it('accepts ISO timestamps that name their offset and ignores those that do not', () => {
    const values: HourlyValue[] = [
      { ts: '2024-03-01T20:00:00+08:00', value: 4 },
      { ts: '2024-03-01T12:00:00', value: 99 },
    ];
    expect(runningAverage(values, END, AVERAGING.O3)).toMatchObject({ validHours: 1, value: 4 });
  });

  it('refuses an invalid end instant', () => {
    expect(() => runningAverage([], 'not a time', AVERAGING.O3)).toThrow(RangeError);
  });
});
