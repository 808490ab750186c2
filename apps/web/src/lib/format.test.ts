import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatTime,
  PICKER_FORMATS,
  timeAxisLabel,
} from './format';

/** Spec §5: DD/MM/YYYY and HH:mm (24 hours), in Malaysia time whatever the browser's zone. */
describe('the portal date format', () => {
  // 15 January 2026, 23:30 UTC: already the 16th, 07:30, in Kuala Lumpur.
  const lateUtc = '2026-01-15T23:30:00Z';

  it('writes an instant as DD/MM/YYYY HH:mm in Malaysia time, the same in both languages', () => {
    expect(formatDateTime(lateUtc)).toBe('16/01/2026 07:30');
    expect(formatDateTime(lateUtc, 'ms')).toBe('16/01/2026 07:30');
    expect(formatDateTime('2026-03-05T13:05:00+08:00', 'en')).toBe('05/03/2026 13:05');
    expect(formatDateTime(Date.parse('2026-03-05T05:05:00Z'))).toBe('05/03/2026 13:05');
    expect(formatDateTime(null)).toBe('–');
    expect(formatDateTime('not a time')).toBe('–');
  });

  it('writes the day and the 24-hour time of an instant apart', () => {
    expect(formatDate(lateUtc)).toBe('16/01/2026');
    expect(formatTime(lateUtc)).toBe('07:30');
    expect(formatTime('2026-01-15T10:00:00Z')).toBe('18:00');
    expect(formatDate(undefined)).toBe('–');
  });

  it('writes a calendar day as it is, with no zone shift', () => {
    expect(formatDay('2026-06-01')).toBe('01/06/2026');
    expect(formatDay('2024-02-29')).toBe('29/02/2024');
    expect(formatDay(null)).toBe('–');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it('labels a chart time axis in Malaysia time, with the day at midnight', () => {
    expect(timeAxisLabel(Date.parse('2026-01-15T01:15:00Z'))).toBe('09:15');
    expect(timeAxisLabel(Date.parse('2026-01-15T16:00:00Z'))).toBe('16/01/2026');
  });

  it('gives the date pickers the same formats', () => {
    expect(PICKER_FORMATS).toEqual({
      fieldDateFormat: 'DD/MM/YYYY',
      fieldDateTimeFormat: 'DD/MM/YYYY HH:mm',
      fieldTimeFormat: 'HH:mm',
      fieldMonthFormat: 'MM/YYYY',
    });
  });
});
