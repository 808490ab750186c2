import {
  LOGGER_FLAGS,
  QARTOD,
  USABLE_VALIDITIES,
  VALIDITY,
  type QartodFlag,
  type Validity,
} from './codes.js';
import { HOUR_MS } from '../time/units.js';

/** Per-parameter thresholds of the automatic checks (versioned data; passed in). */
export interface CheckThresholds {
  readonly rangeMin: number;
  readonly rangeMax: number;
  /** Method detection limit, in the parameter's unit. */
  readonly mdl: number;
  /** Largest plausible change between values at most `stepWindowMinutes` apart. */
  readonly maxStep: number;
  readonly stepWindowMinutes?: number;
  /** Hours of an unchanged value before it is suspect, and before it fails. */
  readonly flatSuspectHours?: number;
  readonly flatFailHours?: number;
  /** The flat-line check skips this value (e.g. zero solar radiation at night). */
  readonly flatExemptValue?: number;
  /** Modified z-score above which a value is an outlier (suspect). */
  readonly zLimit?: number;
}

export interface PriorValue {
  readonly ts: number;
  readonly value: number | null;
}

export interface CheckInput {
  readonly ts: number;
  readonly value: number | null;
  readonly loggerFlag?: string | null;
  /** Earlier values of the same station and parameter, oldest first, up to 24 h back. */
  readonly prior: readonly PriorValue[];
}

export type CheckName =
  | 'missing'
  | 'sentinel'
  | 'gross_range'
  | 'negative'
  | 'spike'
  | 'flat_line'
  | 'outlier'
  | 'logger_status'
  | 'pm_ratio';

export interface CheckResult {
  /** The flag of every check that did not pass (passed checks are left out). */
  readonly flags: Partial<Record<CheckName, QartodFlag>>;
  /** The worst flag of all checks (QARTOD): the value's automatic flag. */
  readonly worst: QartodFlag;
  /** The validity the checks propose; a reviewer may overturn it. */
  readonly validity: Validity;
  /** Set on every value the checks fail or find missing (QUALITY.md: `AN`, `EC`, …). */
  readonly nullReason: string | null;
  /**
   * When the flat-line check flagged the value: the time of the first value of the unchanged run
   * it found. The whole run carries the flag, not only the values after the threshold.
   */
  readonly flatRunFrom?: number;
}

const SENTINELS = new Set([-999, -9999, 9999, 99999, -99999]);

/** The null reason a failing check gives its value: instrument error or exceeded criteria. */
const FAIL_REASONS: Partial<Record<CheckName, string>> = {
  missing: 'AN',
  sentinel: 'AN',
  gross_range: 'EC',
  flat_line: 'AN',
};

/**
 * The k-th smallest of `a` (from 0), found in place by selection (no full sort): afterwards every
 * value before index k is at most the answer.
 */
function select(a: Float64Array, k: number): number {
  let lo = 0;
  let hi = a.length - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const swap = a[i]!;
        a[i++] = a[j]!;
        a[j--] = swap;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k]!;
}

/** The median of finite values; reorders `values`. */
function median(values: Float64Array): number {
  const mid = values.length >> 1;
  const upper = select(values, mid);
  if (values.length % 2) return upper;
  let lower = values[0]!;
  for (let i = 1; i < mid; i++) if (values[i]! > lower) lower = values[i]!;
  return (lower + upper) / 2;
}

/** Whether a value can be judged against others: received, no error value, within gross range. */
export function isUsableValue(value: number | null, t: CheckThresholds): value is number {
  return (
    value !== null &&
    Number.isFinite(value) &&
    !SENTINELS.has(value) &&
    value <= t.rangeMax &&
    value >= t.rangeMin - 3 * t.mdl
  );
}

type Usable = { readonly ts: number; readonly value: number };

/**
 * Whether `last`, after a run of usable values (oldest first), is a spike: a step beyond
 * `maxStep` from the value before, within the step window. The step back from a spike to the
 * level before it ends the spike and is not one (so the run is followed from its start).
 */
