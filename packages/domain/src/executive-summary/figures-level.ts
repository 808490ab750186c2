import { lowestLevel } from '../eqr/data-level.js';
import { isCovered, type ApprovalRange, type VerificationLevel } from '../qaqc/verification.js';

/** One station × parameter a summary's figures rest on. */
export interface FigurePair {
  readonly stationId: string;
  readonly parameterCode: string;
}

/**
 * The verification level a summary's figures over [from, to) can claim (QUALITY.md "Reports and
 * exports state the level they show"): each station × parameter is approved when active level-3
 * ranges cover the whole period, reviewed when level-2 (or 3) ranges do, else provisional; the
 * summary is at the lowest level of its pairs. Null when it rests on no pair at all.
 */
export function figuresLevel(
  pairs: readonly FigurePair[],
  rangesOf: (stationId: string) => readonly ApprovalRange[],
  from: number,
  to: number,
): VerificationLevel | null {
  return lowestLevel(
    pairs.map(({ stationId, parameterCode }) => {
      const ranges = rangesOf(stationId);
      if (isCovered(ranges, parameterCode, from, to, 3)) return 'approved';
      return isCovered(ranges, parameterCode, from, to, 2) ? 'reviewed' : 'provisional';
    }),
  );
}
