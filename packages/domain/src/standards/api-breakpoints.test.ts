import { describe, expect, it } from 'vitest';
import {
  API_BREAKPOINT_SEEDS,
  API_CO,
  API_NO2,
  API_O3,
  API_PM10,
  API_PM25_A,
  API_PM25_B,
  API_SO2,
  DEFAULT_API_TABLES,
  apiTableSetAt,
  type ApiBreakpointTable,
} from './api-breakpoints.js';
import { interpolateBreakpoints } from './breakpoints.js';

const read = (table: ApiBreakpointTable, c: number) => interpolateBreakpoints(table.segments, c);

describe('PM10 table (INDICES.md §1, CONFIRMED)', () => {
  it.each([
    [0, 0],
    [50, 50],
    [150, 100],
    [350, 200],
    [385, 200 + 35 * 1.4286],
    [420, 300],
    [460, 350],
    [500, 400],
    [600, 500],
    [700, 600],
  ])('maps %s µg/m³ to %s (check points and > 500 → 400 + (C − 500))', (c, expected) => {
    expect(read(API_PM10, c)).toBeCloseTo(expected, 2);
  });
});

describe('PM2.5 tables A (default) and B (INDICES.md §1 vectors, to 0.1)', () => {
  it.each([
    [5, 20.8, 20.8],
    [20, 57.1, 61.1],
    [35, 68.7, 80.3],
    [50, 80.3, 99.5],
    [60, 88.1, 153.3],
    [100, 133.4, 174.0],
    [200, 250.0, 250.1],
  ])('maps %s µg/m³ to %s (A) and %s (B)', (c, a, b) => {
    expect(read(API_PM25_A, c)).toBeCloseTo(a, 1);
    expect(read(API_PM25_B, c)).toBeCloseTo(b, 1);
  });

  it.each([
    ['0', 0, 0],
    ['the top of 0–12.0', 12.0, 4.1667 * 12],
    ['12.05, in the published gap, on the next equation', 12.05, 0.7741 * (12.05 - 12.1) + 51],
    ['12.1', 12.1, 51],
    ['75.5, where API 100 sits, on the lower equation', 75.5, 0.7741 * (75.5 - 12.1) + 51],
    ['150.4', 150.4, 1.3218 * (150.4 - 75.5) + 101],
    ['150.5', 150.5, 201],
    ['250.4', 250.4, 0.9909 * (250.4 - 150.5) + 201],
    ['250.5', 250.5, 301],
    ['350.4', 350.4, 0.9909 * (350.4 - 250.5) + 301],
    ['350.5', 350.5, 401],
    ['500.4', 500.4, 0.6604 * (500.4 - 350.5) + 401],
    ['600, beyond the table, on the last equation', 600, 0.6604 * (600 - 350.5) + 401],
  ])('table A reads %s on its published equation', (_label, c, expected) => {
    expect(read(API_PM25_A, c)).toBeCloseTo(expected, 9);
  });

  it.each([
    [12.0, 50],
    [12.1, 51],
    [50.4, 100],
    [50.5, 101],
    [55.4, 150],
    [55.5, 151],
    [150.4, 200],
    [150.5, 201],
    [250.4, 300],
    [250.5, 301],
    [350.4, 400],
    [350.5, 401],
    [500.4, 500],
  ])('table B maps breakpoint %s µg/m³ to %s', (c, expected) => {
    expect(read(API_PM25_B, c)).toBeCloseTo(expected, 9);
  });
});

describe('gas tables reproduce the published DOE equations (ppm)', () => {
  /** `it.each` rows: concentrations (ppm) of one gas, each with the index of its published equation. */
  const gas = (table: ApiBreakpointTable, points: readonly (readonly [number, number])[]) =>
    points.map(([c, expected]) => [table.parameter, c, expected, table] as const);
  it.each([
    ...gas(API_CO, [
      [4.5, 4.5 * 11.11111],
      [9, 100],
      [12, 100 + 3 * 16.66667],
      [15, 200],
      [22.5, 200 + 7.5 * 6.66667],
      [30, 300],
      [40, 300 + 10 * 10],
      [60, 300 + 30 * 10],
    ]),
    ...gas(API_O3, [
      [0.1, 0.1 * 1000],
      [0.2, 200],
      [0.3, 200 + 0.1 * 500],
      [0.4, 300],
      [0.8, 300 + 0.4 * 1000],
    ]),
    ...gas(API_NO2, [
      [0.085, 0.085 * 588.23529],
      [0.17, 100],
      [0.3, 100 + 0.13 * 232.56],
      [0.6, 200],
      [0.9, 200 + 0.3 * 166.667],
      [1.2, 300],
      [2.4, 300 + 1.2 * 250],
    ]),
    ...gas(API_SO2, [
      [0.02, 0.02 * 2500],
      [0.04, 100],
      [0.17, 100 + 0.13 * 384.61],
      [0.3, 200],
      [0.45, 200 + 0.15 * 333.333],
      [0.6, 300],
      [1.2, 300 + 0.6 * 500],
    ]),
  ])('%s at %s ppm', (_gas, c, expected, table) => {
    expect(read(table, c)).toBeCloseTo(expected, 2);
  });

  it('averages CO over 8 h and O3, NO2, SO2 over 1 h (spec §9 defaults)', () => {
    expect([API_CO.averaging, API_O3.averaging, API_NO2.averaging, API_SO2.averaging]).toEqual([
      '8H',
      '1H',
      '1H',
      '1H',
    ]);
  });
});

describe('API table seeds and selection', () => {
  it('gives every seed a unique id, a source and the 2020 method date', () => {
    const ids = API_BREAKPOINT_SEEDS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of API_BREAKPOINT_SEEDS) {
      expect(t.source.length).toBeGreaterThan(10);
      expect(t.effectiveFrom).toBe('2020-06-15');
    }
    expect(API_PM25_A.confidence).toBe('CONFLICT');
    expect(API_PM10.confidence).toBe('CONFIRMED');
  });

  it('uses PM2.5 table A by default and B when asked', () => {
    const at = new Date('2024-05-01T00:00:00Z');
    expect(apiTableSetAt(API_BREAKPOINT_SEEDS, at)).toEqual(DEFAULT_API_TABLES);
    expect(apiTableSetAt(API_BREAKPOINT_SEEDS, at, { PM25: 'DOE-2020-B' }).PM25).toBe(API_PM25_B);
  });

  it('reads data older than 15/06/2020 with the 2020 method until an earlier version exists', () => {
    const old = new Date('2010-01-01T00:00:00Z');
    expect(apiTableSetAt(API_BREAKPOINT_SEEDS, old).PM10).toBe(API_PM10);
    const earlier = {
      ...API_PM10,
      id: 'api-pm10-old',
      version: 'OLD',
      effectiveFrom: '2000-01-01',
    };
    const tables = [...API_BREAKPOINT_SEEDS, earlier];
    expect(apiTableSetAt(tables, old).PM10).toBe(earlier);
    expect(apiTableSetAt(tables, new Date('2021-01-01T00:00:00Z')).PM10).toBe(API_PM10);
  });

  it('keeps the default seed for a pollutant with no stored table', () => {
    expect(apiTableSetAt([], new Date(0)).CO).toBe(API_CO);
  });
});
