import { describe, expect, it } from 'vitest';
import { convertConcentration, ppmToUgm3, ugm3ToPpm } from './units.js';

describe('concentration units at 25 °C, 1 atm (ppm = µg/m³ · 24.45 / (1000 · MW))', () => {
  it.each([
    ['SO2', 64.07],
    ['NO2', 46.01],
    ['O3', 48.0],
    ['CO', 28.01],
  ] as const)('converts %s with MW %s both ways', (gas, mw) => {
    expect(ugm3ToPpm(gas, 1000)).toBeCloseTo(24.45 / mw, 12);
    expect(ppmToUgm3(gas, ugm3ToPpm(gas, 123.4))).toBeCloseTo(123.4, 9);
  });

  it.each([
    [196.4, 'ug/m3', 'ppm', 'O3', (196.4 * 24.45) / 48000],
    [10, 'mg/m3', 'ppm', 'CO', (10_000 * 24.45) / 28010],
    [9, 'ppm', 'mg/m3', 'CO', (9 * 28.01) / 24.45],
    [40, 'ppb', 'ppm', 'NO2', 0.04],
    [0.1, 'ppm', 'ppb', 'SO2', 100],
    [35, 'ug/m3', 'mg/m3', 'PM25', 0.035],
    [35, 'ug/m3', 'ug/m3', 'PM25', 35],
    [250, 'ug/m3', 'ppb', 'SO2', (250 * 24.45) / 64.07],
  ] as const)('converts %s %s to %s for %s', (value, from, to, pollutant, expected) => {
    expect(convertConcentration(value, from, to, pollutant)).toBeCloseTo(expected, 9);
  });

  it('refuses mass ↔ volume for particles, which have no molecular weight', () => {
    expect(convertConcentration(35, 'ug/m3', 'ppm', 'PM10')).toBeNull();
    expect(convertConcentration(1, 'ppb', 'mg/m3', 'PM25')).toBeNull();
  });
});
