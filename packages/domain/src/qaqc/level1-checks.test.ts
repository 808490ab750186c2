import { describe, expect, it } from 'vitest';
import { QARTOD, VALIDITY } from './codes.js';
import { pmRatioSuspect, runLevel1Checks, type PriorValue } from './level1-checks.js';

const PM10 = { rangeMin: 0, rangeMax: 1000, mdl: 2, maxStep: 200 };
const T0 = Date.UTC(2026, 0, 15, 0, 0);
const at = (minutes: number) => T0 + minutes * 60_000;
/** `count` prior values every 5 minutes ending 5 minutes before T0. */
const series = (values: (number | null)[]): PriorValue[] =>
  values.map((value, i) => ({ ts: at(-5 * (values.length - i)), value }));

describe('level-1 checks', () => {
  it('passes an ordinary value', () => {
    const r = runLevel1Checks({ ts: T0, value: 42, prior: series([40, 41, 43]) }, PM10);
    expect(r).toEqual({
      flags: {},
      worst: QARTOD.PASS,
      validity: VALIDITY.VALID,
      nullReason: null,
    });
  });

  it('marks a missing value 9 and invalid, and a sentinel as a failure with AN', () => {
    expect(runLevel1Checks({ ts: T0, value: null, prior: [] }, PM10)).toMatchObject({
      worst: QARTOD.MISSING,
      validity: -1,
      nullReason: 'AN',
    });
    expect(runLevel1Checks({ ts: T0, value: -9999, prior: [] }, PM10)).toMatchObject({
      flags: { sentinel: 4 },
      validity: -1,
    });
  });

  it('fails a value outside the instrument range', () => {
    expect(runLevel1Checks({ ts: T0, value: 1001, prior: [] }, PM10).flags.gross_range).toBe(
      QARTOD.FAIL,
    );
    expect(
      runLevel1Checks({ ts: T0, value: 1000, prior: [] }, PM10).flags.gross_range,
    ).toBeUndefined();
  });

  it('keeps a small negative, makes a larger one suspect and fails one below −3·MDL', () => {
    expect(runLevel1Checks({ ts: T0, value: -2, prior: [] }, PM10).worst).toBe(QARTOD.PASS);
    expect(runLevel1Checks({ ts: T0, value: -5, prior: [] }, PM10).flags.negative).toBe(
      QARTOD.SUSPECT,
    );
    expect(runLevel1Checks({ ts: T0, value: -7, prior: [] }, PM10).flags.gross_range).toBe(
      QARTOD.FAIL,
    );
  });

  it('makes a jump larger than the step limit suspect, but not across a long gap', () => {
    expect(runLevel1Checks({ ts: T0, value: 300, prior: series([40]) }, PM10).flags.spike).toBe(
      QARTOD.SUSPECT,
    );
    expect(
      runLevel1Checks({ ts: T0, value: 300, prior: [{ ts: at(-60), value: 40 }] }, PM10).flags
        .spike,
    ).toBeUndefined();
  });

  it('makes a value unchanged for 3 hours suspect and for 6 hours a failure', () => {
    const flat = (hours: number) => series(Array.from({ length: hours * 12 }, () => 50));
    expect(
      runLevel1Checks({ ts: T0, value: 50, prior: flat(2) }, PM10).flags.flat_line,
    ).toBeUndefined();
    expect(runLevel1Checks({ ts: T0, value: 50, prior: flat(3) }, PM10).flags.flat_line).toBe(
      QARTOD.SUSPECT,
    );
    expect(runLevel1Checks({ ts: T0, value: 50, prior: flat(6) }, PM10)).toMatchObject({
      flags: { flat_line: 4 },
      validity: -1,
    });
    expect(
      runLevel1Checks(
        { ts: T0, value: 0, prior: flat(6).map((p) => ({ ...p, value: 0 })) },
        { ...PM10, flatExemptValue: 0 },
      ).flags.flat_line,
    ).toBeUndefined();
  });

  it('makes a robust outlier against the last 24 hours suspect', () => {
    const prior = series(Array.from({ length: 48 }, (_, i) => 40 + (i % 5)));
    expect(
      runLevel1Checks({ ts: T0, value: 44, prior }, { ...PM10, maxStep: 1e9 }).flags.outlier,
    ).toBeUndefined();
    expect(
      runLevel1Checks({ ts: T0, value: 90, prior }, { ...PM10, maxStep: 1e9 }).flags.outlier,
    ).toBe(QARTOD.SUSPECT);
  });

  it('follows the logger: calibration makes the value −99 with AT', () => {
    expect(runLevel1Checks({ ts: T0, value: 42, loggerFlag: 'C', prior: [] }, PM10)).toMatchObject({
      validity: -99,
      nullReason: 'AT',
      worst: 3,
    });
  });

  it('flags PM2.5 above PM10 beyond max(5 µg/m³, 10 %)', () => {
    expect(pmRatioSuspect(54, 50)).toBe(false);
    expect(pmRatioSuspect(56, 50)).toBe(true);
    expect(pmRatioSuspect(110, 100)).toBe(false);
    expect(pmRatioSuspect(111, 100)).toBe(true);
    expect(pmRatioSuspect(null, 100)).toBe(false);
  });
});
