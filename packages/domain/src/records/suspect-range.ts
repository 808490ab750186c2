import { pointPasses, type Tolerance } from './record-settings.js';
import { DAY_MS } from '../time/units.js';

/**
 * How far back a failed calibration reaches when no passing check of the parameter is found:
 * about a quarter, the longest usual interval between calibrations.
 */
export const SUSPECT_LOOKBACK_MAX_DAYS = 92;

export interface PointResult {
  readonly parameterCode: string;
  readonly expected: number;
  readonly measured: number;
}

/** A parameter's outcome in one calibration: null when it has no point there. */
export function parameterPassed(
  points: readonly (PointResult & Tolerance)[],
  parameterCode: string,
): boolean | null {
  const own = points.filter((p) => p.parameterCode === parameterCode);
  if (own.length === 0) return null;
  return own.every((p) => pointPasses(p.expected, p.measured, p));
}

/**
 * The values a failed calibration makes suspect (QUALITY.md: "a failed QC check marks data back
 * to the last passing check suspect for review"): from the end of the latest earlier passing
 * check of the parameter (or at most `SUSPECT_LOOKBACK_MAX_DAYS` back) to the start of the
 * failed one, [from, to) in epoch ms; null when the range is empty.
 */
export function suspectRange(
  failedFrom: number,
  earlierPassingEnds: readonly number[],
): { from: number; to: number } | null {
  const floor = failedFrom - SUSPECT_LOOKBACK_MAX_DAYS * DAY_MS;
  const lastPass = Math.max(floor, ...earlierPassingEnds.filter((end) => end <= failedFrom));
  return lastPass < failedFrom ? { from: lastPass, to: failedFrom } : null;
}
