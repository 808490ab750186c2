import type { CheckThresholds } from './level1-checks.js';

/** One automatic check that did not pass, with what it compared: the spec's "flag details". */
export interface FlagDetail {
  /** Check name as stored in `reading.auto_checks` (level1-checks `CheckName`, or `pm_ratio`). */
  readonly check: string;
  /** QARTOD flag it raised (3 suspect, 4 fail, 9 missing). */
  readonly flag: number;
  /** The limit(s) it compared against, in the parameter's unit (z-score for `outlier`, hours for `flat_line`). */
  readonly min: number | null;
  readonly max: number | null;
  /** What it compared: the value, or its step from the previous value for `spike`. */
  readonly compared: number | null;
}

/**
 * Explains a value's stored automatic flags with the thresholds in force (passed in) and the
 * previous value (for the step check). Defaults are those of `runLevel1Checks`.
 */
export function flagDetails(
  flags: Readonly<Record<string, number>>,
  value: number | null,
  previous: number | null,
  t: CheckThresholds,
): FlagDetail[] {
  return Object.entries(flags).map(([check, flag]) => {
    const d = (min: number | null, max: number | null, compared: number | null): FlagDetail => ({
      check,
      flag,
      min,
      max,
      compared,
    });
    switch (check) {
      case 'gross_range':
        return d(t.rangeMin - 3 * t.mdl, t.rangeMax, value);
      case 'negative':
        return d(-t.mdl, null, value);
      case 'spike':
        return d(
          null,
          t.maxStep,
          value !== null && previous !== null ? Math.abs(value - previous) : null,
        );
      case 'flat_line':
        return d(null, t.flatSuspectHours ?? 3, null);
      case 'outlier':
        return d(null, t.zLimit ?? 3.5, value);
      default:
        return d(null, null, value);
    }
  });
}
