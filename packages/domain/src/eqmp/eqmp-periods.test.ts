import { describe, expect, it } from 'vitest';
import { eqmpPeriod, eqmpPeriodsOfYear, isEqmpOverdue } from './eqmp-periods.js';

describe('eqmpPeriod', () => {
  it.each([
    ['monthly', '2026-02', { start: '2026-02-01', end: '2026-02-28', due: '2026-03-14' }],
    ['monthly', '2024-02', { start: '2024-02-01', end: '2024-02-29', due: '2024-03-14' }],
    ['quarterly', '2026-Q4', { start: '2026-10-01', end: '2026-12-31', due: '2027-01-30' }],
    ['annual', '2025', { start: '2025-01-01', end: '2025-12-31', due: '2026-03-31' }],
  ] as const)('%s %s', (type, period, dates) => {
    expect(eqmpPeriod(type, period)).toEqual({ period, ...dates });
  });

  it.each([
    ['monthly', '2026-13'],
    ['monthly', '2026-Q1'],
    ['quarterly', '2026-Q5'],
    ['annual', '26'],
  ] as const)('refuses %s %s', (type, period) => {
    expect(eqmpPeriod(type, period)).toBeNull();
  });
});

describe('eqmpPeriodsOfYear and overdue', () => {
  // 15 March 2026, 07:30 in Kuala Lumpur (14 March 23:30 UTC).
  const now = '2026-03-14T23:30:00Z';

  it('lists the periods begun by now, in local time', () => {
    expect(eqmpPeriodsOfYear('monthly', 2026, now).map((p) => p.period)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(eqmpPeriodsOfYear('quarterly', 2026, now).map((p) => p.period)).toEqual(['2026-Q1']);
    expect(eqmpPeriodsOfYear('annual', 2027, now)).toEqual([]);
  });

  it('makes a period overdue only after its due day, in local time', () => {
    expect(isEqmpOverdue(eqmpPeriod('monthly', '2026-02')!, now)).toBe(true);
    expect(isEqmpOverdue(eqmpPeriod('monthly', '2026-02')!, '2026-03-14T15:59:00Z')).toBe(false);
    expect(isEqmpOverdue(eqmpPeriod('monthly', '2026-03')!, now)).toBe(false);
  });
});
