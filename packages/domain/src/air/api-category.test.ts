import { describe, expect, it } from 'vitest';
import { classifyApi, roundApi } from './api-category.js';

describe('classifyApi: band from the ROUNDED API (design/INDICES.md §1)', () => {
  it.each([
    [0, 0, 'GOOD', 'NO_RESTRICTION', false],
    [50, 50, 'GOOD', 'NO_RESTRICTION', false],
    [50.4, 50, 'GOOD', 'NO_RESTRICTION', false],
    [50.5, 51, 'MODERATE', 'NO_RESTRICTION', false],
    [100, 100, 'MODERATE', 'NO_RESTRICTION', false],
    [100.4, 100, 'MODERATE', 'NO_RESTRICTION', false],
    [100.5, 101, 'UNHEALTHY', 'HIGH_RISK_LIMIT_OUTDOOR', false],
    [200, 200, 'UNHEALTHY', 'HIGH_RISK_LIMIT_OUTDOOR', false],
    [200.5, 201, 'VERY_UNHEALTHY', 'HIGH_RISK_STAY_INDOORS', false],
    [300, 300, 'VERY_UNHEALTHY', 'HIGH_RISK_STAY_INDOORS', false],
    [300.4, 300, 'VERY_UNHEALTHY', 'HIGH_RISK_STAY_INDOORS', false],
    [301, 301, 'HAZARDOUS', 'AVOID_OUTDOOR', false],
    [500, 500, 'HAZARDOUS', 'AVOID_OUTDOOR', false],
    [500.4, 500, 'HAZARDOUS', 'AVOID_OUTDOOR', false],
    [500.5, 501, 'HAZARDOUS', 'FOLLOW_NSC_ORDERS', true],
    [501, 501, 'HAZARDOUS', 'FOLLOW_NSC_ORDERS', true],
    [850, 850, 'HAZARDOUS', 'FOLLOW_NSC_ORDERS', true],
  ])('API %s shows %s: %s, advice %s, emergency %s', (api, shown, category, advice, emergency) => {
    expect(classifyApi(api)).toEqual({
      displayApi: shown,
      category,
      advice,
      isEmergency: emergency,
    });
  });

  it.each([null, Number.NaN])('answers NO_DATA with no advice for %s', (api) => {
    expect(classifyApi(api)).toEqual({
      displayApi: null,
      category: 'NO_DATA',
      advice: null,
      isEmergency: false,
    });
  });

  it('rounds halves up', () => {
    expect([roundApi(0.5), roundApi(1.49), roundApi(2.5)]).toEqual([1, 1, 3]);
  });
});
