import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { median, modifiedZScore } from './series-checks.js';

describe('robust statistics', () => {
  it('the modified z-score does not change when the reference is shifted with the value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 3, maxLength: 40 }),
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -500, max: 500 }),
        (ref, x, shift) => {
          const a = modifiedZScore(x, ref);
          const b = modifiedZScore(
            x + shift,
            ref.map((v) => v + shift),
          );
          if (a === null) return b === null;
          return b !== null && Math.abs(a - b) < 1e-9;
        },
      ),
    );
  });

  it('the median lies between the smallest and the largest value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), { minLength: 1 }),
        (values) => {
          const m = median(values);
          return m >= Math.min(...values) && m <= Math.max(...values);
        },
      ),
    );
  });

  it('one wild value in the reference moves the score little (robustness)', () => {
    expect(modifiedZScore(30, [20, 21, 22, 20, 21, 1000])).toBeGreaterThan(3.5);
  });
});
