import { describe, expect, it } from 'vitest';
import { daysInMonth, dmyToIso, isoToDmy } from './dates.js';

describe('dmyToIso (DD/MM/YYYY → YYYY-MM-DD)', () => {
  it.each([
    ['01/01/2026', '2026-01-01'],
    ['31/12/2026', '2026-12-31'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2000', '2000-02-29'],
    ['30/04/2026', '2026-04-30'],
  ])('converts %s', (text, iso) => {
    expect(dmyToIso(text)).toEqual({ ok: true, value: iso });
  });

  it.each([
    ['31/02/2026', 'no 31 February'],
    ['29/02/2026', 'not a leap year'],
    ['29/02/1900', 'a century that is not a leap year'],
    ['31/04/2026', 'April has 30 days'],
    ['00/01/2026', 'day 0'],
    ['01/13/2026', 'month 13'],
    ['01/00/2026', 'month 0'],
    ['01/01/0000', 'year 0'],
  ])('refuses %s as INVALID_DATE (%s)', (text) => {
    expect(dmyToIso(text)).toEqual({ ok: false, code: 'INVALID_DATE' });
  });

  it.each(['1/2/2026', '2026-01-01', '01-01-2026', ' 01/01/2026', '01/01/26', ''])(
    'refuses %j as INCORRECT_DATE_FORMAT',
    (text) => {
      expect(dmyToIso(text)).toEqual({ ok: false, code: 'INCORRECT_DATE_FORMAT' });
    },
  );
});

describe('isoToDmy (YYYY-MM-DD → DD/MM/YYYY)', () => {
  it('converts and round-trips', () => {
    expect(isoToDmy('2026-02-28')).toEqual({ ok: true, value: '28/02/2026' });
    const back = isoToDmy('2024-02-29');
    expect(back.ok && dmyToIso(back.value)).toEqual({ ok: true, value: '2024-02-29' });
  });

  it('refuses impossible days and other forms', () => {
    expect(isoToDmy('2026-02-31')).toEqual({ ok: false, code: 'INVALID_DATE' });
    expect(isoToDmy('31/12/2026')).toEqual({ ok: false, code: 'INCORRECT_DATE_FORMAT' });
    expect(isoToDmy('2026-1-1')).toEqual({ ok: false, code: 'INCORRECT_DATE_FORMAT' });
  });

  it('knows the length of every month', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
  });
});
