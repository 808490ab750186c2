import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siAn, siBod, siCod, siDo, siPh, siSs } from './wqi-sub-indices.js';
import { computeWqi } from './wqi.js';

const anyValue = fc.double({ min: -1e6, max: 1e6, noNaN: true });

describe('WQI properties', () => {
  it.each([
    ['SIDO', siDo],
    ['SIBOD', siBod],
    ['SICOD', siCod],
    ['SIAN', siAn],
    ['SISS', siSs],
    ['SIpH', siPh],
  ])('%s stays within 0–100 for any input', (_name, si) => {
    fc.assert(
      fc.property(anyValue, (x) => {
        const value = si(x);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('keeps the WQI within 0–100', () => {
    const input = fc.record({
      DO: anyValue,
      BOD: anyValue,
      COD: anyValue,
      AN: anyValue,
      SS: anyValue,
      PH: anyValue,
    });
    fc.assert(
      fc.property(input, (values) => {
        const wqi = computeWqi(values).wqi ?? Number.NaN;
        expect(wqi).toBeGreaterThanOrEqual(0);
        expect(wqi).toBeLessThanOrEqual(100 + 1e-9);
      }),
    );
  });
});