function endsInSpike(values: readonly Usable[], last: Usable, t: CheckThresholds): boolean {
  const windowMs = (t.stepWindowMinutes ?? 15) * 60_000;
  const at = (i: number) => (i < values.length ? values[i]! : last);
  const jump = (i: number) =>
    i >= 1 &&
    at(i).ts - at(i - 1).ts <= windowMs &&
    Math.abs(at(i).value - at(i - 1).value) > t.maxStep;
  // A value without a step from the one before is no spike, whatever came before it: the run is
  // followed from the last such value (the start of the run at the latest).
  let from = values.length;
  while (from > 0 && jump(from)) from--;
  let spike = false;
  for (let i = from + 1; i <= values.length; i++) {
    const returns: boolean =
      spike && i >= 2 && Math.abs(at(i).value - at(i - 2).value) <= t.maxStep;
    spike = jump(i) && !returns;
  }
  return spike;
}

/** The start of the unchanged run ending in `value` and the flag its length earns, if any. */
function flatRun(
  input: CheckInput,
  value: number,
  t: CheckThresholds,
): { from: number; flag: QartodFlag } | null {
  if (value === t.flatExemptValue) return null;
  let since = input.ts;
  for (let i = input.prior.length - 1; i >= 0; i--) {
    const p = input.prior[i]!;
    if (p.value === null || Math.abs(p.value - value) > 1e-9) break;
    since = p.ts;
  }
  const hours = (input.ts - since) / HOUR_MS;
  if (hours >= (t.flatFailHours ?? 6)) return { from: since, flag: QARTOD.FAIL };
  if (hours >= (t.flatSuspectHours ?? 3)) return { from: since, flag: QARTOD.SUSPECT };
  return null;
}

/** Whether `value` is a robust outlier against the usable values of the last 24 hours. */
function isOutlier(ts: number, value: number, usable: readonly Usable[], t: CheckThresholds) {
  const inWindow = (p: Usable) => ts - p.ts <= 24 * HOUR_MS;
  let count = 0;
  for (const p of usable) if (inWindow(p)) count++;
  if (count < 12) return false;
  // One buffer: the values, then (in place) their distances from the median.
  const recent = new Float64Array(count);
  let i = 0;
  for (const p of usable) if (inWindow(p)) recent[i++] = p.value;
  const m = median(recent);
  for (let k = 0; k < count; k++) recent[k] = Math.abs(recent[k]! - m);
  const mad = median(recent);
  return mad > 0 && Math.abs((0.6745 * (value - m)) / mad) > (t.zLimit ?? 3.5);
}

/** The checks of a value that is neither missing nor an error value. */
function measuredChecks(input: CheckInput, value: number, t: CheckThresholds) {
  const flags: Partial<Record<CheckName, QartodFlag>> = {};
  if (value > t.rangeMax || value < t.rangeMin - 3 * t.mdl) flags.gross_range = QARTOD.FAIL;
  else if (t.rangeMin >= 0 && value < -t.mdl) flags.negative = QARTOD.SUSPECT;

  const usable = input.prior.filter((p): p is Usable => isUsableValue(p.value, t));
  // A value out of range is not judged against its neighbours.
  if (!flags.gross_range && endsInSpike(usable, { ts: input.ts, value }, t))
    flags.spike = QARTOD.SUSPECT;

  const run = flatRun(input, value, t);
  if (run) flags.flat_line = run.flag;

  if (!flags.gross_range && isOutlier(input.ts, value, usable, t)) flags.outlier = QARTOD.SUSPECT;
  return { flags, flatRunFrom: run?.from };
}

const worstOf = (flags: Partial<Record<CheckName, QartodFlag>>): QartodFlag =>
  Object.values(flags).reduce<QartodFlag>((a, b) => (b > a ? b : a), QARTOD.PASS);

