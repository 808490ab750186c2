import { describe, expect, it } from 'vitest';
import { mannKendall, normalCdf } from './mann-kendall.js';

const series = (values: number[]) => values.map((value, t) => ({ t, value }));

describe('Mann–Kendall with Sen slope', () => {
  // Hand-computed: S, Var(S) = [n(n−1)(2n+5) − Σ t(t−1)(2t+5)] / 18, Z = (S ∓ 1)/√Var, p = 2(1 − Φ(|Z|)).
  it.each([
    {
      name: 'a rising line',
      values: [1, 2, 3, 4, 5],
      s: 10,
      variance: 50 / 3,
      z: 2.2045,
      p: 0.0275,
      slope: 1,
      trend: 'increasing',
    },
    {
      name: 'a falling series',
      values: [5, 3, 4, 1],
      s: -4,
      variance: 26 / 3,
      z: -1.019,
      p: 0.3082,
      slope: -7 / 6,
      trend: 'none',
    },
    {
      name: 'a series with a tie',
      values: [1, 1, 2, 3],
      s: 5,
      variance: (4 * 3 * 13 - 2 * 1 * 9) / 18,
      z: 1.4446,
      p: 0.1486,
      slope: 5 / 6,
      trend: 'none',
    },
    {
      name: 'a flat series',
      values: [2, 2, 2, 2],
      s: 0,
      variance: 0,
      z: 0,
      p: 1,
      slope: 0,
      trend: 'none',
    },
  ])('$name', ({ values, s, variance, z, p, slope, trend }) => {
    const result = mannKendall(series(values))!;
    expect(result.s).toBe(s);
    expect(result.variance).toBeCloseTo(variance, 6);
    expect(result.z).toBeCloseTo(z, 3);
    expect(result.pValue).toBeCloseTo(p, 3);
    expect(result.senSlope).toBeCloseTo(slope, 6);
    expect(result.trend).toBe(trend);
  });

  it('reads Sen slope per unit of time when points are unevenly spaced', () => {
    const result = mannKendall([
      { t: 0, value: 0 },
      { t: 2, value: 2 },
      { t: 3, value: 4 },
      { t: 5, value: 5 },
    ])!;
    // Slopes (0→2) 1, (0→3) 4/3, (0→5) 1, (2→3) 2, (2→5) 1, (3→5) 0.5 → sorted 0.5, 1, 1, 1, 4/3, 2 → median 1.
    expect(result.senSlope).toBeCloseTo(1, 6);
  });

  it('needs at least four points', () => {
    expect(mannKendall(series([1, 2, 3]))).toBeNull();
  });

  it('has the normal distribution at known points', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 6);
  });
});
