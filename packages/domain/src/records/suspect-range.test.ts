import { describe, expect, it } from 'vitest';
import { parameterPassed, suspectRange, SUSPECT_LOOKBACK_MAX_DAYS } from './suspect-range.js';
import { DAY_MS } from '../time/units.js';

const T = Date.UTC(2026, 5, 1);
const tol = { absTolerance: 0.003, relTolerancePct: 10 };

describe('parameterPassed', () => {
  it.each([
    ['no point of the parameter', [], null],
    [
      'zero and span within tolerance',
      [
        [0, 0.002],
        [0.4, 0.43],
      ],
      true,
    ],
    [
      'span 12 % high',
      [
        [0, 0.001],
        [0.4, 0.448],
      ],
      false,
    ],
    ['zero 0.004 off', [[0, 0.004]], false],
  ] as const)('%s → %s', (_name, points, expected) => {
    const rows = points.map(([expected, measured]) => ({
      parameterCode: 'SO2',
      expected,
      measured,
      ...tol,
    }));
    expect(
      parameterPassed([...rows, { parameterCode: 'NO2', expected: 0, measured: 9, ...tol }], 'SO2'),
    ).toBe(expected);
  });
});

describe('suspectRange: back to the last passing check', () => {
  it.each([
    [
      'from the latest earlier pass',
      [T - 40 * DAY_MS, T - 10 * DAY_MS],
      { from: T - 10 * DAY_MS, to: T },
    ],
    [
      'a pass after the failure does not count',
      [T - 20 * DAY_MS, T + DAY_MS],
      { from: T - 20 * DAY_MS, to: T },
    ],
    ['no pass: at most the look-back', [], { from: T - SUSPECT_LOOKBACK_MAX_DAYS * DAY_MS, to: T }],
    [
      'a pass older than the look-back',
      [T - 400 * DAY_MS],
      { from: T - SUSPECT_LOOKBACK_MAX_DAYS * DAY_MS, to: T },
    ],
    ['a pass ending at the failure: nothing', [T], null],
  ] as const)('%s', (_name, passes, expected) => {
    expect(suspectRange(T, passes)).toEqual(expected);
  });
});
