import { describe, expect, it } from 'vitest';
import { DEFAULT_MARINE_CURVE_SETS } from '../marine/mmwqi-defaults.js';
import { computeMmwqi } from '../marine/mmwqi.js';
import { DEFAULT_WQI_SETTINGS } from '../river/wqi.js';
import { DEFAULT_API_TABLES } from '../standards/api-breakpoints.js';
import { sampleIndex, type IndexStandards } from './sample-index.js';

const standards: IndexStandards = {
  apiTables: DEFAULT_API_TABLES,
  wqi: DEFAULT_WQI_SETTINGS,
  marine: DEFAULT_MARINE_CURVE_SETS,
};

describe('sampleIndex: the index of one manual sample through the calculators', () => {
  it('gives a clean river sample class I or II and a polluted one class IV or V', () => {
    const clean = sampleIndex(
      'MRWQM',
      { DO_SAT: 95, BOD: 1, COD: 8, NH3N: 0.05, TSS: 10, PH: 7.2 },
      standards,
      null,
    );
    expect(clean.kind).toBe('wqi');
    expect(clean.value).toBeGreaterThan(92.7);
    expect(clean.category).toBe('I');
    const polluted = sampleIndex(
      'MRWQM',
      { DO_SAT: 20, BOD: 30, COD: 120, NH3N: 5, TSS: 600, PH: 6 },
      standards,
      null,
    );
    expect(['IV', 'V']).toContain(polluted.category);
    expect(polluted.value).toBeLessThan(51.9);
  });

  it('derives DO saturation from DO and water temperature when DO_SAT is missing', () => {
    const withSat = sampleIndex(
      'MRWQM',
      { DO: 7.6, WTEMP: 28, BOD: 2, COD: 10, NH3N: 0.2, TSS: 20, PH: 7 },
      standards,
      null,
    );
    expect(withSat.value).not.toBeNull();
  });

  it('answers NA for a river sample without a required parameter', () => {
    expect(sampleIndex('MRWQM', { DO_SAT: 90, BOD: 1 }, standards, null)).toEqual({
      kind: 'wqi',
      value: null,
      category: 'NA',
    });
  });

  it('gives a marine sample the MMWQI of its location type', () => {
    const values = { M_DO: 6.5, M_FC: 50, M_NH3: 0.03, M_NO3: 0.05, M_PO4: 0.02, M_TSS: 15 };
    const expected = computeMmwqi(
      { DO: 6.5, FC: 50, NH3: 0.03, NO3: 0.05, PO4: 0.02, TSS: 15 },
      'COASTAL',
      DEFAULT_MARINE_CURVE_SETS,
    );
    expect(sampleIndex('MMWQM', values, standards, 'COASTAL')).toEqual({
      kind: 'mwqi',
      value: expected.index,
      category: expected.category,
    });
    expect(sampleIndex('MMWQM', values, standards, null).category).toBe('NA');
  });

  it('gives a manual air sample the API of its 24-hour PM means', () => {
    // PM10 24-hour 50 µg/m³ is the top of the "Good" band (API 50).
    expect(sampleIndex('MAQM', { PM10: 50 }, standards, null)).toEqual({
      kind: 'api',
      value: 50,
      category: 'GOOD',
    });
    expect(sampleIndex('MAQM', {}, standards, null)).toEqual({
      kind: 'api',
      value: null,
      category: 'NA',
    });
  });
});
