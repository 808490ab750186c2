import { describe, expect, it } from 'vitest';
import {
  breakpointProblems,
  concentrationAt,
  interpolateBreakpoints,
  segmentFromEquation,
  type BreakpointSegment,
} from './breakpoints.js';
import { API_BREAKPOINT_SEEDS } from './api-breakpoints.js';

/** A small table with a published-style gap (10..10.1) and a shared join at 20. */
const TABLE: readonly BreakpointSegment[] = [
  { cLow: 0, cHigh: 10, iLow: 0, iHigh: 50 },
  { cLow: 10.1, cHigh: 20, iLow: 51, iHigh: 100 },
  { cLow: 20, cHigh: 30, iLow: 101, iHigh: 200 },
];

describe('interpolateBreakpoints (design/INDICES.md §1 segment choice)', () => {
  it.each([
    ['the first breakpoint', 0, 0],
    ['inside the first segment', 5, 25],
    ['an upper bound, which belongs to its own segment (C ≤ upper)', 10, 50],
    ['a value in a published gap, read on the next segment line', 10.05, 51 - 0.05 * (49 / 9.9)],
    ['the lower bound after a gap', 10.1, 51],
    ['a join shared by two segments, read on the lower one', 20, 100],
    ['just above a shared join, read on the upper one', 20.5, 101 + 0.5 * 9.9],
    ['the last upper bound', 30, 200],
    ['beyond the last segment, continuing its line', 40, 299],
    ['a negative concentration, held at the first index value', -3, 0],
  ])('reads %s', (_label, c, expected) => {
    expect(interpolateBreakpoints(TABLE, c)).toBeCloseTo(expected, 9);
  });

  it('answers null for an empty table or a non-finite value', () => {
    expect(interpolateBreakpoints([], 5)).toBeNull();
    expect(interpolateBreakpoints(TABLE, Number.NaN)).toBeNull();
    expect(interpolateBreakpoints(TABLE, Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('segmentFromEquation', () => {
  it('reproduces a published equation iLow + slope·(C − cLow) at both ends', () => {
    const s = segmentFromEquation(12.1, 75.5, 51, 0.7741);
    expect(s).toEqual({ cLow: 12.1, cHigh: 75.5, iLow: 51, iHigh: 51 + 0.7741 * (75.5 - 12.1) });
    expect(interpolateBreakpoints([s], 20)).toBeCloseTo(0.7741 * (20 - 12.1) + 51, 12);
  });
});

describe('breakpointProblems (admin-entered tables)', () => {
  it('accepts every seeded API table', () => {
    for (const table of API_BREAKPOINT_SEEDS)
      expect(breakpointProblems(table.segments)).toEqual([]);
  });

  it.each<[string, BreakpointSegment[], string]>([
    ['an empty table', [], 'EMPTY'],
    ['a zero-width segment', [{ cLow: 5, cHigh: 5, iLow: 0, iHigh: 10 }], 'EMPTY_RANGE'],
    ['a falling segment', [{ cLow: 0, cHigh: 5, iLow: 10, iHigh: 0 }], 'DECREASING'],
    [
      'overlapping segments',
      [
        { cLow: 0, cHigh: 10, iLow: 0, iHigh: 50 },
        { cLow: 5, cHigh: 20, iLow: 51, iHigh: 100 },
      ],
      'NOT_ASCENDING',
    ],
    [
      'a step down at a join',
      [
        { cLow: 0, cHigh: 10, iLow: 0, iHigh: 50 },
        { cLow: 10, cHigh: 20, iLow: 40, iHigh: 100 },
      ],
      'DECREASING',
    ],
    [
      'a gap whose next line starts below the previous top',
      [
        { cLow: 0, cHigh: 10, iLow: 0, iHigh: 50 },
        { cLow: 11, cHigh: 12, iLow: 51, iHigh: 100 },
      ],
      'DECREASING',
    ],
  ])('flags %s', (_label, segments, problem) => {
    expect(breakpointProblems(segments)).toContain(problem);
  });
});

describe('concentrationAt (the inverse of the index function)', () => {
  it.each([
    ['the first index value', 0, 0],
    ['inside the first segment', 25, 5],
    ['the top of a segment before a gap', 50, 10],
    ['an index in the jump of a gap: the gap start', 50.5, 10],
    ['an index on the next line inside the gap', 51 - 0.05 * (49 / 9.9), 10.05],
    ['the start of the segment after the gap', 51, 10.1],
    ['a shared join', 100, 20],
    ['beyond the last segment, on its line', 299, 40],
    ['below the first index value', -5, 0],
  ])('gives %s', (_label, index, expected) => {
    expect(concentrationAt(TABLE, index)).toBeCloseTo(expected, 9);
  });

  it('gives null for an empty table or a non-finite index', () => {
    expect(concentrationAt([], 10)).toBeNull();
    expect(concentrationAt(TABLE, Number.NaN)).toBeNull();
  });

  it.each(API_BREAKPOINT_SEEDS.map((t) => [t.id, t] as const))(
    'lands on every whole index 1–500 of %s',
    (_id, table) => {
      for (let index = 1; index <= 500; index++) {
        const c = concentrationAt(table.segments, index)!;
        // The index itself, or (in the jump of a gap or a join) the point just below the jump.
        expect(interpolateBreakpoints(table.segments, c)!).toBeLessThanOrEqual(index + 1e-6);
        expect(interpolateBreakpoints(table.segments, c + 1e-6)!).toBeGreaterThanOrEqual(
          index - 1e-3,
        );
      }
    },
  );
});
