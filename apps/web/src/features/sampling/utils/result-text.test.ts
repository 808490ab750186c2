import { describe, expect, it } from 'vitest';
import { shownValue } from './result-text';

const result = {
  parameterCode: 'NH3N',
  validity: 3,
  nullReason: null,
  qualifiers: ['MD'],
  autoFlag: 1,
};

describe('shownValue', () => {
  it('shows a result below the limit as reported, not its half limit', () => {
    expect(shownValue({ ...result, raw: 0.025, value: 0.025, reported: '<0.05' })).toBe('<0.05');
    expect(shownValue({ ...result, raw: 0.005, value: 0.005, reported: 'ND' })).toBe('ND');
    expect(shownValue({ ...result, raw: 16000, value: 16000, reported: '>16000' })).toBe('>16000');
  });

  it('shows a corrected value, a plain value or none as its number', () => {
    expect(shownValue({ ...result, raw: 0.025, value: 0.04, reported: '<0.05' })).toBe('0.04');
    expect(shownValue({ ...result, raw: 7, value: 7, reported: '7.0' })).toBe('7');
    expect(shownValue({ ...result, raw: 7, value: 7, reported: null })).toBe('7');
    expect(shownValue({ ...result, raw: 7, value: null, reported: '<5' })).toBe('–');
  });
});
