import { breaksLimit, type Condition } from '@eqmp/domain';

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

/**
 * The exceedance condition of each approved result that a standard criterion judges, as the alert
 * engine's episode rule takes it: active when the result breaks the criterion (a result within it
 * ends the episode an earlier round opened). The bound reported is the one broken (or the upper
 * one when none is). Results are taken at the start of their sampling day, Malaysia time.
 */
export function sojConditions(
  standard: readonly CriterionRow[],
  round: { readonly id: number; readonly sampledOn: string; readonly stationGroup: string },
  results: readonly { readonly parameterCode: string; readonly value: number }[],
  units: ReadonlyMap<string, string | null>,
): Condition[] {
  const at = Date.parse(`${round.sampledOn}T00:00:00+08:00`);
  return results.flatMap((r) => {
    const c = criterionOn(standard, round.sampledOn, r.parameterCode, round.stationGroup);
    if (!c) return [];
    const active = breaksLimit(r.value, c);
    const limit = c.min !== null && r.value < c.min ? c.min : (c.max ?? c.min);
    return [
      {
        kind: 'exceedance' as const,
        parameter: r.parameterCode,
        averaging: null,
        active,
        value: r.value,
        limit,
        unit: units.get(r.parameterCode) ?? null,
        standardVersion: c.version,
        at,
        detail: { roundId: round.id, sampledOn: round.sampledOn, min: c.min, max: c.max },
      },
    ];
  });
}
