import { DETECTION_LIMIT_TYPES, type SampleDetail, type SamplingResultsBody } from '@eqmp/domain';
import { formatDay } from '../../../lib/format';

export interface Line {
  value?: string;
  detectionLimit?: number | null;
  detectionLimitType?: (typeof DETECTION_LIMIT_TYPES)[number];
  method?: string;
  qualifiers?: string;
  analysedOn?: string;
}

/** The form's lines of the lab results a sample already holds, as they were reported. */
export function linesOf(results: SampleDetail['results']): Record<string, Line> {
  const lines: Record<string, Line> = {};
  for (const r of results) {
    if (r.origin !== 'lab') continue;
    lines[r.parameterCode] = {
      value: r.reported,
      detectionLimit: r.detectionLimit,
      ...(r.detectionLimitType ? { detectionLimitType: r.detectionLimitType } : {}),
      ...(r.method ? { method: r.method } : {}),
      ...(r.qualifiers.length > 0 ? { qualifiers: r.qualifiers.join(', ') } : {}),
      ...(r.analysedOn ? { analysedOn: formatDay(r.analysedOn) } : {}),
    };
  }
  return lines;
}

/** The results body of the form's filled lines. */
export function resultsOf(values: Record<string, Line>): SamplingResultsBody['results'] {
  return Object.entries(values)
    .filter(([, l]) => l.value && l.value.trim() !== '')
    .map(([parameterCode, l]) => ({
      parameterCode,
      value: l.value!.trim(),
      ...(l.detectionLimit !== undefined && l.detectionLimit !== null
        ? { detectionLimit: l.detectionLimit }
        : {}),
      ...(l.detectionLimitType ? { detectionLimitType: l.detectionLimitType } : {}),
      ...(l.method ? { method: l.method } : {}),
      ...(l.qualifiers
        ? {
            qualifiers: l.qualifiers
              .toUpperCase()
              .split(/[\s,;]+/)
              .filter(Boolean),
          }
        : {}),
      ...(l.analysedOn ? { analysedOn: l.analysedOn } : {}),
    }));
}
