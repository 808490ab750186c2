import { describe, expect, it } from 'vitest';
import { doPercentSaturation, doSaturationMgL } from './do-saturation.js';
import { siAn, siBod, siCod, siDo, siPh, siSs } from './wqi-sub-indices.js';
import { computeWqi, riverClass, riverStatus } from './wqi.js';
import { itClassifies } from '../class-tables.test-support.js';

describe('computeWqi vectors (design/INDICES.md §3, to 0.01)', () => {
  it.each([
    [{ DO: 95, BOD: 1, COD: 8, AN: 0.05, SS: 10, PH: 7.0 }, 95.3, 'CLEAN', 'I'],
    [{ DO: 80, BOD: 3, COD: 20, AN: 0.5, SS: 60, PH: 6.8 }, 80.11, 'SLIGHTLY_POLLUTED', 'II'],
    [{ DO: 40, BOD: 8, COD: 60, AN: 2.0, SS: 250, PH: 6.2 }, 45.56, 'POLLUTED', 'IV'],
    [{ DO: 10, BOD: 20, COD: 150, AN: 5.0, SS: 1200, PH: 5.0 }, 14.37, 'POLLUTED', 'V'],
  ])('%o → %s', (input, wqi, status, riverClassCode) => {
    const result = computeWqi(input);
    expect(result.wqi).toBeCloseTo(wqi, 2);
    expect([result.status, result.riverClass, result.missing]).toEqual([
      status,
      riverClassCode,
      [],
    ]);
  });

  it('answers NA, naming the missing parameters, when one is absent or not a number', () => {
    const result = computeWqi({ DO: 95, BOD: 1, COD: 8, AN: null, SS: Number.NaN, PH: 7 });
    expect(result).toMatchObject({
      wqi: null,
      status: 'NA',
      riverClass: 'NA',
      missing: ['AN', 'SS'],
    });
    expect(result.subIndices.DO).toBe(100);
  });
});

describe('status on the unrounded WQI: clean ≥ 81, slightly polluted ≥ 60', () => {
  itClassifies(riverStatus, [
    [100, 'CLEAN'],
    [81, 'CLEAN'],
    [80.99, 'SLIGHTLY_POLLUTED'],
    [60, 'SLIGHTLY_POLLUTED'],
    [59.99, 'POLLUTED'],
    [0, 'POLLUTED'],
  ]);
});

describe('class: I > 92.7, II > 76.5, III > 51.9, IV ≥ 31.0, V below', () => {
  itClassifies(riverClass, [
    [92.71, 'I'],
    [92.7, 'II'],
    [76.51, 'II'],
    [76.5, 'III'],
    [51.91, 'III'],
    [51.9, 'IV'],
    [31.0, 'IV'],
    [30.99, 'V'],
    [0, 'V'],
  ]);
});

const SUB_INDEX = {
  SIDO: siDo,
  SIBOD: siBod,
  SICOD: siCod,
  SIAN: siAn,
  SISS: siSs,
  SIpH: siPh,
} as const;

describe('sub-index branches at their range edges (clamped where the curve leaves 0–100)', () => {
  it.each<[keyof typeof SUB_INDEX, number, number]>([
    ['SIDO', 8, 0],
    ['SIDO', 50, -0.395 + 0.03 * 50 ** 2 - 0.0002 * 50 ** 3],
    ['SIDO', 91.9, -0.395 + 0.03 * 91.9 ** 2 - 0.0002 * 91.9 ** 3],
    ['SIDO', 92, 100],
    ['SIBOD', 5, 100.4 - 4.23 * 5],
    ['SIBOD', 6, 108 * Math.exp(-0.055 * 6) - 0.1 * 6],
    ['SIBOD', 0, 100],
    ['SICOD', 20, -1.33 * 20 + 99.1],
    ['SICOD', 21, 103 * Math.exp(-0.0157 * 21) - 0.04 * 21],
    ['SIAN', 0.3, 100.5 - 105 * 0.3],
    ['SIAN', 0, 100],
    ['SIAN', 3, 94 * Math.exp(-0.573 * 3) - 5 * Math.abs(3 - 2)],
    ['SIAN', 3.99, 0],
    ['SIAN', 4, 0],
    ['SISS', 100, 97.5 * Math.exp(-0.00676 * 100) + 0.05 * 100],
    ['SISS', 101, 71 * Math.exp(-0.0061 * 101) + 0.015 * 101],
    ['SISS', 1000, 0],
    ['SIpH', 5.49, 17.02 - 17.2 * 5.49 + 5.02 * 5.49 ** 2],
    ['SIpH', 5.5, -242 + 95.5 * 5.5 - 6.67 * 5.5 ** 2],
    ['SIpH', 7, -181 + 82.4 * 7 - 6.05 * 7 ** 2],
    ['SIpH', 8.75, 536 - 77.0 * 8.75 + 2.76 * 8.75 ** 2],
    ['SIpH', 14, 0],
  ])('%s at %s → %s', (name, x, expected) => {
    expect(SUB_INDEX[name](x)).toBeCloseTo(expected, 9);
  });
});

describe('DO % saturation from mg/L and temperature', () => {
  it('uses DOsat = 14.652 − 0.41022T + 0.0079910T² − 0.000077774T³', () => {
    expect(doSaturationMgL(0)).toBeCloseTo(14.652, 9);
    expect(doSaturationMgL(25)).toBeCloseTo(8.17565625, 9);
    expect(doPercentSaturation(8.17565625, 25)).toBeCloseTo(100, 9);
    expect(doPercentSaturation(7.326, 0)).toBeCloseTo(50, 9);
  });

  it('answers null without both inputs', () => {
    expect(doPercentSaturation(null, 25)).toBeNull();
    expect(doPercentSaturation(7, null)).toBeNull();
    expect(doPercentSaturation(7, Number.NaN)).toBeNull();
  });
});
