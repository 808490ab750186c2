import { VALIDITY, type Validity } from '../qaqc/codes.js';
import { fail, ok, type Result } from '../time/result.js';

/**
 * Detection limit types (WQX `DetectionQuantitationLimitTypeName`, shortened): method detection
 * limit, limit of quantitation, practical quantitation limit, instrument detection limit.
 */
export const DETECTION_LIMIT_TYPES = ['MDL', 'LOQ', 'PQL', 'IDL'] as const;
export type DetectionLimitType = (typeof DETECTION_LIMIT_TYPES)[number];

/** Censoring of a result: below a limit (`<`), above the upper limit of the method (`>`), or none. */
export type Censoring = '<' | '>' | null;

/** A lab or field result as reported, read (WQX: ResultMeasureValue with its detection condition). */
export interface ReportedValue {
  /** The text as reported, trimmed (e.g. `<0.5`, `12.30`, `ND`). */
  readonly reported: string;
  /** The number reported (for `<0.5` the limit 0.5; for `ND` the detection limit). */
  readonly value: number;
  readonly censored: Censoring;
}

export type ReportedValueError = 'VALUE_UNREADABLE' | 'DETECTION_LIMIT_REQUIRED';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Reads a value as a lab reports it: a number, `<x` (below the limit x), `>x` (above the upper
 * limit x, e.g. coliforms too numerous to count), or `ND` (not detected: below the detection
 * limit, which must then be given). Spaces after the sign are allowed (`< 0.5`).
 */
export function readReported(
  text: string,
  detectionLimit: number | null,
): Result<ReportedValue, ReportedValueError> {
  const reported = text.trim();
  if (/^(nd|n\.d\.)$/i.test(reported)) {
    if (detectionLimit === null) return fail('DETECTION_LIMIT_REQUIRED');
    return ok({ reported: 'ND', value: detectionLimit, censored: '<' });
  }
  const sign = reported[0] === '<' || reported[0] === '>' ? reported[0] : null;
  const number = (sign ? reported.slice(1) : reported).trim();
  if (!NUMBER.test(number)) return fail('VALUE_UNREADABLE');
  const value = Number(number);
  if (!Number.isFinite(value)) return fail('VALUE_UNREADABLE');
  return ok({ reported: sign ? `${sign}${number}` : number, value, censored: sign });
}

/** What a result becomes as a measurement (`reading`): its number, validity and qualifiers. */
export interface ResultAsReading {
  readonly value: number;
  readonly validity: Validity;
  /** Qualifiers the censoring adds (`MD` below the limit, `EH` above the method's range). */
  readonly qualifiers: readonly string[];
}

/**
 * How a result enters the measurements (QUALITY.md: substitution happens only in outputs, and
 * says so). Below the limit (`<x`, `ND`): half the limit, validity 3 ("reported as half the
 * limit"), qualifier `MD`. A number under the given detection limit: kept as measured, validity 2,
 * `MD`. Above the method's range (`>x`): x, validity 1, qualifier `EH`. Otherwise the number, valid.
 * The result row keeps what was reported.
 */
export function resultAsReading(
  result: Pick<ReportedValue, 'value' | 'censored'>,
  detectionLimit: number | null,
): ResultAsReading {
  if (result.censored === '<') {
    const limit = detectionLimit ?? result.value;
    return { value: limit / 2, validity: VALIDITY.BELOW_DL_HALF, qualifiers: ['MD'] };
  }
  if (result.censored === '>')
    return { value: result.value, validity: VALIDITY.VALID, qualifiers: ['EH'] };
  if (detectionLimit !== null && result.value < detectionLimit)
    return { value: result.value, validity: VALIDITY.BELOW_DL_KEPT, qualifiers: ['MD'] };
  return { value: result.value, validity: VALIDITY.VALID, qualifiers: [] };
}

/**
 * A result as it is shown and exported: a value below the detection limit as reported, `<` and
 * the limit (`<5`; `ND` with its limit 5 is shown `<5` too), a value above the method's range as
 * `>x`, any other as its number. The half-limit substitution (`resultAsReading`) is only for
 * computations (means, indices), which say so.
 */
export function formatCensored(
  value: number,
  censored: Censoring,
  detectionLimit: number | null,
): string {
  if (censored === '<') return `<${detectionLimit ?? value}`;
  if (censored === '>') return `>${value}`;
  return String(value);
}
