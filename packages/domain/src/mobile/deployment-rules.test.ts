import { describe, expect, it } from 'vitest';
import { insideDeploymentBounds, insidePeriod, periodsOverlap } from './deployment-rules.js';

describe('deployment rules', () => {
  it.each([
    [{ startsAt: 0, endsAt: 10 }, { startsAt: 10, endsAt: 20 }, false],
    [{ startsAt: 0, endsAt: 11 }, { startsAt: 10, endsAt: 20 }, true],
    [{ startsAt: 0, endsAt: null }, { startsAt: 100, endsAt: 200 }, true],
    [{ startsAt: 300, endsAt: null }, { startsAt: 100, endsAt: 200 }, false],
    [{ startsAt: 150, endsAt: null }, { startsAt: 100, endsAt: null }, true],
  ])('%j and %j overlap: %s', (a, b, expected) => {
    expect(periodsOverlap(a, b)).toBe(expected);
    expect(periodsOverlap(b, a)).toBe(expected);
  });

  it('a period includes both its ends; an ongoing one has no end', () => {
    expect(insidePeriod(10, { startsAt: 10, endsAt: 20 })).toBe(true);
    expect(insidePeriod(20, { startsAt: 10, endsAt: 20 })).toBe(true);
    expect(insidePeriod(21, { startsAt: 10, endsAt: 20 })).toBe(false);
    expect(insidePeriod(9, { startsAt: 10, endsAt: null })).toBe(false);
    expect(insidePeriod(1e12, { startsAt: 10, endsAt: null })).toBe(true);
  });

  it.each([
    [101.5, 3.1, true],
    [117.9, 5.9, true],
    [3.1, 101.5, false],
    [103.8, 1.2, true],
    [100.0, 13.7, false],
  ])('(%d, %d) inside Malaysia: %s', (lon, lat, expected) => {
    expect(insideDeploymentBounds(lon, lat)).toBe(expected);
  });
});
