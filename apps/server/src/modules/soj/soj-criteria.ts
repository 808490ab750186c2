import { breaksLimit } from '@eqmp/domain';

/** One criterion row with its version (standard or benchmark). */
export interface CriterionRow {
  readonly version: string;
  readonly effectiveFrom: string;
  readonly parameterCode: string;
  readonly stationGroup: string | null;
  readonly min: number | null;
  readonly max: number | null;
}

/**
 * The criterion of a parameter that applies on a day to a station group: from the newest version
 * whose effective day has come, the row for the group or else the row for every group.
 */
export function criterionOn(
  rows: readonly CriterionRow[],
  day: string,
  parameterCode: string,
  stationGroup: string,
): CriterionRow | null {
  const version = rows
    .filter((r) => r.effectiveFrom <= day)
    .reduce<CriterionRow | null>(
      (best, r) => (!best || r.effectiveFrom > best.effectiveFrom ? r : best),
      null,
    )?.version;
  if (version === undefined) return null;
  const candidates = rows.filter((r) => r.version === version && r.parameterCode === parameterCode);
  return (
    candidates.find((r) => r.stationGroup === stationGroup) ??
    candidates.find((r) => r.stationGroup === null) ??
    null
  );
}

/** Whether a value breaks the criterion that applies (null when none applies). */
export function judge(
  rows: readonly CriterionRow[],
  day: string,
  parameterCode: string,
  stationGroup: string,
  value: number,
): boolean | null {
  const criterion = criterionOn(rows, day, parameterCode, stationGroup);
  return criterion ? breaksLimit(value, criterion) : null;
}
