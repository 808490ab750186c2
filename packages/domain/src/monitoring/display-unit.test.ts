import { describe, expect, it } from 'vitest';
import { displayUnit } from './display-unit.js';

describe('displayUnit', () => {
  it.each([
    ['ug/m3', 'ug/m³'],
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
