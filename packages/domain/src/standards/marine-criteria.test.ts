import { describe, expect, it } from 'vitest';
import { checkExceedance } from './limits.js';
import { MARINE_CRITERIA_MMWQCS_SEED, MARINE_CRITERIA_SEED } from './marine-criteria.js';

const rows = [...MARINE_CRITERIA_SEED, ...MARINE_CRITERIA_MMWQCS_SEED];

describe('marine criteria seeds (MMWQCS after the provisional placeholders)', () => {
  it('holds one row per class and parameter, ids unique across both versions', () => {
    expect(MARINE_CRITERIA_MMWQCS_SEED).toHaveLength(4 * 6);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it.each([
    // class 2, the NPE1 tier: maxima in mg/L (the standard's µg/L divided by 1000), DO a minimum
    ['NO3', '2', 0.061, true],
    ['NO3', '2', 0.06, false],
    ['NH3', '2', 0.071, true],
    ['PO4', '2', 0.075, false],
    ['TSS', '2', 51, true],
    ['FC', '2', 101, true],
    ['DO', '2', 4.9, true],
    ['DO', '2', 5, false],
    // class 3, the NPE2 tier
    ['NO3', '3', 0.9, false],
    ['PO4', '3', 0.68, true],
    ['DO', '3', 2.9, true],
    ['FC', '3', 150, false],
    // estuaries
    ['DO', 'E', 3.5, true],
    ['TSS', 'E', 99, false],
  ])('%s %s = %d on 2026-03-01 breaches: %s', (parameter, stationClass, value, expected) => {
    const check = checkExceedance(rows, { parameter, stationClass }, value, '2026-03-01T02:00:00Z');
    expect(check.limit?.version).toBe('MMWQCS');
    expect(check.isExceedance).toBe(expected);
  });

  it('class 1 DO (a % saturation criterion) judges nothing; the placeholders stay before 2010', () => {
    expect(
      checkExceedance(rows, { parameter: 'DO', stationClass: '1' }, 0.5, '2026-03-01T02:00:00Z')
        .isExceedance,
    ).toBeNull();
    const before = checkExceedance(
      rows,
      { parameter: 'NO3', stationClass: '2' },
      5,
      '2009-12-31T00:00:00Z',
    );
    expect([before.limit?.version, before.isExceedance]).toEqual(['PROVISIONAL', null]);
  });
});
