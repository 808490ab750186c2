import { describe, expect, it } from 'vitest';
import { API_BREAKPOINT_SEEDS, apiTableSetAt } from '../standards/api-breakpoints.js';
import type { Pollutant } from '../standards/parameters.js';
import { computeApi } from './api.js';
import { computeApiFromSeries } from './api-from-series.js';
import type { HourlyValue } from './averaging.js';

describe('computeApi: API = highest sub-index, with its dominant pollutant', () => {
  it('reports the unrounded maximum and the dominant pollutant', () => {
    const result = computeApi({ PM25: 35, PM10: 50, CO: 2 });
    expect(result.api).toBeCloseTo(68.727, 3);
    expect(result.subIndices.PM10).toBe(50);
    expect(result).toMatchObject({ displayApi: 69, category: 'MODERATE', dominant: ['PM25'] });
    expect(result.symbol).toBe('**');
  });

  it.each<[Pollutant, number, string]>([
    ['PM25', 20, '**'],
    ['PM10', 150, '*'],
    ['SO2', 0.04, 'a'],
    ['NO2', 0.17, 'b'],
    ['O3', 0.1, 'c'],
    ['CO', 9, 'd'],
  ])('marks %s as dominant with %s', (pollutant, concentration, symbol) => {
    expect(computeApi({ [pollutant]: concentration }).symbol).toBe(symbol);
  });

  it('marks several dominant pollutants with & when they tie', () => {
    const result = computeApi({ PM10: 150, CO: 9, O3: 0.05 });
    expect(result.dominant).toEqual(['PM10', 'CO']);
    expect(result.symbol).toBe('&');
  });

  it('counts a tie when the sub-indices show the same rounded number (100.3 and 100)', () => {
    const result = computeApi({ PM10: 150.6, CO: 9 });
    expect(result.api).toBeCloseTo(100.3, 9);
    expect([result.dominant, result.symbol]).toEqual([['PM10', 'CO'], '&']);
  });

  it('answers NO_DATA when no sub-index is computable', () => {
    expect(computeApi({ PM10: null })).toEqual({
      api: null,
      displayApi: null,
      category: 'NO_DATA',
      isEmergency: false,
      advice: null,
      subIndices: {},
      dominant: [],
      symbol: null,
    });
  });

  it('flags an emergency above a displayed 500 and stays HAZARDOUS', () => {
    expect(computeApi({ PM10: 600.4 })).toMatchObject({ displayApi: 500, isEmergency: false });
    expect(computeApi({ PM10: 600.6 })).toMatchObject({
      displayApi: 501,
      category: 'HAZARDOUS',
      isEmergency: true,
      advice: 'FOLLOW_NSC_ORDERS',
    });
  });

  it('uses the table set passed in (PM2.5 table B)', () => {
    const tablesB = apiTableSetAt(API_BREAKPOINT_SEEDS, Date.UTC(2024, 0, 1), {
      PM25: 'DOE-2020-B',
    });
    expect(computeApi({ PM25: 60 }).api).toBeCloseTo(88.1, 1);
    expect(computeApi({ PM25: 60 }, tablesB).api).toBeCloseTo(153.3, 1);
  });
});

describe('computeApiFromSeries: running averages feed the index only when complete', () => {
  const HOUR = 3_600_000;
  const end = Date.parse('2024-03-01T12:00:00Z');
  const hours = (count: number, value: number): HourlyValue[] =>
    Array.from({ length: count }, (_, i) => ({ ts: end - i * HOUR, value }));

  it('gives no PM10 sub-index from 17 valid hours and one from 18', () => {
    expect(computeApiFromSeries({ PM10: hours(17, 150) }, end).category).toBe('NO_DATA');
    const complete = computeApiFromSeries({ PM10: hours(18, 150) }, end);
    expect([complete.api, complete.averages.PM10?.validHours]).toEqual([100, 18]);
  });

  it('gives no CO sub-index from 5 valid hours of 8 and one from 6', () => {
    expect(computeApiFromSeries({ CO: hours(5, 9) }, end).subIndices.CO).toBeUndefined();
    expect(computeApiFromSeries({ CO: hours(6, 9) }, end).subIndices.CO).toBeCloseTo(100, 9);
  });

  it('keeps the incomplete average for display and computes from the other pollutants', () => {
    const result = computeApiFromSeries({ PM10: hours(10, 400), O3: hours(1, 0.1) }, end);
    expect(result.averages.PM10).toMatchObject({ value: 400, isComplete: false });
    expect([result.api, result.dominant]).toEqual([100, ['O3']]);
  });
});
