import { describe, expect, it } from 'vitest';
import { buildSignInTrendOption } from './build-sign-in-trend-option';

describe('buildSignInTrendOption', () => {
  it('puts one category per day and one series per measure, in the given labels', () => {
    const option = buildSignInTrendOption(
      [
        { day: '2026-11-20', logins: 3, failures: 1 },
        { day: '2026-11-21', logins: 5, failures: 0 },
      ],
      { logins: 'Log masuk', failures: 'Gagal' },
    ) as { xAxis: { data: string[] }; series: { name: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['2026-11-20', '2026-11-21']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Log masuk', [3, 5]],
      ['Gagal', [1, 0]],
    ]);
  });
});
