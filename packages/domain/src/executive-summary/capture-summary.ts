/** One station × parameter's data capture of a month (the Data KPI's row). */
export interface CaptureFigure {
  readonly module: string;
  readonly stateName: string | null;
  /** Capture leaving calibration and maintenance out (the KPI's default basis), percent or null. */
  readonly capturePct: number | null;
}

export interface CaptureSummary {
  /** Station × parameter pairs that had hours to capture in the month. */
  readonly pairs: number;
  /** Mean capture of those pairs, percent rounded to 0.1, or null without any. */
  readonly meanPct: number | null;
  /** Pairs at or above the target. */
  readonly meetingTarget: number;
}

/**
 * Data capture of a group of station × parameter pairs (e.g. a module, or a module in a state):
 * the mean of their monthly captures, and how many meet the target (QUALITY.md completeness,
 * 75 % by default). Pairs with nothing expected yet (null) are left out of both.
 */
export function summariseCapture(
  figures: readonly CaptureFigure[],
  targetPct: number,
): CaptureSummary {
  const known = figures.map((f) => f.capturePct).filter((v): v is number => v !== null);
  if (known.length === 0) return { pairs: 0, meanPct: null, meetingTarget: 0 };
  const mean = known.reduce((sum, v) => sum + v, 0) / known.length;
  return {
    pairs: known.length,
    meanPct: Math.round(mean * 10) / 10,
    meetingTarget: known.filter((v) => v >= targetPct).length,
  };
}
