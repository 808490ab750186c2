/**
 * Codes of the Air Pollutant Index pollutants (spec §9, design/INDICES.md §1). `PM25` is PM2.5:
 * the code has no dot so it can be an i18n key segment and a URL part; the label lives in locales.
 */
export const AIR_POLLUTANTS = ['PM25', 'PM10', 'SO2', 'NO2', 'O3', 'CO'] as const;
export type Pollutant = (typeof AIR_POLLUTANTS)[number];

/** Averaging periods of standards and running averages: hours, or one year. */
export const AVERAGING_PERIODS = ['1H', '8H', '24H', '1Y'] as const;
export type AveragingPeriod = (typeof AVERAGING_PERIODS)[number];

/** Concentration units the air calculators understand (spec §9 writes µg/m³ as `ug/m3`). */
export const CONCENTRATION_UNITS = ['ug/m3', 'mg/m3', 'ppm', 'ppb'] as const;
export type ConcentrationUnit = (typeof CONCENTRATION_UNITS)[number];

export function isPollutant(value: string): value is Pollutant {
  return (AIR_POLLUTANTS as readonly string[]).includes(value);
}
