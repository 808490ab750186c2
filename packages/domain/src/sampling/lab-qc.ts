/**
 * Lab quality-control samples (QUALITY.md "Manual samples"): blanks, duplicates and spikes are
 * rows of their lab batch, checked against per-parameter objectives; a failure adds the qualifier
 * `QX` to the batch's results of that parameter. Objectives are versioned data (seeded from
 * {@link LAB_QC_OBJECTIVE_SEEDS}, changed by a System Admin as new versions).
 */
export const LAB_QC_KINDS = ['field_blank', 'method_blank', 'duplicate', 'spike'] as const;
export type LabQcKind = (typeof LAB_QC_KINDS)[number];

/** The qualifier a failed QC check adds to the batch's results of the parameter. */
export const QC_FAIL_QUALIFIER = 'QX';

/** The objectives of one parameter from a day on. */
export interface LabQcObjective {
  readonly parameterCode: string;
  /** Version label, e.g. `2026-01`. */
  readonly version: string;
  /** First local day (ISO) the version applies to. */
  readonly effectiveFrom: string;
  /** Highest acceptable blank, in the parameter's unit; null: the result's detection limit. */
  readonly blankMax: number | null;
  /** Highest acceptable relative percent difference of a duplicate pair, %. */
  readonly rpdMax: number | null;
  /** Acceptable spike recovery, % (null: spikes are not used for the parameter). */
  readonly recoveryMin: number | null;
  readonly recoveryMax: number | null;
  readonly source: string;
}

const SOURCE =
  'Provisional defaults after APHA Standard Methods 1020 B (quality control) and US EPA method QC criteria; confirm with the department’s laboratory.';
const water = (
  code: string,
  rpdMax: number,
  recovery: [number, number] | null,
): LabQcObjective => ({
  parameterCode: code,
  version: '2020-01',
  effectiveFrom: '2020-01-01',
  blankMax: null,
  rpdMax,
  recoveryMin: recovery?.[0] ?? null,
  recoveryMax: recovery?.[1] ?? null,
  source: SOURCE,
});

/** Default objectives of the lab parameters (first version; a System Admin adds later ones). */
export const LAB_QC_OBJECTIVE_SEEDS: readonly LabQcObjective[] = [
  water('BOD', 20, null),
  water('COD', 20, [80, 120]),
  water('NH3N', 20, [80, 120]),
  water('TSS', 20, null),
  water('M_TSS', 20, null),
  water('M_NH3', 20, [80, 120]),
  water('M_NO3', 20, [80, 120]),
  water('M_PO4', 20, [80, 120]),
  water('M_OG', 25, [78, 114]),
  // Membrane-filtration counts vary more: duplicates within 50 % (log-scale counts aside).
  water('M_FC', 50, null),
  water('PM10', 15, null),
  water('PM25', 15, null),
];

/** The objective version in force on a local day (ISO), or null. */
export function objectiveOn(
  objectives: readonly LabQcObjective[],
  parameterCode: string,
  day: string,
): LabQcObjective | null {
  let found: LabQcObjective | null = null;
  for (const o of objectives)
    if (
      o.parameterCode === parameterCode &&
      o.effectiveFrom <= day &&
      (!found || o.effectiveFrom > found.effectiveFrom)
    )
      found = o;
  return found;
}

/** One QC sample as checked. */
export interface LabQcInput {
  readonly kind: LabQcKind;
  /** The QC sample's result (a blank's value, a duplicate's value, a spiked sample's result). */
  readonly value: number;
  /** Duplicate: the original sample's value. Spike: the unspiked sample's value (0 when absent). */
  readonly reference: number | null;
  /** Spike: the amount added, in the result's unit. */
  readonly spikeAdded: number | null;
  /** The detection limit of the parameter's results (blanks are judged against it by default). */
  readonly detectionLimit: number | null;
}

/** The outcome: the measure compared (blank value, RPD %, recovery %), the limits and the verdict. */
export interface LabQcOutcome {
  /** `pass`, `fail`, or `not_evaluated` when the objective or an input is missing. */
  readonly verdict: 'pass' | 'fail' | 'not_evaluated';
  readonly measure: number | null;
  readonly min: number | null;
  readonly max: number | null;
}

const round = (v: number) => Math.round(v * 100) / 100;
const notEvaluated: LabQcOutcome = {
  verdict: 'not_evaluated',
  measure: null,
  min: null,
  max: null,
};

/**
 * Checks one QC sample: a blank must not exceed `blankMax` (or the detection limit); a duplicate
 * pair's relative percent difference |a − b| / ((a + b) / 2) · 100 must not exceed `rpdMax` (two
 * values at or below the detection limit agree); a spike's recovery (spiked − unspiked) / added ·
 * 100 must lie within [recoveryMin, recoveryMax].
 */
export function checkLabQc(input: LabQcInput, objective: LabQcObjective | null): LabQcOutcome {
  if (!objective) return notEvaluated;
  if (input.kind === 'field_blank' || input.kind === 'method_blank') {
    const max = objective.blankMax ?? input.detectionLimit;
    if (max === null) return notEvaluated;
    return { verdict: input.value <= max ? 'pass' : 'fail', measure: input.value, min: null, max };
  }
  if (input.kind === 'duplicate') {
    if (objective.rpdMax === null || input.reference === null) return notEvaluated;
    const a = input.value;
    const b = input.reference;
    const dl = input.detectionLimit;
    if (dl !== null && a <= dl && b <= dl)
      return { verdict: 'pass', measure: 0, min: null, max: objective.rpdMax };
    const mean = (a + b) / 2;
    const rpd = mean === 0 ? 0 : round((Math.abs(a - b) / mean) * 100);
    return {
      verdict: rpd <= objective.rpdMax ? 'pass' : 'fail',
      measure: rpd,
      min: null,
      max: objective.rpdMax,
    };
  }
  if (
    objective.recoveryMin === null ||
    objective.recoveryMax === null ||
    input.spikeAdded === null ||
    input.spikeAdded <= 0
  )
    return notEvaluated;
  const recovery = round(((input.value - (input.reference ?? 0)) / input.spikeAdded) * 100);
  return {
    verdict:
      recovery >= objective.recoveryMin && recovery <= objective.recoveryMax ? 'pass' : 'fail',
    measure: recovery,
    min: objective.recoveryMin,
    max: objective.recoveryMax,
  };
}
