import { describe, expect, it } from 'vitest';
import { nextMonth, nextStation, periodOf, scopeCounts } from './review-scope';

const at = (hour: number, extra: Partial<{ changed: boolean; level: 'reviewed' }> = {}) => ({
  ts: `2026-09-05T${String(hour).padStart(2, '0')}:00:00.000Z`,
  changed: false,
  level: 'provisional' as const,
  ...extra,
});
const series = [
  { code: 'PM10', values: [at(1), at(2, { changed: true }), at(3), at(4)] },
  { code: 'CO', values: [at(2, { level: 'reviewed' }), at(3, { level: 'reviewed' })] },
];

describe('periodOf', () => {
  it('snaps a brushed range to the first and last value inside it, both kept by the range sent', () => {
    const period = periodOf(
      [Date.parse('2026-09-05T01:30:00Z'), Date.parse('2026-09-05T03:40:00Z')],
      series,
    );
    expect(period).toEqual({
      first: '2026-09-05T02:00:00.000Z',
      last: '2026-09-05T03:00:00.000Z',
      from: '2026-09-05T02:00:00.000Z',
      to: '2026-09-05T03:00:00.001Z',
    });
  });

  it('is null when no value lies inside', () => {
    const none = periodOf(
      [Date.parse('2026-09-05T05:30:00Z'), Date.parse('2026-09-05T06:00:00Z')],
      series,
    );
    expect(none).toBeNull();
  });
});

describe('scopeCounts', () => {
  it('counts, per parameter, the values of the period and those changed since arrival', () => {
    const period = periodOf(
      [Date.parse('2026-09-05T02:00:00Z'), Date.parse('2026-09-05T03:00:00Z')],
      series,
    );
    expect(scopeCounts(series, period)).toEqual([
      { parameter: 'PM10', count: 2, changed: 1, reviewed: false, approved: false },
      { parameter: 'CO', count: 2, changed: 0, reviewed: true, approved: false },
    ]);
    expect(scopeCounts(series, null)[0]).toMatchObject({ parameter: 'PM10', count: 4 });
  });
});

describe('nextStation', () => {
  const stations = [
    {
      id: 'A',
      name: 'A',
      parameters: [
        { code: 'PM10', unit: '' },
        { code: 'CO', unit: '' },
      ],
    },
    { id: 'B', name: 'B', parameters: [{ code: 'CO', unit: '' }] },
    { id: 'C', name: 'C', parameters: [{ code: 'SO2', unit: '' }] },
  ];

  it('moves on with the chosen parameters the next station measures', () => {
    expect(nextStation(stations, 'A', ['PM10', 'CO'])).toEqual({
      station: 'B',
      parameters: ['CO'],
    });
  });

  it('takes the next station’s first parameter when it measures none of them, and ends after the last', () => {
    expect(nextStation(stations, 'B', ['CO'])).toEqual({ station: 'C', parameters: ['SO2'] });
    expect(nextStation(stations, 'C', ['SO2'])).toBeNull();
  });
});

describe('nextMonth', () => {
  it.each([
    ['2026-09', '2026-10'],
    ['2026-12', '2027-01'],
  ])('%s → %s', (month, next) => expect(nextMonth(month)).toBe(next));
});
