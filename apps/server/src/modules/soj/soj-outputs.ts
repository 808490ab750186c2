import { judge, type CriterionRow } from './soj-criteria.js';

export interface ApprovedResult {
  readonly roundId: number;
  readonly stationId: string;
  readonly stationName: string;
  readonly side: 'MY' | 'SG';
  readonly stationGroup: string;
  readonly sampledOn: string;
  readonly parameterCode: string;
  readonly unit: string;
  readonly value: number;
  readonly censored: boolean;
}

/** Each approved result with whether it breaks the standard and the benchmark in force on its day. */
export function compareResults(
  results: readonly ApprovedResult[],
  standard: readonly CriterionRow[],
  benchmark: readonly CriterionRow[],
) {
  return results.map(({ stationGroup, ...r }) => ({
    ...r,
    exceedsStandard: judge(standard, r.sampledOn, r.parameterCode, stationGroup, r.value),
    exceedsBenchmark: judge(benchmark, r.sampledOn, r.parameterCode, stationGroup, r.value),
  }));
}

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The share (%) of judged samples that meet a criterion; null when no sample had one to meet. */
function compliance(flags: readonly (boolean | null)[]): number | null {
  const judged = flags.filter((f): f is boolean => f !== null);
  return judged.length === 0
    ? null
    : round((100 * judged.filter((f) => !f).length) / judged.length, 1);
}

/**
 * The annual report: per station and parameter, the number of approved samples, their mean, min
 * and max (a below-detection value counts at its detection limit), and the share meeting the
 * standard and the benchmark.
 */
export function yearlySummary(
  results: readonly ApprovedResult[],
  standard: readonly CriterionRow[],
  benchmark: readonly CriterionRow[],
) {
  const groups = new Map<string, ReturnType<typeof compareResults>>();
  for (const r of compareResults(results, standard, benchmark)) {
    const key = `${r.stationId}|${r.parameterCode}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((rows) => {
    const values = rows.map((r) => r.value);
    const first = rows[0]!;
    return {
      stationId: first.stationId,
      stationName: first.stationName,
      side: first.side,
      parameterCode: first.parameterCode,
      unit: first.unit,
      samples: rows.length,
      mean: round(values.reduce((a, b) => a + b, 0) / values.length),
      min: Math.min(...values),
      max: Math.max(...values),
      standardCompliancePct: compliance(rows.map((r) => r.exceedsStandard)),
      benchmarkCompliancePct: compliance(rows.map((r) => r.exceedsBenchmark)),
    };
  });
}

/** The version in force on a day (the newest whose effective day has come). */
export function versionOn(rows: readonly CriterionRow[], day: string): string | null {
  return (
    rows
      .filter((r) => r.effectiveFrom <= day)
      .reduce<CriterionRow | null>(
        (best, r) => (!best || r.effectiveFrom > best.effectiveFrom ? r : best),
        null,
      )?.version ?? null
  );
}
