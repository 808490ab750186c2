import { describe, expect, it } from 'vitest';
import {
  actorOfMove,
  canMove,
  isDirectMove,
  pathTo,
  SAMPLE_STATES,
  type SampleState,
} from './custody.js';

/** The allowed moves written out by hand, independently of the table in custody.ts. */
const ALLOWED: readonly string[] = [
  'planned→collected',
  'planned→not_collected',
  'collected→in_transit',
  'in_transit→received',
  'in_transit→rejected',
  'received→in_analysis',
  'received→rejected',
  'in_analysis→lab_verified',
  'in_analysis→rejected',
  'lab_verified→reviewed',
  'lab_verified→in_analysis',
  'lab_verified→invalidated',
  'reviewed→approved',
  'reviewed→invalidated',
  'approved→published',
  'approved→reviewed',
  'published→reviewed',
];

const pairs = SAMPLE_STATES.flatMap((from) =>
  SAMPLE_STATES.map((to) => [from, to] as [SampleState, SampleState]),
);

describe('sample custody moves', () => {
  it.each(pairs.filter(([a, b]) => ALLOWED.includes(`${a}→${b}`)))('allows %s → %s', (a, b) => {
    expect(canMove(a, b)).toBe(true);
  });

  it.each(pairs.filter(([a, b]) => !ALLOWED.includes(`${a}→${b}`)))('refuses %s → %s', (a, b) => {
    expect(canMove(a, b)).toBe(false);
    expect(actorOfMove(a, b)).toBeNull();
    expect(isDirectMove(a, b)).toBe(false);
  });

  it('has 144 pairs, 17 of them allowed', () => {
    expect(pairs).toHaveLength(144);
    expect(pairs.filter(([a, b]) => canMove(a, b))).toHaveLength(ALLOWED.length);
  });

  it('keeps the side exits final', () => {
    for (const end of ['not_collected', 'rejected', 'invalidated'] as const)
      for (const to of SAMPLE_STATES) expect(canMove(end, to)).toBe(false);
  });

  it.each([
    ['planned', 'collected', 'entry'],
    ['in_analysis', 'lab_verified', 'entry'],
    ['in_transit', 'rejected', 'entry'],
    ['lab_verified', 'reviewed', 'qaqc'],
    ['lab_verified', 'in_analysis', 'qaqc'],
    ['approved', 'published', 'qaqc'],
    ['published', 'reviewed', 'qaqc'],
  ] as const)('%s → %s is made by %s', (a, b, actor) => {
    expect(actorOfMove(a, b)).toBe(actor);
  });

  it('leaves review, approval and publication to the month decisions', () => {
    expect(isDirectMove('lab_verified', 'reviewed')).toBe(false);
    expect(isDirectMove('reviewed', 'approved')).toBe(false);
    expect(isDirectMove('approved', 'published')).toBe(false);
    expect(isDirectMove('collected', 'in_transit')).toBe(true);
    expect(isDirectMove('lab_verified', 'invalidated')).toBe(true);
  });
});

describe('pathTo', () => {
  it('walks the main path', () => {
    expect(pathTo('in_transit', 'in_analysis')).toEqual(['received', 'in_analysis']);
    expect(pathTo('in_analysis', 'in_analysis')).toEqual([]);
    expect(pathTo('planned', 'collected')).toEqual(['collected']);
  });

  it('never goes back or off the path', () => {
    expect(pathTo('in_analysis', 'received')).toBeNull();
    expect(pathTo('rejected', 'in_analysis')).toBeNull();
    expect(pathTo('planned', 'not_collected')).toBeNull();
  });

  it('gives only allowed moves', () => {
    for (const from of SAMPLE_STATES)
      for (const to of SAMPLE_STATES) {
        const steps = pathTo(from, to);
        if (!steps) continue;
        let at = from;
        for (const step of steps) {
          expect(canMove(at, step)).toBe(true);
          at = step;
        }
      }
  });
});
