import { versionAtOrEarliest, type StandardMeta } from '../standards/standard-meta.js';
import type { Instant } from '../time/kuala-lumpur.js';

/** Tar-ball classes of a beach survey, cleanest first. */
export const TARBALL_CLASSES = ['NONE', 'LIGHT', 'MODERATE', 'HEAVY'] as const;
export type TarballClass = (typeof TARBALL_CLASSES)[number];

/** The parameter code of the tar-ball weight (g/m2) in the catalogue. */
export const TARBALL_PARAMETER = 'M_TARBALL';

/** Lower bounds, inclusive, in g/m2 of beach, of the classes above NONE. */
export interface TarballThresholds {
  readonly light: number;
  readonly moderate: number;
  readonly heavy: number;
}

/**
 * One version of the tar-ball classes, kept as a database row a System Admin adds to (like the
 * other standards): the survey of a day is classed by the version in force on that day.
 */
export interface TarballClassVersion extends StandardMeta {
  /** True while the numbers are the portal's own, not a published standard. */
  readonly provisional: boolean;
  readonly thresholds: TarballThresholds;
}

/**
 * The first version: PROVISIONAL bands, until the Department states its own. Below the detection
 * limit of 0.1 g/m2 none; below 2 light (scattered specks); below 10 moderate; 10 and more heavy
 * (a stranding that needs clean-up).
 */
export const TARBALL_CLASS_SEED: TarballClassVersion = {
  id: 'tarball-provisional',
  version: 'PROVISIONAL',
  effectiveFrom: '1970-01-01',
  source:
    'No published tar-ball classes were found: provisional bands of the portal (0.1 g/m2 is ' +
    'the detection limit of a beach survey) until the Department sets its own',
  confidence: 'UNVERIFIED',
  provisional: true,
  thresholds: { light: 0.1, moderate: 2, heavy: 10 },
};

/** The class of one tar-ball weight (g/m2) under `thresholds` (default: the first version's). */
export function classifyTarball(
  gramsPerM2: number,
  thresholds: TarballThresholds = TARBALL_CLASS_SEED.thresholds,
): TarballClass {
  if (gramsPerM2 >= thresholds.heavy) return 'HEAVY';
  if (gramsPerM2 >= thresholds.moderate) return 'MODERATE';
  if (gramsPerM2 >= thresholds.light) return 'LIGHT';
  return 'NONE';
}

export type TarballThresholdProblem = 'notPositive' | 'notIncreasing';

/** What is wrong with a set of bounds: each must be above zero and above the one before. */
export function tarballThresholdProblems(t: TarballThresholds): TarballThresholdProblem[] {
  const problems: TarballThresholdProblem[] = [];
  if (![t.light, t.moderate, t.heavy].every((v) => Number.isFinite(v) && v > 0))
    problems.push('notPositive');
  if (!(t.light < t.moderate && t.moderate < t.heavy)) problems.push('notIncreasing');
  return problems;
}

/**
 * The version in force on the local day of `at` (the latest effective on or before it; the
 * earliest when none is yet), or the first version when none is stored.
 */
export function tarballVersionAt(
  versions: readonly TarballClassVersion[],
  at: Instant,
): TarballClassVersion {
  return versionAtOrEarliest(versions, at) ?? TARBALL_CLASS_SEED;
}
