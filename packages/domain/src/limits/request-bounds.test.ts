import { describe, expect, it } from 'vitest';
import { checkRange, isDateTextOutsideWindow, isInDateWindow } from './request-bounds.js';
import { DAY_MS } from '../time/units.js';

const at = (iso: string) => Date.parse(iso);

describe('the date window', () => {
  it.each([
    ['1970-01-01T00:00:00Z', true],
    ['2100-12-31T23:59:59Z', true],
    ['1969-12-31T23:59:59Z', false],
    ['2101-01-01T00:00:00Z', false],
  ])('%s is inside: %s', (iso, inside) => {
    expect(isInDateWindow(at(iso))).toBe(inside);
  });

  it('holds NaN and infinities outside', () => {
    expect(isInDateWindow(Number.NaN)).toBe(false);
    expect(isInDateWindow(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it.each([
    ['0000-01-01', true],
    ['-271821-04-20', true],
    ['+275760-09-13', true],
    ['9999-12-31', true],
    ['9999-12-31T00:00:00Z', true],
    ['2026-01-15', false],
    ['2026-01-15T08:00:00+08:00', false],
    ['not a date', false],
    ['9999 bottles', false],
  ])('the text %s is outside: %s', (text, outside) => {
    expect(isDateTextOutsideWindow(text)).toBe(outside);
  });
});

describe('checkRange', () => {
  const from = at('2026-01-01T00:00:00Z');
  it.each([
    [from, from + 92 * DAY_MS, 92, null],
    [from, from + 93 * DAY_MS, 92, 'tooLong'],
    [from, from, 92, 'order'],
    [from + DAY_MS, from, 92, 'order'],
    [from, at('9999-12-31T00:00:00Z'), 92, 'window'],
    [at('0000-01-01T00:00:00Z'), from, 92, 'window'],
  ] as const)('[%s, %s) with at most %s days: %s', (start, end, max, problem) => {
    expect(checkRange(start, end, max)).toBe(problem);
  });
});
