import { describe, expect, it } from 'vitest';
import { interpolateCurve } from './curve.js';
import {
  DEFAULT_MARINE_CURVE_SETS,
  MARINE_PROVISIONAL_CURVE_SET,
  type MarineCurveSets,
} from './mmwqi-defaults.js';
import { computeMmwqi, marineCategory } from './mmwqi.js';
import { itClassifies } from '../class-tables.test-support.js';

const CURVE = [
  { x: 0, y: 100 },
  { x: 10, y: 50 },
  { x: 20, y: 0 },
];

describe('interpolateCurve', () => {
  it.each([
    ['below the first point, holding its value', -5, 100],
    ['at a point', 10, 50],
    ['between points', 15, 25],
    ['beyond the last point, holding its value', 99, 0],
  ])('reads %s', (_label, x, y) => {
    expect(interpolateCurve(CURVE, x)).toBe(y);
  });

  it('answers null for an empty curve or a non-finite value', () => {
    expect(interpolateCurve([], 1)).toBeNull();
    expect(interpolateCurve(CURVE, Number.NaN)).toBeNull();
  });
});

describe('computeMmwqi with the provisional default curves', () => {
  const good = { DO: 5, FC: 100, NH3: 0.07, NO3: 0.06, PO4: 0.075, TSS: 50 };

  it('averages the weighted sub-indices and says the result is provisional', () => {
    expect(computeMmwqi(good, 'COASTAL')).toMatchObject({
      index: 80,
      category: 'GOOD',
      locationType: 'COASTAL',
      isProvisional: true,
      curveSetId: MARINE_PROVISIONAL_CURVE_SET.id,
    });
    const best = { DO: 8, FC: 0, NH3: 0, NO3: 0, PO4: 0, TSS: 0 };
    expect(computeMmwqi(best, 'ISLAND')).toMatchObject({ index: 100, category: 'EXCELLENT' });
  });

  it('answers NA when a weighted parameter is missing', () => {
    expect(computeMmwqi({ ...good, PO4: null }, 'ESTUARY')).toMatchObject({
      index: null,
      category: 'NA',
      missing: ['PO4'],
    });
  });

  it('uses the curve set of the location type, and does not require a zero-weight parameter', () => {
    const island = {
      ...MARINE_PROVISIONAL_CURVE_SET,
      id: 'island-test',
      weights: { ...MARINE_PROVISIONAL_CURVE_SET.weights, FC: 0 },
    };
    const sets: MarineCurveSets = { ...DEFAULT_MARINE_CURVE_SETS, ISLAND: island };
    const input = { ...good, FC: null };
    expect(computeMmwqi(input, 'ISLAND', sets)).toMatchObject({
      index: 80,
      curveSetId: 'island-test',
    });
    expect(computeMmwqi(input, 'COASTAL', sets).category).toBe('NA');
  });
});

describe('marineCategory: ≥ 90, ≥ 80, ≥ 50 on the unrounded index', () => {
  itClassifies(marineCategory, [
    [100, 'EXCELLENT'],
    [90, 'EXCELLENT'],
    [89.99, 'GOOD'],
    [80, 'GOOD'],
    [79.99, 'MODERATE'],
    [50, 'MODERATE'],
    [49.99, 'POOR'],
    [0, 'POOR'],
  ]);
});
