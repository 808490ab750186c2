import { describe, expect, it } from 'vitest';
import { formatDay, formatValue } from './format';

describe('formatDay', () => {
  it('writes the calendar day itself whatever the time zone, in the chosen language', () => {
    expect(formatDay('2026-06-01', 'en')).toContain('2026');
    expect(formatDay('2026-06-01', 'en')).toContain('1');
    expect(formatDay('2020-06-15', 'en')).toMatch(/15/);
    expect(formatDay('not a day', 'en')).toBe('not a day');
  });
});

describe('formatValue', () => {
  it('keeps up to the asked decimals without padding', () => {
    expect(formatValue(95.30123456, 'en', 2)).toBe('95.3');
    expect(formatValue(0.075, 'en')).toBe('0.075');
    expect(formatValue(1234.5, 'en', 1)).toBe('1,234.5');
  });
});
