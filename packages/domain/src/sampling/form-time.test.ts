import { describe, expect, it } from 'vitest';
import { formDate, formTime, isFutureVisit } from './form-time.js';

describe('formTime: the spec §5 date and time rules on the field forms', () => {
  it.each([
    ['14/03/2026', '10:00', '2026-03-14', '10:00:00', '2026-03-14T02:00:00.000Z'],
    ['14/03/2026', '10:14', '2026-03-14', '10:00:00', '2026-03-14T02:00:00.000Z'],
    ['14/03/2026', '10:15', '2026-03-14', '10:30:00', '2026-03-14T02:30:00.000Z'],
    ['14/03/2026', '10:44:59', '2026-03-14', '10:30:00', '2026-03-14T02:30:00.000Z'],
    ['14/03/2026', '10:45:00.250', '2026-03-14', '11:00:00', '2026-03-14T03:00:00.000Z'],
    ['14/03/2026', '23:50', '2026-03-15', '00:00:00', '2026-03-14T16:00:00.000Z'],
    ['29/02/2024', '07:05', '2024-02-29', '07:00:00', '2024-02-28T23:00:00.000Z'],
  ])('%s %s → %s %s (%s)', (d, t, date, time, iso) => {
    const result = formTime(d, t);
    expect(result.ok && { ...result.value, at: result.value.at.toISOString() }).toEqual({
      date,
      time,
      at: iso,
    });
  });

  it.each(['1000', '10:0', '10', '', '10h00', 'ab:cd', '25:00', '10:60'])(
    'refuses the time %j as Incorrect time format',
    (t) => {
      expect(formTime('14/03/2026', t)).toEqual({ ok: false, code: 'INCORRECT_TIME_FORMAT' });
    },
  );

  it.each([
    ['2026-03-14', 'INCORRECT_DATE_FORMAT'],
    ['14/3/2026', 'INCORRECT_DATE_FORMAT'],
    ['31/02/2026', 'INVALID_DATE'],
  ])('refuses the date %j as %s', (d, code) => {
    expect(formTime(d, '10:00')).toEqual({ ok: false, code });
    expect(formDate(d)).toEqual({ ok: false, code });
  });

  it('reads a form date', () => {
    expect(formDate('01/12/2026')).toEqual({ ok: true, value: '2026-12-01' });
  });
});

describe('isFutureVisit: a visit cannot be recorded before it happens', () => {
  const now = new Date('2026-01-15T08:00:00+08:00');
  it.each([
    ['2026-01-15T07:30:00+08:00', false],
    ['2026-01-15T08:30:00+08:00', false],
    ['2026-01-15T08:31:00+08:00', true],
    ['2026-01-16T07:00:00+08:00', true],
  ])('%s is in the future: %s', (at, future) => {
    expect(isFutureVisit(new Date(at), now)).toBe(future);
  });
});
