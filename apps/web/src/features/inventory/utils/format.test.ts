import { describe, expect, it } from 'vitest';
import { formatDay, formatValue, parameterName } from './format';

describe('inventory formatting', () => {
  it('shows numbers as entered, up to six decimals', () => {
    expect(formatValue(101.695312, 'en')).toBe('101.695312');
    expect(formatValue(0.001, 'ms')).toBe('0.001');
    expect(formatValue(null, 'en')).toBe('–');
  });

  it('shows a calendar day without shifting it by the time zone', () => {
    expect(formatDay('2024-03-01', 'en')).toBe('Mar 1, 2024');
    expect(formatDay(null, 'ms')).toBe('–');
  });

  it('names a parameter in the user language', () => {
    expect(parameterName({ nameEn: 'Ozone', nameMs: 'Ozon' }, 'ms')).toBe('Ozon');
    expect(parameterName({ nameEn: 'Ozone', nameMs: 'Ozon' }, 'en')).toBe('Ozone');
  });
});
