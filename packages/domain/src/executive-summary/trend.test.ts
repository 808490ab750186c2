import { describe, expect, it } from 'vitest';
import { bucketTime, trendBuckets, trendOf } from './trend.js';

describe('trend buckets', () => {
  it('counts months across a year end as consecutive', () => {
    expect(bucketTime('2026-01', 'month') - bucketTime('2025-12', 'month')).toBe(1);
    expect(bucketTime('2026-07', 'year')).toBe(2026);
  });

  it('lists every month or year of a range', () => {
    expect(trendBuckets('2025-11', '2026-02', 'month')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(trendBuckets('2023-06', '2025-01', 'year')).toEqual(['2023', '2024', '2025']);
  });
});

describe('trendOf (Mann–Kendall with Sen’s slope on a known series)', () => {
  it('finds a significant fall of 1 per year in 5, 5, 4, 3, 2, 1 (one tied pair)', () => {
    // S = −14 (15 pairs, one tie); Var(S) = (6·5·17 − 2·1·9) / 18 = 27.33; Z = (−14 + 1) / √27.33 = −2.487;
    // p = 2·(1 − Φ(2.487)) = 0.0129; Sen: the median of the 15 pair slopes is −1.
    const result = trendOf(
      ['2020', '2021', '2022', '2023', '2024', '2025'],
      [5, 5, 4, 3, 2, 1],
      'year',
    )!;
    expect(result.n).toBe(6);
    expect(result.s).toBe(-14);
    expect(result.z).toBeCloseTo(-2.4865, 3);
    expect(result.pValue).toBeCloseTo(0.0129, 3);
    expect(result.senSlope).toBe(-1);
    expect(result).toMatchObject({ direction: 'decreasing', significant: true });
  });

  it('skips a month without a value rather than reading it as a change', () => {
    // Points at months 0, 2, 3, 4 with 1, 3, 4, 5: S = 6, Var = 4·3·13 / 18 = 8.67, Z = 5 / 2.944 = 1.698,
    // p = 0.089 (not significant at 5 %); every pair slope is 1 per month.
    const result = trendOf(
      ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03'],
      [1, null, 3, 4, 5],
      'month',
    )!;
    expect(result).toMatchObject({
      n: 4,
      s: 6,
      senSlope: 1,
      direction: 'none',
      significant: false,
    });
    expect(result.z).toBeCloseTo(1.6984, 3);
    expect(result.pValue).toBeCloseTo(0.0894, 3);
  });

  it('has no result with fewer than four values', () => {
    expect(trendOf(['2024', '2025', '2026'], [1, 2, 3], 'year')).toBeNull();
    expect(trendOf(['2023', '2024', '2025', '2026'], [1, null, 2, 3], 'year')).toBeNull();
  });
});
