import { describe, expect, it } from 'vitest';
import {
  localDayKey,
  localDateTimeText,
  localDayStart,
  localHour,
  localHourKey,
  localIsoText,
  localMonthKey,
  localParts,
  startOfLocalDay,
  startOfLocalMonth,
  toEpochMs,
} from './kuala-lumpur.js';

describe('Asia/Kuala_Lumpur keys (UTC+8, no daylight saving)', () => {
  it.each([
    ['2026-01-31T15:59:59Z', '2026-01-31', '2026-01', '2026-01-31T23', 23],
    ['2026-01-31T16:00:00Z', '2026-02-01', '2026-02', '2026-02-01T00', 0],
    ['2024-02-29T04:30:00Z', '2024-02-29', '2024-02', '2024-02-29T12', 12],
    ['2025-12-31T16:00:00Z', '2026-01-01', '2026-01', '2026-01-01T00', 0],
    ['2026-06-15T12:00:00+08:00', '2026-06-15', '2026-06', '2026-06-15T12', 12],
  ])('%s is local day %s, month %s, hour key %s', (instant, day, month, hourKey, hour) => {
    expect([localDayKey(instant), localMonthKey(instant), localHourKey(instant)]).toEqual([
      day,
      month,
      hourKey,
    ]);
    expect(localHour(instant)).toBe(hour);
  });

  it('writes the local wall-clock time without an offset, and as people read it', () => {
    expect(localIsoText('2026-01-31T16:05:09Z')).toBe('2026-02-01T00:05:09');
    expect(localDateTimeText('2026-01-31T16:05:09Z')).toBe('2026-02-01 00:05');
    expect(localDateTimeText(Date.parse('2026-06-15T23:59:00+08:00'))).toBe('2026-06-15 23:59');
  });

  it('reads Dates, epoch milliseconds and offset strings alike', () => {
    const ms = Date.parse('2026-03-10T01:02:03Z');
    expect(localParts(ms)).toEqual({
      year: 2026,
      month: 3,
      day: 10,
      hour: 9,
      minute: 2,
      second: 3,
    });
    expect(localParts(new Date(ms))).toEqual(localParts('2026-03-10T09:02:03+08:00'));
  });

  it('refuses strings without an offset, which JavaScript would read in the machine zone', () => {
    expect(toEpochMs('2026-03-10T09:00:00')).toBeNaN();
    expect(toEpochMs('2026-03-10')).toBeNaN();
    expect(() => localDayKey('2026-03-10T09:00:00')).toThrow(RangeError);
    expect(() => localDayKey(Number.NaN)).toThrow(RangeError);
  });
});

describe('start of a local day or month as an instant', () => {
  it.each([
    ['2026-03-15T20:00:00Z', '2026-03-15T16:00:00.000Z', '2026-02-28T16:00:00.000Z'],
    ['2026-03-15T15:59:59Z', '2026-03-14T16:00:00.000Z', '2026-02-28T16:00:00.000Z'],
    ['2026-03-01T00:00:00+08:00', '2026-02-28T16:00:00.000Z', '2026-02-28T16:00:00.000Z'],
    ['1960-07-02T12:00:00+08:00', '1960-07-01T16:00:00.000Z', '1960-06-30T16:00:00.000Z'],
  ])('%s: day starts %s, month starts %s', (instant, day, month) => {
    expect(startOfLocalDay(instant).toISOString()).toBe(day);
    expect(startOfLocalMonth(instant).toISOString()).toBe(month);
  });

  it('gives local midnight of an ISO date, refusing impossible ones', () => {
    expect(localDayStart('2020-01-01').toISOString()).toBe('2019-12-31T16:00:00.000Z');
    expect(() => localDayStart('2026-02-31')).toThrow(RangeError);
    expect(() => localDayStart('01/01/2020')).toThrow(RangeError);
  });
});
