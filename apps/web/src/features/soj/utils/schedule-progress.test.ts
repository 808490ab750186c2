import type { SojRoundSummary } from '@eqmp/domain';
import { describe, expect, it } from 'vitest';
import { quarterProgress, roundYears } from './schedule-progress';

const round = (quarter: string, status: SojRoundSummary['status']) =>
  ({ quarter, status }) as SojRoundSummary;

describe('quarterProgress', () => {
  it('counts planned, sampled and approved rounds per quarter, oldest first', () => {
    const rounds = [
      round('2025-Q2', 'planned'),
      round('2025-Q1', 'approved'),
      round('2025-Q1', 'verified'),
      round('2025-Q2', 'returned'),
      round('2025-Q1', 'planned'),
    ];
    expect(quarterProgress(rounds)).toEqual([
      { quarter: '2025-Q1', planned: 3, sampled: 2, approved: 1 },
      { quarter: '2025-Q2', planned: 2, sampled: 1, approved: 0 },
    ]);
  });
});

describe('roundYears', () => {
  it('lists each year once, newest first', () => {
    expect(
      roundYears([
        round('2024-Q1', 'planned'),
        round('2025-Q3', 'planned'),
        round('2024-Q4', 'planned'),
      ]),
    ).toEqual([2025, 2024]);
  });
});
