/**
 * The verification level a compiled figure rests on (QUALITY.md): raw (as received), provisional
 * (automatic checks ran, L1), reviewed (L2) or approved (L3). Approvals are time ranges per
 * station (and parameter, or all parameters); a station's data for a period is at the highest
 * level whose ranges cover the whole period, and a compilation is at the lowest level of the
 * stations it uses.
 */
import { VERIFICATION_LEVELS, type VerificationLevel } from '../qaqc/verification.js';

/** A review (2) or approval (3) range as the compilation sees it: its span and level only. */
export interface CoverageRange {
  readonly from: Date;
  readonly to: Date;
  /** 2 reviewed, 3 approved. */
  readonly level: 2 | 3;
}

/** Whether the ranges together cover [from, to) without a gap. */
function covers(ranges: readonly CoverageRange[], from: Date, to: Date): boolean {
  let reached = from.getTime();
  for (const r of [...ranges].sort((a, b) => a.from.getTime() - b.from.getTime())) {
    if (r.from.getTime() > reached) return false;
    reached = Math.max(reached, r.to.getTime());
    if (reached >= to.getTime()) return true;
  }
  return reached >= to.getTime();
}

/** The level of one station's validated data over [from, to), from its approval ranges. */
export function stationDataLevel(
  ranges: readonly CoverageRange[],
  from: Date,
  to: Date,
): VerificationLevel {
  if (
    covers(
      ranges.filter((r) => r.level === 3),
      from,
      to,
    )
  )
    return 'approved';
  if (covers(ranges, from, to)) return 'reviewed';
  return 'provisional';
}

/** The level of a compilation: the lowest of its stations' levels; null when no station has data. */
export function lowestLevel(levels: readonly VerificationLevel[]): VerificationLevel | null {
  if (levels.length === 0) return null;
  return levels.reduce((low, l) =>
    VERIFICATION_LEVELS.indexOf(l) < VERIFICATION_LEVELS.indexOf(low) ? l : low,
  );
}
