import type { AveragingPeriod, ConcentrationUnit } from './parameters.js';
import type { StandardMeta } from './standard-meta.js';

/**
 * One linear piece of an index table: concentrations cLow..cHigh map to index iLow..iHigh.
 * Units: the table's `unit` for c, index points for i.
 */
export interface BreakpointSegment {
  readonly cLow: number;
  readonly cHigh: number;
  readonly iLow: number;
  readonly iHigh: number;
}

/** A versioned breakpoint table for one parameter (openaq/aqi-hub style: tables are data). */
export interface BreakpointTable<P extends string = string> extends StandardMeta {
  readonly parameter: P;
  readonly averaging: AveragingPeriod;
  readonly unit: ConcentrationUnit;
  /** Ascending by concentration; gaps between segments are allowed (published tables have them). */
  readonly segments: readonly BreakpointSegment[];
}

/**
 * The one piecewise-linear index function (design/INDICES.md §1 "Segment choice"):
 * - the segment is the first whose upper bound holds the value (c ≤ cHigh), so a value in a
 *   published gap (12.05 in PM2.5 table A) is read on the next segment's line;
 * - above the last segment the last segment's line continues (PM10 > 500: 400 + (C − 500));
 * - below the first segment the first index value is returned (negative concentrations near
 *   zero are kept by QA/QC, QUALITY.md, and must not give a negative index).
 * Returns the unrounded index, or null for an empty table or a non-finite value.
 */
export function interpolateBreakpoints(
  segments: readonly BreakpointSegment[],
  c: number,
): number | null {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (first === undefined || last === undefined || !Number.isFinite(c)) return null;
  if (c < first.cLow) return first.iLow;
  const segment = segments.find((s) => c <= s.cHigh) ?? last;
  return onLine(segment, c);
}

/**
 * The inverse of {@link interpolateBreakpoints}: the lowest concentration whose index reaches
 * `index`, on the same segment lines (a value in a published gap is read on the next segment's
 * line, the last line continues above the table). An index that falls in a gap's jump (PM2.5
 * table A: above 50, below the 51 the next segment starts at) gives the gap's start, the
 * lowest concentration above it. Null for an empty table or a non-finite index.
 */
export function concentrationAt(
  segments: readonly BreakpointSegment[],
  index: number,
): number | null {
  const first = segments[0];
  if (first === undefined || !Number.isFinite(index)) return null;
  if (index <= first.iLow) return first.cLow;
  let previousHigh = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    const start = i === 0 ? s.cLow : previousHigh;
    if (index <= s.iHigh || i === segments.length - 1) {
      if (index <= onLine(s, start)) return start;
      if (s.iHigh === s.iLow) return null;
      return s.cLow + ((index - s.iLow) * (s.cHigh - s.cLow)) / (s.iHigh - s.iLow);
    }
    previousHigh = s.cHigh;
  }
  return null;
}

function onLine(s: BreakpointSegment, c: number): number {
  return s.iLow + ((c - s.cLow) * (s.iHigh - s.iLow)) / (s.cHigh - s.cLow);
}

/**
 * A segment written the way DOE publishes its equations, `iLow + slope · (C − cLow)` on
 * cLow..cHigh, so seeds reproduce the published coefficients exactly.
 */
export function segmentFromEquation(
  cLow: number,
  cHigh: number,
  iLow: number,
  slope: number,
): BreakpointSegment {
  return { cLow, cHigh, iLow, iHigh: iLow + slope * (cHigh - cLow) };
}

export type BreakpointProblem = 'EMPTY' | 'EMPTY_RANGE' | 'NOT_ASCENDING' | 'DECREASING';

/**
 * What is wrong with an admin-entered table, as codes (empty list = usable). A table must be
 * ascending and must never make the index drop as concentration rises, also across a gap.
 * `tolerance` absorbs floating-point error at joins (index points).
 */
export function breakpointProblems(
  segments: readonly BreakpointSegment[],
  tolerance = 1e-9,
): BreakpointProblem[] {
  if (segments.length === 0) return ['EMPTY'];
  const problems = new Set<BreakpointProblem>();
  segments.forEach((s, i) => {
    if (!(s.cHigh > s.cLow)) problems.add('EMPTY_RANGE');
    if (s.iHigh < s.iLow) problems.add('DECREASING');
    const previous = i > 0 ? segments[i - 1] : undefined;
    if (previous === undefined) return;
    if (s.cLow < previous.cHigh || s.cHigh <= previous.cHigh) problems.add('NOT_ASCENDING');
    else if (onLine(s, previous.cHigh) < previous.iHigh - tolerance) problems.add('DECREASING');
  });
  return [...problems];
}
