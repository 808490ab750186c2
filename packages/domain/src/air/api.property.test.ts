import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_BREAKPOINT_SEEDS } from '../standards/api-breakpoints.js';
import { AIR_POLLUTANTS } from '../standards/parameters.js';
import { computeApi, subIndex } from './api.js';

/** Floating-point slack at segment joins (B's 50.4/50.5 join meets exactly at 100). */
const EPSILON = 1e-9;

describe('API properties', () => {
  it.each(API_BREAKPOINT_SEEDS.map((t) => [t.id, t] as const))(
    'sub-index of %s never decreases as concentration rises',
    (_id, table) => {
      const top = (table.segments.at(-1)?.cHigh ?? 1) * 1.5;
      const c = fc.double({ min: -1, max: top, noNaN: true });
      fc.assert(
        fc.property(c, c, (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(subIndex(low, table) ?? 0).toBeLessThanOrEqual(
            (subIndex(high, table) ?? 0) + EPSILON,
          );
        }),
      );
    },
  );

  it('never lowers the API when one pollutant rises', () => {
    const concentration = fc.option(fc.double({ min: 0, max: 800, noNaN: true }), { nil: null });
    const all = fc.record({
      PM25: concentration,
      PM10: concentration,
      SO2: fc.option(fc.double({ min: 0, max: 2, noNaN: true }), { nil: null }),
      NO2: fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: null }),
      O3: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      CO: fc.option(fc.double({ min: 0, max: 80, noNaN: true }), { nil: null }),
    });
    const rise = fc.record({
      pollutant: fc.constantFrom(...AIR_POLLUTANTS),
      by: fc.double({ min: 0, max: 100, noNaN: true }),
    });
    fc.assert(
      fc.property(all, rise, (before, { pollutant, by }) => {
        const after = { ...before, [pollutant]: (before[pollutant] ?? 0) + by };
        const apiBefore = computeApi(before).api ?? 0;
        expect(computeApi(after).api ?? 0).toBeGreaterThanOrEqual(apiBefore - EPSILON);
      }),
    );
  });
});
