import { translate } from '@eqmp/locales';
import { describe, expect, it } from 'vitest';

describe('map chart titles', () => {
  it("are the spec's titles in English and have their own Malay text", () => {
    const keys = ['maps:charts.trend', 'maps:charts.dischargeTitle', 'maps:charts.recentSuffix'];
    expect(keys.map((key) => translate('en', key))).toEqual([
      '24-hours Trend',
      'River Discharge Rate Trend (24 Hours)',
      '(2 Hours)',
    ]);
    expect(keys.map((key) => translate('ms', key))).toEqual([
      'Trend 24 Jam',
      'Trend Kadar Luahan Sungai (24 Jam)',
      '(2 Jam)',
    ]);
  });
});
