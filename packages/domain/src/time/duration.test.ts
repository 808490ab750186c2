import { describe, expect, it } from 'vitest';
import { describeDuration } from './duration.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('describeDuration (minutes under an hour, hours under a day, days beyond)', () => {
  it.each([
    [0, 'minutes', 0],
    [59 * 1000, 'minutes', 0],
    [45 * MIN, 'minutes', 45],
    [HOUR - 1, 'minutes', 59],
    [HOUR, 'hours', 1],
    [2 * HOUR - 1, 'hours', 1],
    [DAY - 1, 'hours', 23],
    [DAY, 'days', 1],
    [49 * HOUR, 'days', 2],
    [-90 * MIN, 'hours', 1],
  ])('%s ms → %s %s', (ms, unit, value) => {
    expect(describeDuration(ms)).toEqual({ unit, value });
  });

  it('answers null for a non-finite duration', () => {
    expect(describeDuration(Number.NaN)).toBeNull();
    expect(describeDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
