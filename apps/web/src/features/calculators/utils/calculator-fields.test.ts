import { describe, expect, it } from 'vitest';
import {
  AIR_FIELDS,
  MARINE_FIELDS,
  RIVER_FIELDS,
  storedUnitKey,
  valuesToBody,
} from './calculator-fields';

describe('calculator fields', () => {
  it('send exactly the keys of the HTTP contract', () => {
    expect(AIR_FIELDS.map((f) => f.key)).toEqual(['PM2.5', 'PM10', 'SO2', 'NO2', 'O3', 'CO']);
    expect(RIVER_FIELDS.map((f) => f.key)).toEqual(['DO', 'BOD', 'COD', 'NH3N', 'SS', 'pH']);
    expect(MARINE_FIELDS.map((f) => f.key)).toEqual(['DO', 'FC', 'NH3', 'NO3', 'PO4', 'TSS']);
  });

  it('use locale codes without dots', () => {
    for (const field of [...AIR_FIELDS, ...RIVER_FIELDS, ...MARINE_FIELDS])
      expect(field.code).not.toContain('.');
  });

  it('build a body of the entered numbers only (an empty input is left out, 0 is kept)', () => {
    expect(valuesToBody(AIR_FIELDS, { 'PM2.5': 35, PM10: null, CO: 0, SO2: undefined })).toEqual({
      'PM2.5': 35,
      CO: 0,
    });
    expect(valuesToBody(AIR_FIELDS, {})).toEqual({});
  });

  it('map stored unit codes to their display text, leaving unknown ones as they are', () => {
    expect(storedUnitKey('ug/m3')).toBe('calculators:unit.ugm3');
    expect(storedUnitKey('cfu/100mL')).toBe('calculators:unit.cfu');
    expect(storedUnitKey('NTU')).toBeNull();
  });
});
