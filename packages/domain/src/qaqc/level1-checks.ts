import { LOGGER_FLAGS, QARTOD, VALIDITY, type QartodFlag, type Validity } from './codes.js';

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
  | 'logger_status';

export interface CheckResult {
  /** The flag of every check that did not pass (passed checks are left out). */
  readonly flags: Partial<Record<CheckName, QartodFlag>>;
  /** The worst flag of all checks (QARTOD): the value's automatic flag. */
  readonly worst: QartodFlag;
  /** The validity the checks propose; a reviewer may overturn it. */
  readonly validity: Validity;
  readonly nullReason: string | null;
}

const SENTINELS = new Set([-999, -9999, 9999, 99999, -99999]);
const HOUR_MS = 3_600_000;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The level-1 checks of QUALITY.md on one value, given what came before it. A check never
 * changes the value: it proposes a validity (a fail makes it −1) and records its flag.
 */
export function runLevel1Checks(input: CheckInput, t: CheckThresholds): CheckResult {
  const flags: Partial<Record<CheckName, QartodFlag>> = {};
  let nullReason: string | null = null;
  const { value } = input;

  if (value === null || !Number.isFinite(value)) {
    flags.missing = QARTOD.MISSING;
    nullReason = 'AN';
  } else if (SENTINELS.has(value)) {
    flags.sentinel = QARTOD.FAIL;
    nullReason = 'AN';
  } else {
    if (value > t.rangeMax || value < t.rangeMin - 3 * t.mdl) flags.gross_range = QARTOD.FAIL;
    else if (t.rangeMin >= 0 && value < -t.mdl) flags.negative = QARTOD.SUSPECT;

    const previous = [...input.prior].reverse().find((p) => p.value !== null);
    const windowMs = (t.stepWindowMinutes ?? 15) * 60_000;
    if (
      previous &&
      input.ts - previous.ts <= windowMs &&
      Math.abs(value - previous.value!) > t.maxStep
    )
      flags.spike = QARTOD.SUSPECT;

    if (value !== t.flatExemptValue) {
      let since = input.ts;
      for (let i = input.prior.length - 1; i >= 0; i--) {
        const p = input.prior[i]!;
        if (p.value === null || Math.abs(p.value - value) > 1e-9) break;
        since = p.ts;
      }
      const hours = (input.ts - since) / HOUR_MS;
      if (hours >= (t.flatFailHours ?? 6)) flags.flat_line = QARTOD.FAIL;
      else if (hours >= (t.flatSuspectHours ?? 3)) flags.flat_line = QARTOD.SUSPECT;
    }

    const recent = input.prior
      .filter((p) => p.value !== null && input.ts - p.ts <= 24 * HOUR_MS)
      .map((p) => p.value!);
    if (recent.length >= 12) {
      const m = median(recent);
      const mad = median(recent.map((v) => Math.abs(v - m)));
      if (mad > 0 && Math.abs((0.6745 * (value - m)) / mad) > (t.zLimit ?? 3.5))
        flags.outlier = QARTOD.SUSPECT;
    }
  }

  const worst = Object.values(flags).reduce<QartodFlag>((a, b) => (b > a ? b : a), QARTOD.PASS);
  let validity: Validity =
    worst === QARTOD.FAIL || worst === QARTOD.MISSING ? VALIDITY.INVALID : VALIDITY.VALID;
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
  };
}

/** PM2.5 above PM10 by more than max(5 µg/m³, 10 %) makes both suspect (QUALITY.md). */
export function pmRatioSuspect(pm25: number | null, pm10: number | null): boolean {
  if (pm25 === null || pm10 === null) return false;
  return pm25 > pm10 + Math.max(5, 0.1 * pm10);
}