/** The null reason of the worst failing check, in the order of FAIL_REASONS. */
function failReason(flags: Partial<Record<CheckName, QartodFlag>>): string | null {
  const failing = (Object.keys(FAIL_REASONS) as CheckName[]).find(
    (c) => flags[c] === QARTOD.FAIL || flags[c] === QARTOD.MISSING,
  );
  return failing ? FAIL_REASONS[failing]! : null;
}

/**
 * The level-1 checks of QUALITY.md on one value, given what came before it. A check never
 * changes the value: it proposes a validity (a fail makes it −1, with its null reason) and
 * records its flag.
 */
export function runLevel1Checks(input: CheckInput, t: CheckThresholds): CheckResult {
  const { value } = input;
  let flags: Partial<Record<CheckName, QartodFlag>> = {};
  let flatRunFrom: number | undefined;
  if (value === null || !Number.isFinite(value)) flags.missing = QARTOD.MISSING;
  else if (SENTINELS.has(value)) flags.sentinel = QARTOD.FAIL;
  else ({ flags, flatRunFrom } = measuredChecks(input, value, t));

  const worst = worstOf(flags);
  const failed = worst === QARTOD.FAIL || worst === QARTOD.MISSING;
  let validity: Validity = failed ? VALIDITY.INVALID : VALIDITY.VALID;
  let nullReason = failed ? failReason(flags) : null;
  const logger = input.loggerFlag ? LOGGER_FLAGS[input.loggerFlag] : undefined;
  if (logger) {
    flags.logger_status = QARTOD.SUSPECT;
    validity = logger.validity;
    nullReason = logger.nullReason;
  }
  return {
    flags,
    worst: logger && worst < QARTOD.SUSPECT ? QARTOD.SUSPECT : worst,
    validity,
    nullReason,
    ...(flatRunFrom === undefined ? {} : { flatRunFrom }),
  };
}

/**
 * A check's flag added to a value's result: the worst flag and the validity follow, and a value
 * the flag fails gets its null reason (a maintenance value keeps its own validity and reason).
 */
export function withFlag(r: CheckResult, check: CheckName, flag: QartodFlag): CheckResult {
  const flags = {
    ...r.flags,
    [check]: Math.max(r.flags[check] ?? QARTOD.PASS, flag) as QartodFlag,
  };
  const worst = worstOf(flags);
  if (flag !== QARTOD.FAIL || !USABLE_VALIDITIES.includes(r.validity))
    return { ...r, flags, worst };
  return {
    ...r,
    flags,
    worst,
    validity: VALIDITY.INVALID,
    nullReason: r.nullReason ?? FAIL_REASONS[check] ?? null,
  };
}

/** PM2.5 above PM10 by more than max(5 µg/m³, 10 %) makes both suspect (QUALITY.md). */
export function pmRatioSuspect(pm25: number | null, pm10: number | null): boolean {
  if (pm25 === null || pm10 === null) return false;
  return pm25 > pm10 + Math.max(5, 0.1 * pm10);
}

/** A value with the result of its own checks. */
export interface CheckedValue {
  readonly value: number | null;
  readonly result: CheckResult;
}

/** Whether a checked value may enter a cross-parameter check: not failed, missing or voided. */
const judgeable = (c: CheckedValue): boolean =>
  c.value !== null && c.result.worst < QARTOD.FAIL && USABLE_VALIDITIES.includes(c.result.validity);

/**
 * The PM2.5/PM10 check of one instant: both results with `pm_ratio` suspect when PM2.5 is above
 * PM10 (QUALITY.md), or null when it passes. Only usable values are judged: an error value,
 * an out-of-range or a calibration value says nothing about the other.
 */
export function pmRatioCheck(
  pm25: CheckedValue,
  pm10: CheckedValue,
): { pm25: CheckResult; pm10: CheckResult } | null {
  if (!judgeable(pm25) || !judgeable(pm10) || !pmRatioSuspect(pm25.value, pm10.value)) return null;
  return {
    pm25: withFlag(pm25.result, 'pm_ratio', QARTOD.SUSPECT),
    pm10: withFlag(pm10.result, 'pm_ratio', QARTOD.SUSPECT),
  };
}
