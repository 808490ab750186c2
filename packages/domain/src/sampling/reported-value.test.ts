import { describe, expect, it } from 'vitest';
import { formatCensored, readReported, resultAsReading } from './reported-value.js';

describe('readReported: a value as the lab reports it', () => {
  it.each([
    ['12.3', null, { reported: '12.3', value: 12.3, censored: null }],
    [' 7 ', null, { reported: '7', value: 7, censored: null }],
    ['<0.5', null, { reported: '<0.5', value: 0.5, censored: '<' }],
    ['< 0.05', null, { reported: '<0.05', value: 0.05, censored: '<' }],
    ['>16000', null, { reported: '>16000', value: 16000, censored: '>' }],
    ['ND', 0.01, { reported: 'ND', value: 0.01, censored: '<' }],
    ['n.d.', 0.2, { reported: 'ND', value: 0.2, censored: '<' }],
    ['-0.02', null, { reported: '-0.02', value: -0.02, censored: null }],
    ['1e3', null, { reported: '1e3', value: 1000, censored: null }],
  ] as const)('reads %j', (text, dl, expected) => {
    expect(readReported(text, dl)).toEqual({ ok: true, value: expected });
  });

  it.each(['', 'abc', '<', '12,3', '1.2.3', '<<1', 'NaN', 'Infinity'])('refuses %j', (text) => {
    expect(readReported(text, 0.5)).toEqual({ ok: false, code: 'VALUE_UNREADABLE' });
  });

  it('needs a detection limit for ND', () => {
    expect(readReported('ND', null)).toEqual({ ok: false, code: 'DETECTION_LIMIT_REQUIRED' });
  });
});

describe('resultAsReading: the reported value as a measurement', () => {
  it('enters a value below the limit as half the limit, validity 3, MD', () => {
    expect(resultAsReading({ value: 0.5, censored: '<' }, 0.5)).toEqual({
      value: 0.25,
      validity: 3,
      qualifiers: ['MD'],
    });
    expect(resultAsReading({ value: 0.4, censored: '<' }, null)).toEqual({
      value: 0.2,
      validity: 3,
      qualifiers: ['MD'],
    });
  });

  it('keeps a measured number below the detection limit, validity 2, MD', () => {
    expect(resultAsReading({ value: 0.3, censored: null }, 0.5)).toEqual({
      value: 0.3,
      validity: 2,
      qualifiers: ['MD'],
    });
  });

  it('keeps an upper-censored value with EH', () => {
    expect(resultAsReading({ value: 16000, censored: '>' }, null)).toEqual({
      value: 16000,
      validity: 1,
      qualifiers: ['EH'],
    });
  });

  it('keeps an ordinary value valid', () => {
    expect(resultAsReading({ value: 2.1, censored: null }, 0.5)).toEqual({
      value: 2.1,
      validity: 1,
      qualifiers: [],
    });
  });
});

describe('formatCensored: a result as shown and exported', () => {
  it.each([
    [5, '<', 5, '<5'],
    [5, '<', null, '<5'],
    [0.5, '<', 0.05, '<0.05'],
    [16000, '>', null, '>16000'],
    [12.3, null, 0.5, '12.3'],
  ] as const)('shows %j %j (limit %j) as %j', (value, censored, limit, shown) => {
    expect(formatCensored(value, censored, limit)).toBe(shown);
  });

  it('never shows the half limit that enters computations', () => {
    const read = readReported('<5', 5);
    expect(read.ok && resultAsReading(read.value, 5).value).toBe(2.5);
    expect(read.ok && formatCensored(read.value.value, read.value.censored, 5)).toBe('<5');
  });
});
