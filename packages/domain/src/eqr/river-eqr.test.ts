import { describe, expect, it } from 'vitest';
import { compileRiverEqr, type StationYearWqi } from './river-eqr.js';

const row = (
  stationId: string,
  basin: string | null,
  year: number,
  wqi: number | null,
  riverClass: StationYearWqi['riverClass'],
): StationYearWqi => ({ stationId, basin, year, wqi, riverClass });

describe('compileRiverEqr', () => {
  // Four stations in 2025: two in Klang (II, III), one in Langat (II), one without a basin (NA).
  const rows = [
    row('R1', 'Klang', 2025, 80, 'II'),
    row('R2', 'Klang', 2025, 60, 'III'),
    row('R3', 'Langat', 2025, 85, 'II'),
    row('R4', null, 2025, null, 'NA'),
    row('R1', 'Klang', 2024, 70, 'III'),
    row('R2', 'Klang', 2024, 50, 'IV'),
  ];
  const eqr = compileRiverEqr(rows, 2025, [2023, 2024, 2025], '(no basin)');

  it('gives the share of stations per class, NA included', () => {
    expect(eqr.classShares).toEqual([
      { riverClass: 'I', stations: 0, percent: 0 },
      { riverClass: 'II', stations: 2, percent: 50 },
      { riverClass: 'III', stations: 1, percent: 25 },
      { riverClass: 'IV', stations: 0, percent: 0 },
      { riverClass: 'V', stations: 0, percent: 0 },
      { riverClass: 'NA', stations: 1, percent: 25 },
    ]);
  });

  it('counts the classes per basin, sorted by name', () => {
    expect(
      eqr.byBasin.map((b) => [b.basin, b.stations, b.counts.II, b.counts.III, b.counts.NA]),
    ).toEqual([
      ['(no basin)', 1, 0, 0, 1],
      ['Klang', 2, 1, 1, 0],
      ['Langat', 1, 1, 0, 0],
    ]);
  });

  it('gives the mean WQI of each year, null for a year without data', () => {
    expect(eqr.trend).toEqual([
      { year: 2023, meanWqi: null, stations: 0 },
      { year: 2024, meanWqi: 60, stations: 2 },
      { year: 2025, meanWqi: 75, stations: 3 },
    ]);
  });
});
