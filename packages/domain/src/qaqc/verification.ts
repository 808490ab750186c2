/**
 * Verification levels (QUALITY.md, axis 2): L0 raw → L1 automatic checks ran → L2 reviewed by a
 * QA/QC officer → L3 approved and locked. L2 and L3 are stored as time ranges per station ×
 * parameter (`approval`); a value's level is derived from them. Times are epoch milliseconds,
 * ranges half-open [from, to).
 */
export const VERIFICATION_LEVELS = ['raw', 'provisional', 'reviewed', 'approved'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

export interface ApprovalRange {
  readonly id: number;
  /** null: every parameter of the station. */
  readonly parameterCode: string | null;
  readonly from: number;
  readonly to: number;
  readonly level: 2 | 3;
  readonly userId: string;
  /** Set when the range was reopened; a reopened range no longer counts. */
  readonly reopenedAt: number | null;
}

const appliesTo = (r: ApprovalRange, parameterCode: string) =>
  r.reopenedAt === null && (r.parameterCode === null || r.parameterCode === parameterCode);
const overlaps = (r: ApprovalRange, from: number, to: number) => r.from < to && from < r.to;

/** The level (0–3) of one value: the highest active range covering it, else 1 when the automatic checks ran, else 0. */
export function levelOf(
  ts: number,
  parameterCode: string,
  ranges: readonly ApprovalRange[],
  autoChecked = true,
): 0 | 1 | 2 | 3 {
  let level: 0 | 1 | 2 | 3 = autoChecked ? 1 : 0;
  for (const r of ranges)
    if (appliesTo(r, parameterCode) && r.from <= ts && ts < r.to && r.level > level)
      level = r.level;
  return level;
}

/** What a set of values says as a whole: its lowest level (a month half approved is not approved). Empty → provisional. */
export function levelOfSet(levels: readonly (0 | 1 | 2 | 3)[]): VerificationLevel {
  if (levels.length === 0) return 'provisional';
  return VERIFICATION_LEVELS[Math.min(...levels)]!;
}

/** The active approved (L3) range that locks any part of [from, to) of a parameter, or null. */
export function lockingRange(
  ranges: readonly ApprovalRange[],
  parameterCode: string,
  from: number,
  to: number,
): ApprovalRange | null {
  return (
    ranges.find((r) => r.level === 3 && appliesTo(r, parameterCode) && overlaps(r, from, to)) ??
    null
  );
}

/** Whether active ranges of at least `level` cover [from, to) of a parameter with no gap. */
export function isCovered(
  ranges: readonly ApprovalRange[],
  parameterCode: string,
  from: number,
  to: number,
  level: 2 | 3,
): boolean {
  const parts = ranges
    .filter((r) => r.level >= level && appliesTo(r, parameterCode) && overlaps(r, from, to))
    .sort((a, b) => a.from - b.from);
  let reached = from;
  for (const r of parts) {
    if (r.from > reached) return false;
    reached = Math.max(reached, r.to);
    if (reached >= to) return true;
  }
  return reached >= to;
}

export type ApprovalDecision = 'ok' | 'notReviewed' | 'selfApproval' | 'alreadyApproved';

/**
 * Whether `approverId` may approve [from, to) of a parameter (L3): the range must be reviewed
 * (L2) throughout, not approved already in any part, and the approver must not be one of its
 * reviewers (`reviewerIds`: users of the L2 ranges and of the review edits inside it).
 */
export function approvalDecision(input: {
  readonly approverId: string;
  readonly parameterCode: string;
  readonly from: number;
  readonly to: number;
  readonly ranges: readonly ApprovalRange[];
  readonly reviewerIds: readonly string[];
}): ApprovalDecision {
  const { approverId, parameterCode, from, to, ranges, reviewerIds } = input;
  if (lockingRange(ranges, parameterCode, from, to)) return 'alreadyApproved';
  if (!isCovered(ranges, parameterCode, from, to, 2)) return 'notReviewed';
  const reviewers = new Set([
    ...reviewerIds,
    ...ranges
      .filter((r) => r.level === 2 && appliesTo(r, parameterCode) && overlaps(r, from, to))
      .map((r) => r.userId),
  ]);
  return reviewers.has(approverId) ? 'selfApproval' : 'ok';
}

export type ReopenDecision = 'ok' | 'notApproved' | 'alreadyReopened' | 'reasonRequired';

/** Whether an approved range may be reopened: it must be an active L3 range, and a reason is required. */
export function reopenDecision(
  range: Pick<ApprovalRange, 'level' | 'reopenedAt'>,
  reason: string,
): ReopenDecision {
  if (range.level !== 3) return 'notApproved';
  if (range.reopenedAt !== null) return 'alreadyReopened';
  return reason.trim().length === 0 ? 'reasonRequired' : 'ok';
}

/** One station × parameter a figure rests on. */
export interface FigurePair {
  readonly stationId: string;
  readonly parameterCode: string;
}

/** The level of a compilation: the lowest of its parts' levels; null when it has no part. */
export function lowestLevel(levels: readonly VerificationLevel[]): VerificationLevel | null {
  if (levels.length === 0) return null;
  return levels.reduce((low, l) =>
    VERIFICATION_LEVELS.indexOf(l) < VERIFICATION_LEVELS.indexOf(low) ? l : low,
  );
}

/**
 * The verification level figures over [from, to) can claim (QUALITY.md "Reports and exports
 * state the level they show") — the one definition every report, summary, chapter and page
 * uses: each station × parameter is approved when active level-3 ranges cover the whole period,
 * reviewed when level-2 (or 3) ranges do, else provisional; the figures are at the lowest level
 * of their pairs. Null when they rest on no pair at all.
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
