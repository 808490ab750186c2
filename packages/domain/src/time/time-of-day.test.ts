import { describe, expect, it } from 'vitest';
import { normaliseTime, parseTimeOfDay } from './time-of-day.js';

describe('normaliseTime (spec §5, by length)', () => {
  it.each([
    ['a 5-character time gets :00 appended', '10:30', '10:30:00'],
    ['an 8-character time passes unchanged', '10:30:15', '10:30:15'],
    ['a longer time is cut to 8 characters', '10:30:15.123', '10:30:15'],
    ['a 9-character time is cut to 8 characters', '10:30:15Z', '10:30:15'],
    ['the rule does not read the characters', 'abcde', 'abcde:00'],
  ])('%s', (_label, text, expected) => {
    expect(normaliseTime(text)).toEqual({ ok: true, value: expected });
  });

  it.each(['', '1030', '10:3', '103000', '10:30:1'])(
    'refuses %j (lengths 0–4, 6, 7) with INCORRECT_TIME_FORMAT',
    (text) => {
      expect(normaliseTime(text)).toEqual({ ok: false, code: 'INCORRECT_TIME_FORMAT' });
    },
  );
});

describe('parseTimeOfDay', () => {
  it('reads a normalised time', () => {
    expect(parseTimeOfDay('07:05')).toEqual({ ok: true, value: { hour: 7, minute: 5, second: 0 } });
    expect(parseTimeOfDay('23:59:59.9')).toEqual({
      ok: true,
      value: { hour: 23, minute: 59, second: 59 },
    });
  });

  it.each(['abcde', '24:00', '12:60', '12:00:60', '1:00:00', '12'])('refuses %j', (text) => {
    expect(parseTimeOfDay(text)).toEqual({ ok: false, code: 'INCORRECT_TIME_FORMAT' });
  });
});
