import { describe, expect, it } from 'vitest';
import { roundTimeToHalfHour, roundToHalfHour } from './rounding.js';

describe('roundToHalfHour (nearest :00 or :30, a quarter past/to rounds up)', () => {
  it.each([
    ['10:00:00.000', '10:00:00.000'],
    ['10:14:59.999', '10:00:00.000'],
    ['10:15:00.000', '10:30:00.000'],
    ['10:29:00.000', '10:30:00.000'],
    ['10:44:59.999', '10:30:00.000'],
    ['10:45:00.000', '11:00:00.000'],
  ])('rounds %s local to %s', (time, expected) => {
    const rounded = roundToHalfHour(`2026-03-10T${time}+08:00`);
    expect(rounded.toISOString()).toBe(new Date(`2026-03-10T${expected}+08:00`).toISOString());
  });

  it('carries 23:50 local into the next local day', () => {
    expect(roundToHalfHour('2026-03-10T23:50:00+08:00').toISOString()).toBe(
      '2026-03-10T16:00:00.000Z',
    );
  });

  it('refuses an invalid instant', () => {
    expect(() => roundToHalfHour('10:00')).toThrow(RangeError);
  });
});

describe('roundTimeToHalfHour (typed times)', () => {
  it.each([
    ['10:14', '10:00:00', 0],
    ['10:15', '10:30:00', 0],
    ['10:14:59', '10:00:00', 0],
    ['10:44:59.500', '10:30:00', 0],
    ['00:00:00', '00:00:00', 0],
    ['23:44:59', '23:30:00', 0],
    ['23:45', '00:00:00', 1],
  ])('rounds %s to %s (day offset %s)', (text, time, dayOffset) => {
    expect(roundTimeToHalfHour(text)).toEqual({ ok: true, value: { time, dayOffset } });
  });

  it.each(['9:15', '25:00', 'ab:cd'])('refuses %j with INCORRECT_TIME_FORMAT', (text) => {
    expect(roundTimeToHalfHour(text)).toEqual({ ok: false, code: 'INCORRECT_TIME_FORMAT' });
  });
});
