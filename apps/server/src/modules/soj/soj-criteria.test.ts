import { describe, expect, it } from 'vitest';
import { criterionOn, judge, type CriterionRow } from './soj-criteria.js';

const row = (
  version: string,
  effectiveFrom: string,
  parameterCode: string,
  stationGroup: string | null,
  min: number | null,
  max: number | null,
): CriterionRow => ({ version, effectiveFrom, parameterCode, stationGroup, min, max });
const ROWS = [
  row('v1', '2020-01-01', 'TSS', null, null, 50),
  row('v2', '2025-07-01', 'TSS', null, null, 40),
  row('v2', '2025-07-01', 'TSS', 'WEST', null, 60),
  row('v2', '2025-07-01', 'DO', null, 5, null),
];

describe('criterionOn', () => {
  it.each([
    ['2019-12-31', 'TSS', 'EAST', null],
    ['2025-06-30', 'TSS', 'EAST', 50],
    ['2025-07-01', 'TSS', 'EAST', 40],
    ['2025-07-01', 'TSS', 'WEST', 60],
  ])('on %s for %s in %s the limit is %s', (day, parameter, group, max) => {
    expect(criterionOn(ROWS, day, parameter, group)?.max ?? null).toBe(max);
  });

  it('finds nothing for a parameter the version in force does not list', () => {
    expect(criterionOn(ROWS, '2025-06-30', 'DO', 'EAST')).toBeNull();
  });
});

describe('judge', () => {
  it.each([
    ['2025-06-30', 'TSS', 45, false],
    ['2025-08-01', 'TSS', 45, true],
    ['2025-08-01', 'DO', 4.9, true],
    ['2025-08-01', 'DO', 5, false],
    ['2025-06-30', 'DO', 1, null],
  ])('on %s %s = %s breaks: %s', (day, parameter, value, expected) => {
    expect(judge(ROWS, day, parameter, 'EAST', value)).toBe(expected);
  });
});
