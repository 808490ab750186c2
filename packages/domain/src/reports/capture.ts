/**
 * The 75 % completeness rule of QUALITY.md ("Aggregates and completeness"): an aggregate needs at
 * least 75 % of its expected valid values — a daily mean 18 of 24 valid hours, a monthly mean
 * 75 % of the month's days with a valid daily mean. Below it the aggregate keeps its value for
 * display but is marked "insufficient data" and enters no index or yearly statistic.
 */
export const CAPTURE_MIN_FRACTION = 0.75;

/** Valid hours a daily mean needs (18 of 24). */
export const DAILY_MIN_VALID_HOURS = Math.ceil(CAPTURE_MIN_FRACTION * 24);

/** True when `valid` of `expected` values meet the 75 % rule. */
export function meetsCapture(valid: number, expected: number): boolean {
  return expected > 0 && valid >= Math.ceil(CAPTURE_MIN_FRACTION * expected);
}

/** Capture in percent (0–100, one decimal), null when nothing was expected. */
export function capturePercent(valid: number, expected: number): number | null {
  return expected > 0 ? Math.round((1000 * valid) / expected) / 10 : null;
}
