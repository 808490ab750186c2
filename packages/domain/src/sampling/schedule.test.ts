import { describe, expect, it } from 'vitest';
import { MAX_PLANNED_VISITS, plannedDays, progressByMonth } from './schedule.js';

describe('plannedDays', () => {
  it('plans one visit', () => {
    expect(plannedDays('once', '2026-03-14', '2026-12-31')).toEqual(['2026-03-14']);
  });

  it('plans every n days, the end day included', () => {
    expect(plannedDays('weekly', '2026-03-02', '2026-03-23')).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
    ]);
    expect(plannedDays('every6Days', '2026-02-25', '2026-03-10')).toEqual([
      '2026-02-25',
      '2026-03-03',
      '2026-03-09',
    ]);
  });

  it('plans every n months on the same day, or the last day of a shorter month', () => {
    expect(plannedDays('monthly', '2026-01-31', '2026-05-01')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ]);
    expect(plannedDays('quarterly', '2025-11-15', '2026-11-15')).toEqual([
      '2025-11-15',
      '2026-02-15',
      '2026-05-15',
      '2026-08-15',
      '2026-11-15',
    ]);
    expect(plannedDays('bimonthly', '2024-12-29', '2025-03-01')).toEqual([
      '2024-12-29',
      '2025-02-28',
    ]);
  });

  it('plans nothing when the end is before the start', () => {
    expect(plannedDays('monthly', '2026-03-01', '2026-02-01')).toEqual([]);
  });

  it(`refuses a plan of more than ${MAX_PLANNED_VISITS} visits`, () => {
    expect(plannedDays('weekly', '2026-01-01', '2027-06-01')).toBeNull();
    expect(plannedDays('weekly', '2026-01-01', '2026-12-31')).toHaveLength(53);
  });
});

describe('progressByMonth', () => {
  it('counts each sample under its planned month and state', () => {
    const rows = progressByMonth([
      { plannedOn: '2026-03-02', state: 'approved' },
      { plannedOn: '2026-03-09', state: 'not_collected' },
      { plannedOn: '2026-03-16', state: 'in_analysis' },
      { plannedOn: '2026-03-23', state: 'planned' },
      { plannedOn: '2026-02-23', state: 'published' },
    ]);
    expect(rows.map((r) => r.month)).toEqual(['2026-02', '2026-03']);
    const march = rows[1]!;
    expect(march).toMatchObject({ planned: 4, done: 2, missed: 1, approved: 1, donePct: 50 });
    expect(march.counts.in_analysis).toBe(1);
    expect(rows[0]).toMatchObject({ planned: 1, done: 1, approved: 1, donePct: 100 });
  });
});
