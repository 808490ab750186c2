import { describe, expect, it } from 'vitest';
import { meetsCapture, DAILY_MIN_VALID_HOURS, capturePercent } from './capture.js';
import { boxplotOf, describeValues, modeOf, percentile } from './statistics.js';

const ok = (value: number | null) => ({ value, valid: true });
const flagged = (value: number) => ({ value, valid: false });

describe('report statistics', () => {
  // Hand-computed: usable values 2, 4, 4, 5, 7, 9 (the gap and the flagged 100 are left out).
  const values = [ok(4), ok(null), ok(2), flagged(100), ok(9), ok(4), ok(7), ok(5)];

  it('computes average, min, max, median and mode over usable values only', () => {
    expect(describeValues(values, 0)).toEqual({
      count: 6,
      average: 31 / 6,
      min: 2,
      max: 9,
      median: 4.5,
      mode: 4,
    });
  });

  it('gives nulls and a zero count when every value is a gap or flagged', () => {
    expect(describeValues([ok(null), flagged(3)], 1)).toEqual({
      count: 0,
      average: null,
      min: null,
      max: null,
      median: null,
      mode: null,
    });
  });

  it('takes the median of an odd count as the middle value', () => {
    expect(describeValues([ok(3), ok(1), ok(2)], 0).median).toBe(2);
  });

  it('finds the mode at the parameter precision and breaks ties toward the smallest value', () => {
    expect(modeOf([1.04, 1.01, 2.2, 2.24], 1)).toBe(1);
    expect(modeOf([3, 1, 3, 1], 0)).toBe(1);
  });

  it('interpolates percentiles between ranks as percentile_cont does', () => {
    expect(percentile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
    expect(percentile([10], 0.75)).toBe(10);
    expect(percentile([], 0.5)).toBeNull();
  });

  it('summarises a box plot with quartiles of the usable values', () => {
    expect(boxplotOf(values)).toEqual({ count: 6, min: 2, q1: 4, median: 4.5, q3: 6.5, max: 9 });
    expect(boxplotOf([flagged(1)])).toBeNull();
  });

  it('applies the 75 % capture rule: a daily mean needs 18 valid hours', () => {
    expect(DAILY_MIN_VALID_HOURS).toBe(18);
    expect(meetsCapture(18, 24)).toBe(true);
    expect(meetsCapture(17, 24)).toBe(false);
    expect(meetsCapture(0, 0)).toBe(false);
    expect(capturePercent(17, 24)).toBe(70.8);
  });
});
