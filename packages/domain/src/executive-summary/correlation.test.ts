import { describe, expect, it } from 'vitest';
import { laggedPearson } from './correlation.js';

describe('laggedPearson', () => {
  it('is 1 or −1 on exact linear series and 0.5 on a hand-computed one', () => {
    expect(laggedPearson([1, 2, 3, 4, 5], [2, 4, 6, 8, 10])!.r).toBeCloseTo(1, 12);
    expect(laggedPearson([1, 2, 3, 4, 5], [5, 4, 3, 2, 1])!.r).toBeCloseTo(-1, 12);
    // Means 2 and 2: Σxy = 1, Σx² = 2, Σy² = 2 → r = 1 / √4 = 0.5.
    expect(laggedPearson([1, 2, 3], [1, 3, 2])).toEqual({ r: 0.5, n: 3 });
  });

  it('reads y one step after x with a lag, and skips positions missing either value', () => {
    const fires = [10, 0, 0, 10, 0];
    const pm = [0, 10, 0, 0, 10];
    expect(laggedPearson(fires, pm, 1)).toEqual({ r: 1, n: 4 });
    expect(laggedPearson([1, null, 3, 4], [2, 5, null, 8])).toBeNull();
    expect(laggedPearson([1, null, 3, 4, 5], [2, 5, 6, null, 10])!.n).toBe(3);
  });

  it('has no value when a side does not vary', () => {
    expect(laggedPearson([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});
