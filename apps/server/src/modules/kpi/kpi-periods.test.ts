import { describe, expect, it } from 'vitest';
import { countedHours, defaultRange, monthRange, percent } from './kpi-periods.js';

const at = (iso: string) => new Date(iso);

describe('countedHours', () => {
  it('counts whole local days of 24 hours, grouped by local day', () => {
    const r = countedHours(
      at('2026-01-01T00:00:00+08:00'),
      at('2026-01-03T00:00:00+08:00'),
      at('2026-02-01T00:00:00Z'),
      'day',
    );
    expect([...r.hours]).toEqual([
      ['2026-01-01', 24],
      ['2026-01-02', 24],
    ]);
    expect(r.from.toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });

  it('stops at the last hour that has ended, and lists future days with 0 hours', () => {
    const r = countedHours(
      at('2026-01-14T00:00:00+08:00'),
      at('2026-01-17T00:00:00+08:00'),
      at('2026-01-15T08:30:00+08:00'),
      'day',
    );
    expect([...r.hours]).toEqual([
      ['2026-01-14', 24],
      ['2026-01-15', 8],
      ['2026-01-16', 0],
    ]);
    expect(r.end.toISOString()).toBe('2026-01-15T00:00:00.000Z');
  });

  it('groups by local month', () => {
    const r = countedHours(
      at('2026-01-31T00:00:00+08:00'),
      at('2026-02-02T00:00:00+08:00'),
      at('2027-01-01T00:00:00Z'),
      'month',
    );
    expect([...r.hours]).toEqual([
      ['2026-01', 24],
      ['2026-02', 24],
    ]);
  });
});

describe('defaultRange', () => {
  const now = at('2026-01-15T08:00:00+08:00');
  it('is the last 30 days by day and the last 12 months by month', () => {
    expect(defaultRange('day', now)).toEqual({ from: '2025-12-17', to: '2026-01-15' });
    expect(defaultRange('month', now)).toEqual({ from: '2025-02-01', to: '2026-01-15' });
  });
});

describe('monthRange', () => {
  it('runs from local midnight of the 1st to local midnight of the next 1st', () => {
    const { from, end } = monthRange('2026-02');
    expect(from.toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(monthRange('2026-12').end.toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });
});

describe('percent', () => {
  it('rounds to hundredths and has no value without a denominator', () => {
    expect(percent(2, 3)).toBe(66.67);
    expect(percent(0, 0)).toBeNull();
  });
});
