import { describe, expect, it } from 'vitest';
import { formatValue } from './format';

describe('formatValue', () => {
  it('keeps up to the asked decimals without padding', () => {
    expect(formatValue(95.30123456, 'en', 2)).toBe('95.3');
    expect(formatValue(0.075, 'en')).toBe('0.075');
    expect(formatValue(1234.5, 'en', 1)).toBe('1,234.5');
  });
});
