import type { GeneratedAlways } from 'kysely';

/**
 * `reading_daily` (migration 0010): per station × parameter × Kuala Lumpur calendar day, the
 * aggregates of its `reading_hourly` rows for each data level (`valid*`: validity 1 with a mean;
 * `raw*`: any hour with a mean), so day-, month- and year-level figures read one row per day
 * instead of 24. Written only by the database's triggers on `reading_hourly`.
 */
export interface ReadingDailyTable {
  stationId: string;
  parameterCode: string;
  /** `YYYY-MM-DD` (dates come back as text on both databases). */
  day: string;
  /** First day of the day's month (generated from `day`). */
  month: GeneratedAlways<string>;
  /** Hours of the day with a row at all. */
  hoursTotal: number;
  validHours: number;
  /** Sum of the hourly means (their mean is validSum / validHours). */
  validSum: number | null;
  /** Lowest hourly minimum, highest hourly maximum. */
  validMin: number | null;
  validMax: number | null;
  /** Lowest and highest hourly mean. */
  validMinMean: number | null;
  validMaxMean: number | null;
  rawHours: number;
  rawSum: number | null;
  rawMin: number | null;
  rawMax: number | null;
  rawMinMean: number | null;
  rawMaxMean: number | null;
  /**
   * For a direction (wind direction), the sums of the sines and cosines of the hourly means
   * (migration 0024): the mean direction is atan2(Σsin, Σcos). Null for other parameters.
   */
  validSinSum: number | null;
  validCosSum: number | null;
  rawSinSum: number | null;
  rawCosSum: number | null;
}
