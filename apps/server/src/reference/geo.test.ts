import { describe, expect, it } from 'vitest';
import { contains, randomPointIn, seededRng } from './geo.js';
import type { Feature } from './reference-files.js';

const square: Feature = {
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
        [0, 0],
      ],
      [
        [4, 4],
        [6, 4],
        [6, 6],
        [4, 6],
        [4, 4],
      ],
    ],
  },
};

describe('geo helpers', () => {
  it('tells inside from outside and from a hole', () => {
    expect(contains(square, [1, 1])).toBe(true);
    expect(contains(square, [5, 5])).toBe(false);
    expect(contains(square, [11, 1])).toBe(false);
  });

  it('draws the same points from the same seed, always inside', () => {
    const a = Array.from(
      { length: 20 },
      (
        (rng) => () =>
          randomPointIn(square, rng)
      )(seededRng(7)),
    );
    const b = Array.from(
      { length: 20 },
      (
        (rng) => () =>
          randomPointIn(square, rng)
      )(seededRng(7)),
    );
    expect(a).toEqual(b);
    expect(a.every((p) => contains(square, p))).toBe(true);
  });
});
