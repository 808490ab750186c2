import { DEFAULT_API_TABLES, type ApiTableSet } from '../standards/api-breakpoints.js';
import { AIR_POLLUTANTS, type Pollutant } from '../standards/parameters.js';
import type { Instant } from '../time/kuala-lumpur.js';
import { computeApi, type ApiResult } from './api.js';
import {
  AVERAGING,
  runningAverage,
  type AveragingRule,
  type HourlyValue,
  type RunningAverage,
} from './averaging.js';

/** Hourly values per pollutant, each already in its table's unit (µg/m³ PM, ppm gases). */
export type HourlySeries = Partial<Record<Pollutant, readonly HourlyValue[]>>;

export interface ApiFromSeriesResult extends ApiResult {
  /** The running average behind each pollutant that had a series, complete or not. */
  readonly averages: Partial<Record<Pollutant, RunningAverage>>;
}

/**
 * The API of the hour `end` from hourly series: each pollutant's running average over its
 * AVERAGING window; only a complete average gets a sub-index (17 valid PM hours give none),
 * and with none at all the result is NO_DATA. The clock is not read: `end` is passed in.
 */
export function computeApiFromSeries(
  series: HourlySeries,
  end: Instant,
  tables: ApiTableSet = DEFAULT_API_TABLES,
  averaging: Readonly<Record<Pollutant, AveragingRule>> = AVERAGING,
): ApiFromSeriesResult {
  const averages: Partial<Record<Pollutant, RunningAverage>> = {};
  const concentrations: Partial<Record<Pollutant, number | null>> = {};
  for (const pollutant of AIR_POLLUTANTS) {
    const values = series[pollutant];
    if (values === undefined) continue;
    const average = runningAverage(values, end, averaging[pollutant]);
    averages[pollutant] = average;
    concentrations[pollutant] = average.isComplete ? average.value : null;
  }
  return { ...computeApi(concentrations, tables), averages };
}
