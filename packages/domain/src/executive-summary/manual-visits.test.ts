import { describe, expect, it } from 'vitest';
import {
  expectedVisits,
  monthsBetween,
  monthState,
  summariseVisits,
  visitStatus,
} from './manual-visits.js';

describe('expectedVisits', () => {
  it.each([
    ['MRWQM', '2026-02', 1],
    ['MMWQM', '2026-01', 1],
    // Every 6 days: the whole cycles of the month.
    ['MAQM', '2026-02', 4],
    ['MAQM', '2024-02', 4],
    ['MAQM', '2026-04', 5],
    ['MAQM', '2026-01', 5],
  ] as const)('%s owes %s visit(s) in %s', (programme, month, visits) => {
    expect(expectedVisits(programme, month)).toBe(visits);
  });
});

describe('visitStatus', () => {
  it('counts visits made as sampled and the rest as missed once the month has ended', () => {
    expect(visitStatus(5, 3, 'ended')).toEqual({ expected: 5, sampled: 3, due: 0, missed: 2 });
  });

  it('counts the rest as due while the month runs', () => {
    expect(visitStatus(1, 0, 'running')).toEqual({ expected: 1, sampled: 0, due: 1, missed: 0 });
  });

  it('does not let an extra visit make up for another', () => {
    expect(visitStatus(1, 2, 'ended')).toEqual({ expected: 1, sampled: 1, due: 0, missed: 0 });
  });

  it('owes nothing in a month to come', () => {
    expect(visitStatus(1, 0, 'future')).toEqual({ expected: 0, sampled: 0, due: 0, missed: 0 });
  });
});

describe('months', () => {
  it('lists the months of a range across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-02', '2026-01')).toEqual([]);
  });

  it('places a month against the current one', () => {
    expect(['2025-12', '2026-01', '2026-02'].map((m) => monthState(m, '2026-01'))).toEqual([
      'ended',
      'running',
      'future',
    ]);
  });
});

describe('summariseVisits', () => {
  const v = (
    stationId: string,
    stateName: string | null,
    month: string,
    status: ReturnType<typeof visitStatus>,
    programme: 'MRWQM' | 'MAQM' = 'MRWQM',
  ) => ({ programme, stationId, stationName: `Station ${stationId}`, stateName, month, ...status });

  it('sums per programme and state, per month, and lists the stations that missed', () => {
    const ledger = [
      v('R1', 'Johor', '2025-12', visitStatus(1, 1, 'ended')),
      v('R1', 'Johor', '2026-01', visitStatus(1, 0, 'running')),
      v('R2', 'Johor', '2025-12', visitStatus(1, 0, 'ended')),
      v('R2', 'Johor', '2026-01', visitStatus(1, 1, 'running')),
      v('R3', 'Perak', '2025-12', visitStatus(1, 0, 'ended')),
      v('A1', 'Perak', '2025-12', visitStatus(5, 4, 'ended'), 'MAQM'),
    ];
    const summary = summariseVisits(ledger);
    expect(summary.rows).toEqual([
      {
        programme: 'MAQM',
        stateName: 'Perak',
        stations: 1,
        expected: 5,
        sampled: 4,
        due: 0,
        missed: 1,
      },
      {
        programme: 'MRWQM',
        stateName: 'Johor',
        stations: 2,
        expected: 4,
        sampled: 2,
        due: 1,
        missed: 1,
      },
      {
        programme: 'MRWQM',
        stateName: 'Perak',
        stations: 1,
        expected: 1,
        sampled: 0,
        due: 0,
        missed: 1,
      },
    ]);
    expect(summary.byMonth.filter((m) => m.programme === 'MRWQM')).toEqual([
      { programme: 'MRWQM', month: '2025-12', expected: 3, sampled: 1, due: 0, missed: 2 },
      { programme: 'MRWQM', month: '2026-01', expected: 2, sampled: 1, due: 1, missed: 0 },
    ]);
    expect(summary.missedStations.map((s) => [s.stationId, s.months])).toEqual([
      ['A1', ['2025-12']],
      ['R2', ['2025-12']],
      ['R3', ['2025-12']],
    ]);
  });
});
