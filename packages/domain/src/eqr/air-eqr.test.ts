import { describe, expect, it } from 'vitest';
import { MAAQS_SEED } from '../standards/maaqs.js';
import {
  compileAirCompliance,
  compileApiDays,
  type StationDayApi,
  type StationDayPollutant,
} from './air-eqr.js';

describe('compileApiDays', () => {
  // Five days; A and B in Selangor, C in Johor, D without a state and without data.
  const stations = [
    { stationId: 'A', state: 'Selangor' },
    { stationId: 'B', state: 'Selangor' },
    { stationId: 'C', state: 'Johor' },
    { stationId: 'D', state: null },
  ];
  const row = (
    stationId: string,
    state: string,
    day: number,
    maxApi: number | null,
  ): StationDayApi => ({
    stationId,
    state,
    day: `2025-01-0${day}`,
    maxApi,
  });
  const rows = [
    row('A', 'Selangor', 1, 40),
    row('B', 'Selangor', 1, 120), // the state's worst that day: Unhealthy
    row('A', 'Selangor', 2, 60),
    row('B', 'Selangor', 2, null),
    row('A', 'Selangor', 3, 30),
    row('B', 'Selangor', 3, 45),
    row('C', 'Johor', 1, 250),
    row('C', 'Johor', 2, 350),
  ];
  const { byState, stationDays } = compileApiDays(rows, stations, 5, '(no state)');

  it('gives each state the class of its worst station each day, the other days as no data', () => {
    expect(byState).toEqual([
      {
        state: '(no state)',
        stations: 1,
        counts: { GOOD: 0, MODERATE: 0, UNHEALTHY: 0, VERY_UNHEALTHY: 0, HAZARDOUS: 0, NO_DATA: 5 },
      },
      {
        state: 'Johor',
        stations: 1,
        counts: { GOOD: 0, MODERATE: 0, UNHEALTHY: 0, VERY_UNHEALTHY: 1, HAZARDOUS: 1, NO_DATA: 3 },
      },
      {
        state: 'Selangor',
        stations: 2,
        counts: { GOOD: 1, MODERATE: 1, UNHEALTHY: 1, VERY_UNHEALTHY: 0, HAZARDOUS: 0, NO_DATA: 2 },
      },
    ]);
  });

  it('counts station-days per class over all 4 stations × 5 days', () => {
    expect(stationDays.map((s) => [s.category, s.stationDays, s.percent])).toEqual([
      ['GOOD', 3, 15],
      ['MODERATE', 1, 5],
      ['UNHEALTHY', 1, 5],
      ['VERY_UNHEALTHY', 1, 5],
      ['HAZARDOUS', 1, 5],
      ['NO_DATA', 13, 65],
    ]);
  });
});

describe('compileAirCompliance (MAAQS seed, 2020 Standard in 2025)', () => {
  const day = (
    stationId: string,
    parameter: StationDayPollutant['parameter'],
    n: number,
    values: Partial<Pick<StationDayPollutant, 'mean' | 'max1h' | 'max8h' | 'validHours'>>,
    unit = 'ug/m3',
    year = 2025,
  ): StationDayPollutant => ({
    stationId,
    parameter,
    day: `${year}-03-0${n}`,
    validHours: 24,
    mean: null,
    max1h: null,
    max8h: null,
    unit,
    ...values,
  });
  const days = [
    day('S1', 'PM25', 1, { mean: 40 }), // above 35
    day('S1', 'PM25', 2, { mean: 30 }),
    day('S1', 'PM25', 3, { mean: 35 }), // at the limit: complies
    day('S1', 'PM25', 4, { mean: 80, validHours: 10 }), // too few hours: not judged
    day('S2', 'PM25', 1, { mean: 20 }),
    // SO2 in ppm: 0.1 ppm = 262.1 µg/m³ (> 250 1 h); 0.04 ppm = 104.8 µg/m³ (> 80 24 h).
    day('S1', 'SO2', 1, { max1h: 0.1, mean: 0.02 }, 'ppm'),
    day('S1', 'SO2', 2, { max1h: 0.09, mean: 0.04 }, 'ppm'),
    // CO in ppm: 9 ppm = 10.31 mg/m³ (> 10, 8 h); 27 ppm = 30.93 mg/m³ (> 30, 1 h).
    day('S1', 'CO', 1, { max8h: 9, max1h: 20 }, 'ppm'),
    day('S1', 'CO', 2, { max8h: 8, max1h: 27 }, 'ppm'),
  ];
  const rows = compileAirCompliance(days, MAAQS_SEED, 2025, 4);
  const view = rows.map((r) => [
    r.parameter,
    r.averaging,
    r.version,
    r.limit,
    r.unit,
    r.stations,
    r.judged,
    r.exceeded,
    r.compliancePercent,
    r.stationsCompliant,
  ]);

  it('judges each day with enough valid hours against the limit in force, in the limit’s unit', () => {
    expect(view).toEqual([
      ['PM25', '24H', 'STANDARD', 35, 'ug/m3', 2, 4, 1, 75, 1],
      // S1's year: 3 of 4 days count (75 %), mean (40 + 30 + 35) / 3 = 35 > 15. S2: too few days.
      ['PM25', '1Y', 'STANDARD', 15, 'ug/m3', 1, 1, 1, 0, 0],
      ['SO2', '1H', 'STANDARD', 250, 'ug/m3', 1, 2, 1, 50, 0],
      ['SO2', '24H', 'STANDARD', 80, 'ug/m3', 1, 2, 1, 50, 0],
      ['CO', '1H', 'STANDARD', 30, 'mg/m3', 1, 2, 1, 50, 0],
      ['CO', '8H', 'STANDARD', 10, 'mg/m3', 1, 2, 1, 50, 0],
    ]);
  });

  it('uses the version in force on the day: Interim Target 2 in 2019', () => {
    const [row] = compileAirCompliance(
      [day('S3', 'PM25', 5, { mean: 40 }, 'ug/m3', 2019)],
      MAAQS_SEED,
      2019,
      365,
    );
    expect(row).toMatchObject({ version: 'IT-2', limit: 50, exceeded: 0, compliancePercent: 100 });
  });

  it('judges nothing without data', () => {
    expect(compileAirCompliance([], MAAQS_SEED, 2025, 365)).toEqual([]);
  });
});
