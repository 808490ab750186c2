import { describe, expect, it } from 'vitest';
import { QARTOD, VALIDITY } from './codes.js';
import {
  pmRatioCheck,
  pmRatioSuspect,
  runLevel1Checks,
  withFlag,
  type PriorValue,
} from './level1-checks.js';

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

describe('every failed value carries its null reason', () => {
  const flat = (hours: number, value = 50) =>
    series(Array.from({ length: hours * 12 }, () => value));
  it.each([
    ['missing', null, [], 'AN'],
    ['an error value (−999)', -999, [], 'AN'],
    ['an error value (9999)', 9999, [], 'AN'],
    ['above the measuring range', 1001, [], 'EC'],
    ['below −3·MDL', -7, [], 'EC'],
    ['stuck for 6 hours', 50, flat(6), 'AN'],
  ] as const)('%s → %s', (_, value, prior, reason) => {
    const r = runLevel1Checks({ ts: T0, value, prior: [...prior] }, PM10);
    expect(r.validity).toBe(VALIDITY.INVALID);
    expect(r.nullReason).toBe(reason);
  });

  it.each([
    ['an ordinary value', 42, series([40])],
    ['a suspect spike', 300, series([40])],
    ['a suspect flat run', 50, flat(3)],
  ] as const)('%s keeps no null reason', (_, value, prior) => {
    const r = runLevel1Checks({ ts: T0, value, prior: [...prior] }, PM10);
    expect(r.validity).toBe(VALIDITY.VALID);
    expect(r.nullReason).toBeNull();
  });
});

describe('the spike check flags the spike, not its return', () => {
  it.each([
    ['the value after a spike, back at the level before', [40, 300], 42, false],
    ['a second spike after a return', [40, 300, 40], 300, true],
    ['a value that keeps climbing after a spike', [40, 300], 600, true],
    ['a new level after a step (only the step is flagged)', [40, 300], 305, false],
    ['the value after an error value, at the level before it', [40, -999], 41, false],
    ['the value after an out-of-range value', [40, 5000], 41, false],
    ['a jump from the last usable value, across an error value', [40, -999], 300, true],
    ['an ordinary change', [40, 45], 50, false],
  ] as const)('%s', (_, before, value, flagged) => {
    const r = runLevel1Checks({ ts: T0, value, prior: series([...before]) }, PM10);
    expect(r.flags.spike === QARTOD.SUSPECT).toBe(flagged);
  });
});

describe('the flat-line check names the run it found', () => {
  it.each([
    [2, undefined, undefined],
    [3, QARTOD.SUSPECT, at(-180)],
    [6, QARTOD.FAIL, at(-360)],
  ] as const)('a value unchanged for %i hours: flag %s from the run start', (hours, flag, from) => {
    const prior = series(Array.from({ length: hours * 12 }, () => 50));
    const r = runLevel1Checks({ ts: T0, value: 50, prior }, PM10);
    expect(r.flags.flat_line).toBe(flag);
    expect(r.flatRunFrom).toBe(from);
  });
});

describe('withFlag', () => {
  const ok = runLevel1Checks({ ts: T0, value: 50, prior: [] }, PM10);
  it.each([
    ['flat_line', QARTOD.SUSPECT, QARTOD.SUSPECT, VALIDITY.VALID, null],
    ['flat_line', QARTOD.FAIL, QARTOD.FAIL, VALIDITY.INVALID, 'AN'],
    ['pm_ratio', QARTOD.SUSPECT, QARTOD.SUSPECT, VALIDITY.VALID, null],
  ] as const)('adds %s %i', (check, flag, worst, validity, reason) => {
    expect(withFlag(ok, check, flag)).toMatchObject({ worst, validity, nullReason: reason });
  });

  it('keeps a calibration value −99 with its own reason', () => {
    const cal = runLevel1Checks({ ts: T0, value: 50, loggerFlag: 'C', prior: [] }, PM10);
    expect(withFlag(cal, 'flat_line', QARTOD.FAIL)).toMatchObject({
      validity: -99,
      nullReason: 'AT',
      worst: QARTOD.FAIL,
    });
  });
});

describe('the PM2.5/PM10 check judges only usable values', () => {
  const checked = (value: number | null, loggerFlag?: string) => ({
    value,
    result: runLevel1Checks({ ts: T0, value, loggerFlag, prior: [] }, PM10),
  });
  it.each([
    ['PM2.5 above PM10', 60, 50, true],
    ['PM2.5 below PM10', 20, 50, false],
    ['PM10 an error value (−999)', 20, -999, false],
    ['PM2.5 an error value (9999)', 9999, 50, false],
    ['PM10 out of range below', 20, -50, false],
    ['PM10 missing', 20, null, false],
  ] as const)('%s', (_, pm25, pm10, flagged) => {
    const r = pmRatioCheck(checked(pm25), checked(pm10));
    expect(r !== null).toBe(flagged);
    if (r) {
      expect(r.pm25.flags.pm_ratio).toBe(QARTOD.SUSPECT);
      expect(r.pm10.flags.pm_ratio).toBe(QARTOD.SUSPECT);
    }
  });

  it('leaves a calibration value out', () => {
    expect(pmRatioCheck(checked(60, 'C'), checked(50))).toBeNull();
  });
});
