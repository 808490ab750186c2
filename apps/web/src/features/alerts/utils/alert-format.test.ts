import { describe, expect, it } from 'vitest';
import { formatValue, parameterLabel } from './alert-format';

describe('alert formatting', () => {
  it('names the parameter from the catalogue in the chosen language, with code and averaging', () => {
    const row = {
      parameterCode: 'NH3N',
      parameterNameEn: 'Ammoniacal nitrogen',
      parameterNameMs: 'Nitrogen ammonia',
      averaging: null,
    };
    expect(parameterLabel(row, 'en')).toBe('Ammoniacal nitrogen (NH3N)');
    expect(parameterLabel(row, 'ms')).toBe('Nitrogen ammonia (NH3N)');
    expect(
      parameterLabel(
        { ...row, parameterCode: 'PM25', parameterNameEn: 'PM2.5', averaging: '24H' },
        'en',
      ),
    ).toBe('PM2.5 (PM25) · 24H');
    expect(parameterLabel({ ...row, parameterCode: null }, 'en')).toBe('–');
  });

  it('shows at most three decimals and a dash for no value', () => {
    expect(formatValue(0.123456, 'en')).toBe('0.123');
    expect(formatValue(null, 'en')).toBe('–');
  });
});
