import { describe, expect, it } from 'vitest';
import { formatValue, parameterName } from './format';

describe('inventory formatting', () => {
  it('shows numbers as entered, up to six decimals', () => {
    expect(formatValue(101.695312, 'en')).toBe('101.695312');
    expect(formatValue(0.001, 'ms')).toBe('0.001');
    expect(formatValue(null, 'en')).toBe('–');
  });

  it('names a parameter in the user language', () => {
    expect(parameterName({ nameEn: 'Ozone', nameMs: 'Ozon' }, 'ms')).toBe('Ozon');
    expect(parameterName({ nameEn: 'Ozone', nameMs: 'Ozon' }, 'en')).toBe('Ozone');
  });
});
