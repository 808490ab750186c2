import { describe, expect, it } from 'vitest';
import { readingInstant, sortReadingRows } from './reading-rows.js';

const at = (iso: string) => new Date(iso).getTime();

describe('readingInstant (spec §5 date and time rules, Kuala Lumpur time)', () => {
  it.each([
    ['14/03/2026', '10:00', '2026-03-14T10:00:00+08:00', false],
    ['14/03/2026', '10:00:00', '2026-03-14T10:00:00+08:00', false],
    ['2026-03-14', '10:00', '2026-03-14T10:00:00+08:00', false],
    ['14/03/2026', '10:14', '2026-03-14T10:00:00+08:00', true],
    ['14/03/2026', '10:15', '2026-03-14T10:30:00+08:00', true],
    ['14/03/2026', '10:44:59.999', '2026-03-14T10:30:00+08:00', true],
    ['14/03/2026', '23:50', '2026-03-15T00:00:00+08:00', true],
  ])('%s %s is %s (rounded: %s)', (date, time, iso, rounded) => {
    expect(readingInstant(date, time)).toEqual({ ok: true, ts: at(iso), rounded });
  });

  it.each([
    ['31/02/2026', '10:00', 'date'],
    ['2026/03/14', '10:00', 'date'],
    ['14-03-2026', '10:00', 'date'],
    ['14/03/2026', '9:00', 'time'],
    ['14/03/2026', '25:00', 'time'],
    ['14/03/2026', '10h00', 'time'],
  ])('%s %s is refused for its %s', (date, time, key) => {
    expect(readingInstant(date, time)).toEqual({ ok: false, key });
  });
});

describe('sortReadingRows', () => {
  const context = {
    period: { startsAt: at('2026-03-14T08:00:00+08:00'), endsAt: at('2026-03-15T08:00:00+08:00') },
    measured: new Set(['PM10', 'PM25', 'CO']),
    now: at('2026-03-20T12:00:00+08:00'),
  };
  const row = (
    n: number,
    date: string,
    time: string,
    values: Record<string, number | string | null>,
  ) => ({
    row: n,
    date,
    time,
    values,
  });

  it('keeps the good rows and reports each bad one with its reason', () => {
    const { good, problems } = sortReadingRows(
      [
        row(2, '14/03/2026', '09:00', { PM10: 41, PM25: '22.5', CO: '' }),
        row(3, '14/03/2026', '9:00', { PM10: 40 }),
        row(4, '14/03/2026', '07:00', { PM10: 40 }),
        row(5, '21/03/2026', '10:00', { PM10: 40 }),
        row(6, '14/03/2026', '10:00', { PM10: 'n/a' }),
        row(7, '14/03/2026', '10:30', { SO2: 0.01 }),
        row(8, '14/03/2026', '11:00', { PM10: null, PM25: '' }),
        row(9, '14/03/2026', '09:10', { PM10: 44 }),
        row(10, '15/03/2026', '08:00', { CO: 0.6 }),
      ],
      context,
    );
    expect(good).toEqual([
      {
        row: 2,
        ts: at('2026-03-14T09:00:00+08:00'),
        rounded: false,
        values: { PM10: 41, PM25: 22.5 },
      },
      { row: 10, ts: at('2026-03-15T08:00:00+08:00'), rounded: false, values: { CO: 0.6 } },
    ]);
    expect(problems).toEqual([
      { row: 3, key: 'time', detail: '9:00' },
      { row: 4, key: 'outside' },
      { row: 5, key: 'future' },
      { row: 6, key: 'value', detail: 'PM10' },
      { row: 7, key: 'parameter', detail: 'SO2' },
      { row: 8, key: 'empty' },
      { row: 9, key: 'repeated', detail: '2' },
    ]);
  });

  it('an ongoing deployment takes any time from its start up to now', () => {
    const { good } = sortReadingRows([row(1, '19/03/2026', '23:00', { PM10: 30 })], {
      ...context,
      period: { startsAt: context.period.startsAt, endsAt: null },
    });
    expect(good).toHaveLength(1);
  });
});
