import { describe, expect, it } from 'vitest';
import { daysPerClass } from './air-days.js';

const counts = (list: { cls: string; count: number }[]) =>
  Object.fromEntries(list.filter((c) => c.count > 0).map((c) => [c.cls, c.count]));

describe('daysPerClass', () => {
  const days = ['2026-01-01', '2026-01-02', '2026-01-03'];
  const rows = [
    // State A: two stations on the 1st (the worst, 120, decides), 60 on the 2nd, nothing on the 3rd.
    { stateName: 'A', day: '2026-01-01', maxApi: 45 },
    { stateName: 'A', day: '2026-01-01', maxApi: 120 },
    { stateName: 'A', day: '2026-01-02', maxApi: 60 },
    // State B: 30, 210, and a day whose hours had no API.
    { stateName: 'B', day: '2026-01-01', maxApi: 30 },
    { stateName: 'B', day: '2026-01-02', maxApi: 210 },
    { stateName: 'B', day: '2026-01-03', maxApi: null },
  ];

  it('gives each state day the class of its highest API, and NA to a day without one', () => {
    const result = daysPerClass(rows, days, ['A', 'B', 'C']);
    expect(result.states.map((s) => [s.stateName, counts(s.counts)])).toEqual([
      ['A', { UNHEALTHY: 1, MODERATE: 1, NA: 1 }],
      ['B', { GOOD: 1, VERY_UNHEALTHY: 1, NA: 1 }],
      ['C', { NA: 3 }],
    ]);
  });

  it('gives the nation the highest API of all states each day', () => {
    // 1st: max(120, 30) = 120 unhealthy; 2nd: max(60, 210) = 210 very unhealthy; 3rd: none.
    expect(counts(daysPerClass(rows, days, []).national)).toEqual({
      UNHEALTHY: 1,
      VERY_UNHEALTHY: 1,
      NA: 1,
    });
  });

  it('reads the band of the rounded API at the boundaries', () => {
    const edge = [
      { stateName: 'A', day: '2026-01-01', maxApi: 50 },
      { stateName: 'A', day: '2026-01-02', maxApi: 51 },
      { stateName: 'A', day: '2026-01-03', maxApi: 301 },
    ];
    expect(counts(daysPerClass(edge, days, ['A']).states[0]!.counts)).toEqual({
      GOOD: 1,
      MODERATE: 1,
      HAZARDOUS: 1,
    });
  });
});
