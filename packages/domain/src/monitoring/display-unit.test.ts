import { describe, expect, it } from 'vitest';
import { displayUnit, formatValue } from './display-unit.js';

describe('displayUnit', () => {
  it.each([
    ['ug/m3', 'µg/m³'],
    ['mg/m3', 'mg/m³'],
    ['uS/cm', 'µS/cm'],
    ['oC', '°C'],
    ['percent', '%'],
    ['W/m2', 'W/m²'],
    ['m3/s', 'm³/s'],
    ['degrees', '°'],
    ['mg/L', 'mg/L'],
    ['ppm', 'ppm'],
    [null, ''],
  ])('writes %s as %s', (unit, shown) => {
    expect(displayUnit(unit)).toBe(shown);
  });
});

describe('formatValue', () => {
  it.each([
    [15.747045, 1, 'en', '15.7'],
    [15.747045, 0, 'en', '16'],
    [15.747045, 2, 'ms', '15.75'],
    [1.5, 2, 'en', '1.50'],
    [1234.5, 1, 'en', '1,234.5'],
    [-0.04, 1, 'en', '0.0'],
    [-2.25, 1, 'en', '-2.3'],
    [0.123456, 3, 'en-MY', '0.123'],
  ])('writes %s with %i decimals in %s as %s', (value, decimals, language, shown) => {
    expect(formatValue(value, decimals, language)).toBe(shown);
  });
});
