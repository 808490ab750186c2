import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDay, calendarMonth, dayOrInstant, instantText, timestamp } from './common.js';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('calendarDay', () => {
  it.each(['2026-01-15', '2024-02-29', '1970-01-01', '2100-12-31'])('takes %s', (day) => {
    expect(calendarDay.parse(day)).toBe(day);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2025-02-29', '2026-1-5', '15/01/2026', ''])(
    'refuses %s as no day of the calendar',
    (day) => {
      expect(messageOf(calendarDay, day)).toBe('errors:validation.day');
    },
  );

  it.each(['1969-12-31', '2101-01-01', '9999-12-31'])('refuses %s as outside the window', (day) => {
    expect(messageOf(calendarDay, day)).toBe('security:validation.dateWindow');
  });
});

describe('calendarMonth', () => {
  it('takes 2026-01 and refuses 2026-13, 2026-1 and 2101-01', () => {
    expect(calendarMonth.parse('2026-01')).toBe('2026-01');
    expect(messageOf(calendarMonth, '2026-13')).toBe('errors:validation.month');
    expect(messageOf(calendarMonth, '2026-1')).toBe('errors:validation.month');
    expect(messageOf(calendarMonth, '2101-01')).toBe('security:validation.dateWindow');
  });
});

describe('instants', () => {
  it.each([
    '2026-01-15T08:00:00+08:00',
    '2026-01-15T08:00:00.123Z',
    '2026-01-15T08:00Z',
    '2026-01-15T08:00:00+0800',
  ])('takes %s', (text) => {
    expect(instantText.parse(text)).toBe(text);
    expect(timestamp.parse(text).getTime()).toBe(Date.parse(text));
  });

  it.each([
    'not a date',
    '2026-02-30T00:00:00Z',
    '2026-13-01T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T00:00:00',
    '2026-01-01',
    '1',
  ])('refuses %s', (text) => {
    expect(messageOf(instantText, text)).toBe('errors:validation.instant');
    expect(messageOf(timestamp, text)).toBe('errors:validation.instant');
  });

  it('refuses instants outside the window', () => {
    expect(messageOf(timestamp, '2101-01-01T00:00:00Z')).toBe('security:validation.dateWindow');
  });

  it('writes a Date as ISO text on the wire', () => {
    expect(timestamp.encode(new Date('2026-01-15T00:00:00Z'))).toBe('2026-01-15T00:00:00.000Z');
  });
});

describe('dayOrInstant', () => {
  it('takes a day or an instant, and refuses an impossible day with its own message', () => {
    expect(dayOrInstant.parse('2026-01-15')).toBe('2026-01-15');
    expect(dayOrInstant.parse('2026-01-15T00:00:00Z')).toBe('2026-01-15T00:00:00Z');
    expect(messageOf(dayOrInstant, '2026-02-30')).toBe('errors:validation.dayOrInstant');
  });
});

describe('a refused date ends the parse', () => {
  it("keeps an object's refinements from reading a field that is not what its schema promises", () => {
    const body = z
      .object({ startsAt: timestamp, endsAt: timestamp })
      .refine((b) => b.endsAt.getTime() > b.startsAt.getTime(), { path: ['endsAt'] });
    const result = body.safeParse({ startsAt: 'yesterday', endsAt: '2026-01-15T00:00:00Z' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['startsAt', 'errors:validation.instant'],
    ]);
  });
});
