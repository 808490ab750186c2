import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayRangeOf, instantOf, pickerValueOf } from './kl-datetime';

describe('Malaysia wall-clock pickers', () => {
  it.each([
    ['2026-10-10T01:00:00.000Z', '2026-10-10 09:00'],
    ['2026-10-09T17:30:00.000Z', '2026-10-10 01:30'],
  ])('%s shows as %s and goes back as the same instant', (iso, shown) => {
    const value = pickerValueOf(iso);
    expect(value.format('YYYY-MM-DD HH:mm')).toBe(shown);
    expect(Date.parse(instantOf(value))).toBe(Date.parse(iso));
  });

  it('turns a date range into whole Malaysia days', () => {
    expect(dayRangeOf(dayjs('2026-10-01'), dayjs('2026-10-31'))).toEqual({
      from: '2026-10-01T00:00:00+08:00',
      to: '2026-11-01T00:00:00+08:00',
    });
  });
});
