import { describe, expect, it } from 'vitest';
import { lowestLevel, stationDataLevel, type CoverageRange } from './data-level.js';

const d = (iso: string) => new Date(`${iso}T00:00:00+08:00`);
const from = d('2025-01-01');
const to = d('2026-01-01');
const r = (a: string, b: string, level: 2 | 3): CoverageRange => ({ from: d(a), to: d(b), level });

describe('stationDataLevel', () => {
  it.each([
    ['no approval', [], 'provisional'],
    [
      'approved the whole year in two ranges',
      [r('2025-01-01', '2025-07-01', 3), r('2025-07-01', '2026-01-01', 3)],
      'approved',
    ],
    [
      'approved with a one-month gap',
      [r('2025-01-01', '2025-06-01', 3), r('2025-07-01', '2026-01-01', 3)],
      'provisional',
    ],
    [
      'gap filled by a review',
      [
        r('2025-01-01', '2025-06-01', 3),
        r('2025-05-15', '2025-07-15', 2),
        r('2025-07-01', '2026-01-01', 3),
      ],
      'reviewed',
    ],
    ['reviewed the whole year', [r('2024-12-01', '2026-02-01', 2)], 'reviewed'],
    ['approved but starting late', [r('2025-01-02', '2026-01-01', 3)], 'provisional'],
  ] as const)('%s → %s', (_name, ranges, level) => {
    expect(stationDataLevel(ranges, from, to)).toBe(level);
  });
});

describe('lowestLevel', () => {
  it('is the lowest level of the stations used, or null without stations', () => {
    expect(lowestLevel(['approved', 'reviewed', 'approved'])).toBe('reviewed');
    expect(lowestLevel(['approved'])).toBe('approved');
    expect(lowestLevel([])).toBeNull();
  });
});
