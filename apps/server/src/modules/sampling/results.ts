import { formDate, readReported, type DetectionLimitType, type ReportedValue } from '@eqmp/domain';
import { AppError } from '../../errors.js';

/** One result to store, as reported (WQX-like). */
export interface ResultRow {
  readonly sampleId: number;
  readonly parameterCode: string;
  readonly origin: 'field' | 'lab';
  readonly reported: ReportedValue;
  readonly detectionLimit: number | null;
  readonly detectionLimitType: DetectionLimitType | null;
  readonly unit: string;
  readonly method: string | null;
  readonly qualifiers: readonly string[];
  /** ISO day. */
  readonly analysedOn: string | null;
  readonly labSampleId: string | null;
  readonly batchId: number | null;
}

/** A result as a form sends it. */
export interface EnteredResult {
  readonly parameterCode: string;
  readonly value: string;
  readonly detectionLimit?: number | null | undefined;
  readonly detectionLimitType?: DetectionLimitType | null | undefined;
  readonly method?: string | undefined;
  readonly qualifiers?: readonly string[] | undefined;
  readonly analysedOn?: string | undefined;
  readonly labSampleId?: string | undefined;
}

/**
 * Reads a form's results for one sample: each parameter must be one the station measures, each
 * value readable as reported (`<x`, `>x`, `ND` with its limit), the analysis day a DD/MM/YYYY date
 * (spec §5). The first problem refuses the whole form, naming the parameter.
 */
export function readEntered(
  sampleId: number,
  entries: readonly EnteredResult[],
  units: ReadonlyMap<string, string>,
  origin: 'field' | 'lab',
  batchId: number | null,
): ResultRow[] {
  return entries.map((e) => {
    const parameterCode = e.parameterCode.toUpperCase();
    const unit = units.get(parameterCode);
    if (!unit)
      throw new AppError('SAMPLE_PARAMETER_UNKNOWN', { values: { parameter: parameterCode } });
    const reported = readReported(e.value, e.detectionLimit ?? null);
    if (!reported.ok)
      throw new AppError('SAMPLE_VALUE_UNREADABLE', { values: { parameter: parameterCode } });
    let analysedOn: string | null = null;
    if (e.analysedOn) {
      const day = formDate(e.analysedOn);
      if (!day.ok) throw new AppError(day.code);
      analysedOn = day.value;
    }
    return {
      sampleId,
      parameterCode,
      origin,
      reported: reported.value,
      detectionLimit: e.detectionLimit ?? null,
      detectionLimitType: e.detectionLimitType ?? null,
      unit,
      method: e.method?.trim() || null,
      qualifiers: [...new Set(e.qualifiers ?? [])],
      analysedOn,
      labSampleId: e.labSampleId?.trim() || null,
      batchId,
    };
  });
}
