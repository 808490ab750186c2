/**
 * Per-parameter settings of the records (seed data; the live rows are versioned and a System
 * Admin changes them): the stabilisation buffer after a maintenance or calibration window, whose
 * values are marked with the window, and the tolerance of a calibration point.
 *
 * A point passes when |measured − expected| ≤ max(absolute, relative % of |expected|): the
 * absolute part judges a zero point (expected 0), the relative part a span point.
 */
export interface RecordSettingSeed {
  /** null: the default for a parameter without its own row. */
  readonly parameterCode: string | null;
  readonly bufferMinutes: number;
  /** In the parameter's unit. */
  readonly absTolerance: number;
  readonly relTolerancePct: number;
}

const s = (
  parameterCode: string | null,
  bufferMinutes: number,
  absTolerance: number,
  relTolerancePct: number,
): RecordSettingSeed => ({ parameterCode, bufferMinutes, absTolerance, relTolerancePct });

/**
 * Typical values: gas analysers need about half an hour to settle after zero or span gas
 * (US EPA one-point QC acceptance ±10 %, ±7 % for ozone); beta-attenuation dust monitors an hour
 * (one measuring cycle); water sondes a quarter of an hour after being cleaned and redeployed.
 */
export const RECORD_SETTING_SEEDS: readonly RecordSettingSeed[] = [
  s(null, 15, 0, 10),
  s('SO2', 30, 0.003, 10),
  s('NO2', 30, 0.003, 10),
  s('O3', 30, 0.003, 7),
  s('CO', 30, 0.4, 10),
  s('PM10', 60, 3, 5),
  s('PM25', 60, 3, 5),
  s('BTEX', 30, 0.5, 10),
  s('VOC', 30, 0.01, 10),
  s('WS', 0, 0.2, 5),
  s('WD', 0, 5, 0),
  s('TEMP', 0, 0.5, 0),
  s('RH', 0, 3, 0),
  s('SR', 0, 10, 5),
  s('DO', 15, 0.2, 5),
  s('M_DO', 15, 0.2, 5),
  s('PH', 15, 0.2, 0),
  s('M_PH', 15, 0.2, 0),
  s('COND', 15, 10, 5),
  s('TURB', 15, 2, 10),
  s('NH3N', 30, 0.05, 10),
  s('M_SAL', 15, 0.5, 3),
];

export interface Tolerance {
  readonly absTolerance: number;
  readonly relTolerancePct: number;
}

/** The largest accepted |measured − expected| of a point. */
export function pointTolerance(expected: number, t: Tolerance): number {
  return Math.max(t.absTolerance, (t.relTolerancePct / 100) * Math.abs(expected));
}

/** Whether a calibration point passes; a hair of floating-point slack so 0.1 + 0.2 vs 0.3 is not a failure. */
export function pointPasses(expected: number, measured: number, t: Tolerance): boolean {
  return Math.abs(measured - expected) <= pointTolerance(expected, t) + 1e-9;
}

/**
 * The setting in force for a parameter at `at` (epoch ms): its own latest version that has
 * begun, else the default's (parameter null). Versions are compared by start, then by id.
 */
export function settingInForce<
  T extends { parameterCode: string | null; validFrom: number; id: number },
>(versions: readonly T[], parameterCode: string, at: number): T | undefined {
  const latest = (code: string | null) =>
    versions
      .filter((v) => v.parameterCode === code && v.validFrom <= at)
      .sort((a, b) => b.validFrom - a.validFrom || b.id - a.id)[0];
  return latest(parameterCode) ?? latest(null);
}
