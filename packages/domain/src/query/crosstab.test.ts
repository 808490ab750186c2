import { describe, expect, it } from 'vitest';
import { pivotCrossTab } from './crosstab.js';
import { bucketCount, bucketKey, bucketKeys } from './query-buckets.js';

const cells = [
  { bucket: '2026-01', stationId: 'A', parameterCode: 'PM10', value: 10 },
  { bucket: '2026-02', stationId: 'A', parameterCode: 'PM10', value: 12 },
  { bucket: '2026-01', stationId: 'B', parameterCode: 'PM10', value: 20 },
];
const series = [
  { stationId: 'A', parameterCode: 'PM10' },
  { stationId: 'B', parameterCode: 'PM10' },
];
const buckets = ['2026-01', '2026-02', '2026-03'];

describe('pivotCrossTab', () => {
  it('by site: a row per station parameter, a column per bucket, gaps as null', () => {
    const tab = pivotCrossTab(cells, 'site', buckets, series);
    expect(tab.columns.map((c) => c.key)).toEqual(buckets);
    expect(tab.rows).toEqual([
      { stationId: 'A', parameterCode: 'PM10', '2026-01': 10, '2026-02': 12, '2026-03': null },
      { stationId: 'B', parameterCode: 'PM10', '2026-01': 20, '2026-02': null, '2026-03': null },
    ]);
  });

  it('by time: a row per bucket, a column per station parameter', () => {
    const tab = pivotCrossTab(cells, 'time', buckets, series);
    expect(tab.columns.map((c) => c.key)).toEqual(['A|PM10', 'B|PM10']);
    expect(tab.rows[1]).toEqual({ bucket: '2026-02', 'A|PM10': 12, 'B|PM10': null });
    expect(tab.rows).toHaveLength(3);
  });
});

describe('query buckets (Kuala Lumpur time)', () => {
  const jan1 = Date.parse('2026-01-01T00:00:00+08:00');
  it('names the local hour, day and month of an hour start', () => {
    expect(bucketKey(Date.parse('2025-12-31T16:00:00Z'), 'hour')).toBe('2026-01-01 00:00');
    expect(bucketKey(Date.parse('2025-12-31T15:00:00Z'), 'day')).toBe('2025-12-31');
    expect(bucketKey(jan1, 'month')).toBe('2026-01');
  });

  it('lists every bucket of a range, empty ones too', () => {
    expect(bucketKeys(jan1, Date.parse('2026-03-01T00:00:00+08:00'), 'month')).toEqual([
      '2026-01',
      '2026-02',
    ]);
    expect(bucketKeys(jan1, jan1 + 3 * 3_600_000, 'hour')).toEqual([
      '2026-01-01 00:00',
      '2026-01-01 01:00',
      '2026-01-01 02:00',
    ]);
    expect(bucketCount(jan1, Date.parse('2027-01-01T00:00:00+08:00'), 'day')).toBe(365);
    expect(bucketCount(jan1, Date.parse('2027-01-01T00:00:00+08:00'), 'month')).toBe(12);
  });
});
